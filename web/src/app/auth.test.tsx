import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it } from 'vitest';
import { fakeEndpoint, fakePushBrowser, removeFakePush } from '../../test/fake-push';
import { FakeApi } from '../../test/render';
import { getToken, TOKEN_KEY } from './api';
import { useLogout } from './auth';
import { createQueryClient } from './query-client';

afterEach(removeFakePush);

it('takes this browser off the account’s push notifications before the session ends (a shared computer)', async () => {
  localStorage.setItem(TOKEN_KEY, 'test-token');
  const browser = fakePushBrowser({ existingKey: new Uint8Array(65) });
  const api = new FakeApi().on('DELETE /api/push/subscriptions', { status: 204 }).on('POST /api/auth/logout', { status: 204 });
  api.install();
  const client = createQueryClient();
  const { result } = renderHook(() => useLogout(), { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
  await act(() => result.current.mutateAsync());
  expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/push/subscriptions', 'POST /api/auth/logout']);
  expect(api.callsTo('DELETE /api/push/subscriptions')[0]!.query.get('endpoint')).toBe(fakeEndpoint);
  expect(browser.browser.subscription).toBeNull();
  expect(getToken()).toBeNull();
});
