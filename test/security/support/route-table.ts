import { Router } from '@koa/router';
import { flagNames, type Config } from '@tapin/config';
import { coreModules, coreRoutes, RouteBuilder, type PluginDefinition, type RouteOptions } from '@tapin/core';
import type { FlagService } from '@tapin/core';
import type { z } from 'zod';

/** One declared route, as the route builder saw it. */
export interface DeclaredRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  options: RouteOptions<'public' | 'user' | 'admin', z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>;
}

type Register = (path: string, options: DeclaredRoute['options'], handler: unknown) => RouteBuilder;

/**
 * Every route the platform declares (core and the given plugins), read by running their `routes()` into
 * a recording builder: a new route is in the table the day it lands.
 */
export function routeTable(plugins: readonly PluginDefinition[], config: Config, flags: FlagService): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  const recording = () => {
    const builder = new RouteBuilder(new Router(), flags, config.limits.jsonBodyBytes);
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const register = builder[method] as unknown as Register;
      (builder as unknown as Record<string, Register>)[method] = (path, options, handler) => {
        routes.push({ method, path, options });
        return register(path, options, handler);
      };
    }
    return builder;
  };
  coreRoutes(recording(), () => false);
  for (const module of coreModules) module.routes?.(recording(), config);
  for (const plugin of plugins) plugin.routes?.(recording(), config);
  return routes;
}

/** Every flag on, so every route is live. */
export const allFlagsOn = Object.fromEntries(flagNames.map((name) => [name, true]));

/** The top-level field names of a zod object schema (through pipes, optionals and refinements). */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let i = 0; i < 8 && current; i++) {
    const shape = (current as { shape?: Record<string, unknown> }).shape;
    if (shape && typeof shape === 'object') return Object.keys(shape);
    const def = (current as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    current = def?.in ?? def?.innerType ?? def?.schema ?? undefined;
  }
  return [];
}
