import { z } from 'zod';

/** The typed confirmations developer mode asks for, and the specification's messages when they are missing. */
export const developerConfirmations = {
  deleteBusiness: { text: 'DELETE', message: "Please type 'DELETE' to confirm deletion" },
  clearAll: { text: 'CLEAR ALL', message: "Please type 'CLEAR ALL' to confirm clearing all data" },
} as const;

/** The body of `DELETE /api/developer/businesses/{id}` and `DELETE /api/developer/clear-all`. */
export const developerConfirmationInput = z.object({
  confirmation: z.string({ error: 'confirmation must be text' }).optional(),
});
export type DeveloperConfirmationRequest = z.input<typeof developerConfirmationInput>;

export interface DeveloperDeleteResult {
  message: string;
  business: { id: number; name: string };
  /** The export written first (in DATA_DIR/exports): `tapin restore <export>` puts the business back. */
  export: string;
  /** Rows removed per table (the business's own and every owner's: promotions, campaigns, events, posters). */
  removed: Record<string, number>;
  files: number;
}

export interface ClearAllResult {
  message: string;
  /** The export written before anything was removed (`GET /api/developer/exports/{name}`). */
  export: string;
  removed: Record<string, number>;
  files: number;
}

/** A clear-all export, as `GET /api/developer/exports` lists it. */
export interface DeveloperExport {
  name: string;
  size: number;
  createdAt: string;
}

/** What `POST /api/developer/exports/{name}/restore` put back (and `tapin restore`). */
export interface RestoreResult {
  export: string;
  /** Rows per table. */
  restored: Record<string, number>;
  files: number;
  /** What the product's rules changed in the export's rows (a status put back to pending, …). */
  notes: string[];
}

/** The businesses a restore preview names; the rest are counted in `restored.businesses`. */
export const RESTORE_PREVIEW_BUSINESSES = 50;

/**
 * `GET /api/developer/exports/{name}/preview`: what a restore would put back, found by rehearsing it (a
 * transaction rolled back), and why it cannot be done now, if it cannot.
 */
export interface RestorePreview extends RestoreResult {
  createdAt: string;
  /** The first RESTORE_PREVIEW_BUSINESSES businesses it holds. */
  businesses: Array<{ id: number; name: string }>;
  /** The restore's own refusal (a business that exists again, an id now taken, …), or null when it can be done. */
  refusal: string | null;
}
