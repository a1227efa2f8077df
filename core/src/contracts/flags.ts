/** `GET /api/flags`: every flag, evaluated for the caller. Browser-safe. */
import type { FlagName } from '@tapin/config/flags';

export type FlagValues = Record<FlagName, boolean>;

export interface FlagsAnswer {
  flags: FlagValues;
}
