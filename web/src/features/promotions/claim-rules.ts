/**
 * Claim codes and claims as the Redeem screen reads and writes them (docs/decisions.md#claims-and-redemptions).
 * The code's rules are the product's (`@tapin/config/rules`, as the server reads them).
 */
import { normalClaimCode } from '@tapin/config/rules';
import type { ClaimView } from '@tapin/core/contracts';
import { amountLabel } from './price-label';

/** The server's words for text that cannot be a code. */
export const NOT_A_CODE = 'A code is 8 letters and digits, like 7KQ4-M9XT';
/** The most an amount can be (dollars), as the server checks it. */
export const MAX_AMOUNT = 100_000;

/**
 * The code a scanned QR holds: the claim's page (`https://…/c/ABCDEFGH`, any host: a customer may show a
 * code from another address of the site) or a bare code; null for anything else.
 */
export function codeFromScan(text: string): string | null {
  const value = text.trim();
  const bare = normalClaimCode(value);
  if (bare) return bare;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const match = /^\/c\/([^/]+)\/?$/.exec(url.pathname);
  if (!match) return null;
  try {
    return normalClaimCode(decodeURIComponent(match[1]!));
  } catch {
    return null;
  }
}

/** A day as the screen writes it: Dec 1, 2026 (in the phone's own time zone, the city's at the counter). */
export function claimDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export type ClaimState = 'open' | 'redeemed' | 'void' | 'expired';

/** Where a claim stands: a redeemed or voided claim is that, whatever its expiry; an open one past it is expired. */
export function claimState(claim: Pick<ClaimView, 'status' | 'expired'>): ClaimState {
  if (claim.status === 'redeemed') return 'redeemed';
  if (claim.status === 'void') return 'void';
  return claim.expired ? 'expired' : 'open';
}

export const claimStateLabel: Record<ClaimState, string> = { open: 'Open', redeemed: 'Redeemed', void: 'Voided', expired: 'Expired' };

/** The claim's state in words: "Valid until …", "Redeemed on … for $X", "Voided on …", "Expired on …". */
export function claimStateText(claim: ClaimView): string {
  switch (claimState(claim)) {
    case 'redeemed':
      return `Redeemed on ${claimDate(claim.redeemedAt ?? claim.createdAt)} for ${amountLabel(claim.amount ?? claim.promotion.price)}`;
    case 'void':
      return `Voided on ${claimDate(claim.voidedAt ?? claim.createdAt)}`;
    case 'expired':
      return `Expired on ${claimDate(claim.expiresAt)}`;
    case 'open':
      return `Valid until ${claimDate(claim.expiresAt)}`;
  }
}

/** The Amount field's first value: the offer's price ("29", "249.50"). */
export function amountField(price: number): string {
  return Number.isInteger(price) ? String(price) : price.toFixed(2);
}

/** The amount typed, in dollars, or why it cannot be sent (0 to 100,000, whole cents). */
export function parseAmount(text: string): { amount: number } | { error: string } {
  const value = text.trim();
  if (!value) return { error: 'Enter the amount taken, in dollars' };
  const amount = Number(value);
  if (!Number.isFinite(amount)) return { error: 'The amount must be a number, like 4.50' };
  if (amount < 0) return { error: 'The amount must be 0 or more' };
  if (amount > MAX_AMOUNT) return { error: 'The amount must be at most $100,000' };
  if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return { error: 'The amount must be in whole cents' };
  return { amount: Math.round(amount * 100) / 100 };
}
