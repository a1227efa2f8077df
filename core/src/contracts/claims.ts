/**
 * Offers a customer claims from a business's public page and the owner redeems at the counter
 * (docs/decisions.md#claims-and-redemptions). Browser-safe.
 */
import { z } from 'zod';

// The code's rules live with the product rules, so the owner app reads them without the schemas below.
export { CLAIM_CODE_ALPHABET, CLAIM_CODE_LENGTH, formatClaimCode, normalClaimCode } from '@tapin/config/rules';
export const claimStatuses = ['claimed', 'redeemed', 'void'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

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
  /** Made by the business's owner from a browser of theirs (trying the page): redeemable, not counted in the figures. */
  fromOwner: boolean;
  promotion: { id: number; title: string; description: string; price: number };
  business: { id: number; name: string };
}
