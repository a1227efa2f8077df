/** `GET /api/flags`: every flag, evaluated for the caller. Browser-safe. */
import type { FlagName } from '@tapin/config/flags';

export type FlagValues = Record<FlagName, boolean>;

export interface FlagsAnswer {
  flags: FlagValues;
}

/** `POST /api/flags/refresh`: what was done. */
export interface FlagsRefreshed {
  message: string;
}

/** Where a flag's value came from: Unleash, the documented default, a `FLAG_<NAME>` variable, or a switch in the running process. */
export type FlagSource = 'unleash' | 'default' | 'environment' | 'override';

/** `GET /api/admin/flags`: each flag evaluated for the admin, with its source, for the console's flags page. */
export interface AdminFlagsAnswer {
  /** `unleash` when UNLEASH_URL is set, else the local defaults and `FLAG_<NAME>` variables. */
  mode: 'local' | 'unleash';
  /** The Unleash web interface (UNLEASH_URL without its `/api`), when Unleash is configured. */
  unleashUiUrl: string | null;
  flags: Array<{ name: FlagName; enabled: boolean; source: FlagSource }>;
}

/** The Unleash web interface for an Unleash API address: the server's root (`http://unleash:4242/api` → `http://unleash:4242`). */
export function unleashUiUrl(apiUrl: string | undefined | null): string | null {
  if (!apiUrl) return null;
  return apiUrl.replace(/(?<!\/)\/+$/, '').replace(/\/api$/, '');
}
