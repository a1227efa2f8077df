/**
 * Offers a customer claims from a business's public page and the owner redeems at the counter
 * (docs/decisions.md#claims-and-redemptions). Browser-safe.
 */
import { z } from 'zod';

/** A claim code's letters: no look-alikes (no 0/O, 1/I/L), so it reads aloud and types without doubt. */
export const CLAIM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CLAIM_CODE_LENGTH = 8;
export const claimStatuses = ['claimed', 'redeemed', 'void'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/**
 * A code as a person types or reads it: case, spaces and hyphens aside ("abcd-efgh" is "ABCDEFGH");
 * null when it cannot be a code.
 */
export function normalClaimCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CLAIM_CODE_LENGTH) return null;
  return [...code].every((c) => CLAIM_CODE_ALPHABET.includes(c)) ? code : null;
}

/** A code as it is shown: two groups of four ("ABCD-EFGH"). */
export function formatClaimCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export const claimCodeParam = z.object({ code: z.string().max(40, { error: 'code is too long' }) });

export const redeemClaimInput = z
  .object({
    amount: z
      .number({ error: 'amount must be a number' })
      .min(0, { error: 'amount must be 0 or more' })
      .max(100_000, { error: 'amount must be at most 100000' })
      .multipleOf(0.01, { error: 'amount must be in whole cents' })
      .optional(),
  })
  .strict();
export type RedeemClaimInput = z.infer<typeof redeemClaimInput>;

/** A claim as its business's owner sees it at the counter. */
export interface ClaimView {
  id: number;
  code: string;
  status: ClaimStatus;
  /** Past its expiry (and not redeemed): it can no longer be redeemed. */
  expired: boolean;
  expiresAt: string;
  createdAt: string;
  redeemedAt: string | null;
  voidedAt: string | null;
  amount: number | null;
  promotion: { id: number; title: string; description: string; price: number };
  business: { id: number; name: string };
}
