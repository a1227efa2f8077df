import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded when first shown (React.lazy over a named export): react-admin and MUI are the first
 * load; each resource's screens come in their own small chunk (scripts/check-js-budget.mjs admin).
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
