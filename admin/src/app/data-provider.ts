import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { RestorePreview, RestoreResult } from '@tapin/core/contracts';
import { httpClient, postJson } from './http';

/** The admin REST dialect's root (docs/architecture.md, "Admin REST dialect"). */
export const API = '/api/admin';

/** What an admission answers (`POST /api/admin/waitlist/…/admit`). */
export interface Admission {
  user: { id: number; email: string; name: string; role: string };
  entry: { id: number; email: string; position: number };
}

export interface SentEmail {
  message: string;
  emailId: number;
}

/**
 * ra-data-simple-rest over `/api/admin`, plus the console's actions on the server's own routes. Each
 * action is one call; the server checks the rules (seats, roles, secrets) and answers with its message.
 */
export const dataProvider = {
  ...simpleRestProvider(API, httpClient),
  admit: (id: number, force = false) => postJson<Admission>(`${API}/waitlist/${id}/admit`, { force }),
  admitNext: (force = false) => postJson<Admission>(`${API}/waitlist/admit-next`, { force }),
  sendSignInLink: (userId: number) => postJson<SentEmail>(`${API}/users/${userId}/sign-in-link`),
  resendEmail: (emailId: number) => postJson<SentEmail>(`${API}/emails/${emailId}/resend`),
  /** What restoring a developer-mode export would put back, and whether it can now (rehearsed by the server). */
  restorePreview: async (name: string) => (await httpClient(`/api/developer/exports/${encodeURIComponent(name)}/preview`)).json as RestorePreview,
  restoreExport: (name: string) => postJson<RestoreResult>(`/api/developer/exports/${encodeURIComponent(name)}/restore`),
  approveBusinesses: (ids: number[]) => postJson<{ approved: number[]; unchanged: number[] }>(`${API}/businesses/approve`, { ids }),
} satisfies DataProvider;

export type ConsoleDataProvider = typeof dataProvider;
