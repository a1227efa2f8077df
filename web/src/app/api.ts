/**
 * The API client: the bearer token from local storage `auth_token`, JSON bodies, and errors whose
 * message is "{status}: {body}", with the server's `{ message }` kept apart for toasts
 * (docs/decisions.md#the-owner-apps-constants).
 */
export const TOKEN_KEY = 'auth_token';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly data: Record<string, unknown> | null,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }

  /** The server's own words, for a toast. */
  get serverMessage(): string | null {
    return typeof this.data?.message === 'string' ? this.data.message : null;
  }
}

/** Listeners told when a request answered 401 (the session is gone). */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Sends one call; a 401 for a stored token ends the session; any other failure is an ApiError. */
export async function apiResponse(method: string, url: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const headers = { ...authHeaders(), ...extraHeaders };
  const hadToken = 'Authorization' in headers;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(url, { method, headers, body: payload, credentials: 'include' });
  if (response.status === 401 && hadToken) {
    setToken(null);
    for (const listener of unauthorizedListeners) listener();
  }
  if (!response.ok) {
    const text = await response.text();
    let data: Record<string, unknown> | null = null;
    try {
      data = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not JSON: the text is the message.
    }
    throw new ApiError(response.status, text || response.statusText, data);
  }
  return response;
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  return answerOf<T>(await apiResponse(method, url, body));
}

/** A response's JSON (or text; nothing for 204). */
export async function answerOf<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

/** A GET that also returns the response headers (for X-Total-Count). */
export async function apiGetWithHeaders<T>(url: string): Promise<{ data: T; headers: Headers }> {
  const response = await apiResponse('GET', url);
  return { data: (await response.json()) as T, headers: response.headers };
}


/** The message to show for a failed call: the server's, or a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
