/**
 * @tapin/core — the platform kernel plugins build on: the plugin contract, the route builder, the
 * error model, the database and migration helpers, feature flags, logging and the admin list helper.
 */
import type { Config } from '@tapin/config';
import type { Knex } from 'knex';
import type { Authenticator } from './auth/authenticator.js';
import type { Clock } from './clock.js';
import type { FlagService } from './flags/flag-service.js';
import type { Logger } from './logging/logger.js';

/**
 * The services in the root container. Plugins add theirs by declaration merging:
 * `declare module '@tapin/core' { interface Cradle { notes: NoteService } }`.
 */
export interface Cradle {
  config: Config;
  log: Logger;
  clock: Clock;
  db: Knex;
  flags: FlagService;
  authenticator: Authenticator;
}

export { adminList, adminListQuery, sendAdminList, type AdminListResult, type AdminListSpec, type FilterRule } from './admin/admin-list.js';
export { createApp, type CreateAppOptions, type TapinApp } from './app.js';
export { anonymousAuthenticator, type Authenticator } from './auth/authenticator.js';
export { isAdmin, type Caller, type Role } from './auth/caller.js';
export { systemClock, type Clock } from './clock.js';
export { createDatabase, databaseIsReachable, type DatabaseOptions } from './db/database.js';
export { migrationTable, type Migration, type MigrationSet, type MigrationStatus } from './db/migrations.js';
export * from './errors.js';
export { bootstrapFeatures, FlagService, type EvaluatedFlag, type FlagSource } from './flags/flag-service.js';
export type { AppContext, RequestCradle, RequestState } from './http/context.js';
export { bearerToken } from './http/request-context.js';
export { RouteBuilder, type Access, type MultipartOptions, type RouteContext, type RouteHandler, type RouteOptions, type UploadedFile } from './http/routes.js';
export { parseInput, type FieldError } from './http/validation.js';
export { Kernel, type KernelOptions } from './kernel.js';
export { createLogger, LOG_FILE_PREFIX, type Logger, type LoggerHandle } from './logging/logger.js';
export { definePlugin, orderPlugins, type AdminResource, type CliContext, type PluginDefinition, type RegisterApi } from './plugins/define-plugin.js';
export type { Knex } from 'knex';
