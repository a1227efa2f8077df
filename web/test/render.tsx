import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { TOKEN_KEY } from '../src/app/api';
import { createQueryClient } from '../src/app/query-client';
import { Toaster } from '../src/ui/toast';

interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: FakeCall) => Answer | Promise<Answer>;

/**
 * A fake of the TAPin API for component tests: routes by "METHOD /path", records every call, and
 * answers 404 JSON for anything it was not told about (as the server does).
 */
export class FakeApi {
  readonly calls: FakeCall[] = [];
  private readonly routes = new Map<string, Handler>();

  on(route: string, handler: Handler | Answer): this {
    this.routes.set(route, typeof handler === 'function' ? handler : () => handler);
    return this;
  }

  callsTo(route: string): FakeCall[] {
    const [method, path] = route.split(' ');
    return this.calls.filter((c) => c.method === method && c.path === path);
  }

  install(): void {
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call: FakeCall = {
        method: (init.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      this.calls.push(call);
      const handler = this.routes.get(`${call.method} ${call.path}`);
      const answer = handler ? await handler(call) : { status: 404, body: { message: 'Not found' } };
      const status = answer.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
        status,
        headers: { 'content-type': 'application/json', ...answer.headers },
      });
    });
  }
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a screen as the app does (query client, toasts, tooltips, router) at `route`, signed in unless told otherwise. */
export function renderScreen(ui: ReactElement, { route = '/', path = '*', signedIn = true }: { route?: string; path?: string; signedIn?: boolean } = {}) {
  if (signedIn) localStorage.setItem(TOKEN_KEY, 'test-token');
  const client = createQueryClient();
  const utils = render(
    <QueryClientProvider client={client}>
      <Toaster>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            {path !== '*' && <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </Toaster>
    </QueryClientProvider>,
  );
  return { ...utils, client };
}
