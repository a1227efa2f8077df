import { fetchUtils, HttpError } from 'react-admin';

/** The session token, shared with the owner app (same origin, same key): one sign-in serves both. */
export const TOKEN_KEY = 'auth_token';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

/**
 * The console's one fetch: JSON, the bearer token, and errors as react-admin's HttpError carrying the
 * server's `{ message, ...details }` body, so notifications show the server's own words.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const token = getToken();
  try {
    return await fetchUtils.fetchJson(url, {
      ...options,
      user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
    });
  } catch (err) {
    throw err instanceof HttpError ? withFieldErrors(err) : err;
  }
}

/**
 * A 400 the server answered with `field` (and `errors: [{ field, message }]`) carries `errors` as
 * react-admin's forms read them, `{ [field]: message }`, so each message shows on its own field instead of
 * 'The form is not valid' alone.
 */
export function withFieldErrors(err: HttpError): HttpError {
  const body = err.body as { message?: string; field?: string; errors?: unknown } | undefined;
  if (err.status !== 400 || !body || typeof body !== 'object') return err;
  const list = (Array.isArray(body.errors) ? body.errors : body.field ? [{ field: body.field, message: body.message }] : []) as Array<{ field?: string; message?: string }>;
  const errors: Record<string, string> = {};
  for (const { field, message } of list) if (field && message && !(field in errors)) errors[field] = message;
  if (!Object.keys(errors).length) return err;
  return new HttpError(err.message, err.status, { ...body, errors });
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
