import { fetchUtils, HttpError } from 'react-admin';

/** The session token, shared with the owner app (same origin, same key): one sign-in serves both. */
export const TOKEN_KEY = 'auth_token';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

/**
 * The console's one fetch: JSON, the bearer token, and errors as react-admin's HttpError carrying the
 * server's `{ message, ...details }` body, so notifications show the server's own words.
 */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const token = getToken();
  return fetchUtils.fetchJson(url, {
    ...options,
    user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
  });
}

/** A POST to one of the console's actions; the answer's JSON. */
export async function postJson<T>(url: string, body: unknown = {}): Promise<T> {
  const { json } = await httpClient(url, { method: 'POST', body: JSON.stringify(body) });
  return json as T;
}

/** The server's message for a failed call, for a notification. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) return (error.body as { message?: string } | undefined)?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The body details of a failed call (e.g. the seat figures of a 409 admission). */
export function errorBody(error: unknown): Record<string, unknown> | null {
  return error instanceof HttpError && error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : null;
}
