import type { Page } from '../contracts/paging.js';

/**
 * Answers one page of a list: the records as the body (the shape the route always had), the whole count in
 * an exposed `X-Total-Count` header, as the directory does, so a client can ask for the next `offset`.
 * It takes only the response's header setter, like `sendAdminList`.
 */
export function sendPage<T>(ctx: { set(field: string, value: string): void }, page: Page<T>): T[] {
  ctx.set('X-Total-Count', String(page.total));
  ctx.set('Access-Control-Expose-Headers', 'X-Total-Count');
  return page.items;
}
