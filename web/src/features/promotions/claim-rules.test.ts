import { formatClaimCode, normalClaimCode } from '@tapin/config/rules';
import type { ClaimView } from '@tapin/core/contracts';
import { describe, expect, it } from 'vitest';
import { amountField, claimDate, claimState, claimStateText, codeFromScan, parseAmount } from './claim-rules';

const claim = (overrides: Partial<ClaimView> = {}): ClaimView => ({
  id: 1,
  code: '7KQ4M9XT',
  status: 'claimed',
  expired: false,
  expiresAt: '2026-12-31T12:00:00.000Z',
  createdAt: '2026-12-01T12:00:00.000Z',
  redeemedAt: null,
  voidedAt: null,
  amount: null,
  fromOwner: false,
  promotion: { id: 3, title: 'Latte half price', description: 'Any size.', price: 4.5 },
  business: { id: 12, name: 'Sol Coffee Roasters' },
  ...overrides,
});

describe('claim codes', () => {
  it('reads a code as people type it: case, spaces and hyphens aside', () => {
    expect(normalClaimCode('7KQ4M9XT')).toBe('7KQ4M9XT');
    expect(normalClaimCode('7kq4-m9xt')).toBe('7KQ4M9XT');
    expect(normalClaimCode(' 7KQ4 M9XT ')).toBe('7KQ4M9XT');
    expect(normalClaimCode('7k-q4 m9-xt')).toBe('7KQ4M9XT');
  });

  it('refuses what cannot be a code: the wrong length, look-alikes, other characters', () => {
    expect(normalClaimCode('')).toBeNull();
    expect(normalClaimCode('7KQ4M9X')).toBeNull();
    expect(normalClaimCode('7KQ4M9XTA')).toBeNull();
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(normalClaimCode(`7KQ4M9X${lookAlike}`)).toBeNull();
    expect(normalClaimCode('7KQ4M9X!')).toBeNull();
    expect(normalClaimCode('7KQ4_M9XT')).toBeNull();
  });

  it('shows a code in two groups of four', () => {
    expect(formatClaimCode('7KQ4M9XT')).toBe('7KQ4-M9XT');
  });

  it('shows a code in two groups of four', () => {
    expect(formatClaimCode('7KQ4M9XT')).toBe('7KQ4-M9XT');
  });

  it('finds the code in a scanned claim page, or a bare code, and nothing else', () => {
    expect(codeFromScan('https://tapin.example/c/7KQ4M9XT')).toBe('7KQ4M9XT');
    expect(codeFromScan('http://localhost:5173/c/7kq4-m9xt/')).toBe('7KQ4M9XT');
    expect(codeFromScan('https://tapin.example/c/7KQ4M9XT?from=qr#top')).toBe('7KQ4M9XT');
    expect(codeFromScan('7KQ4-M9XT')).toBe('7KQ4M9XT');
    expect(codeFromScan('https://tapin.example/b/sol-coffee')).toBeNull();
    expect(codeFromScan('https://tapin.example/c/7KQ4M9XT/extra')).toBeNull();
    expect(codeFromScan('https://tapin.example/c/NOTACODE0')).toBeNull();
    expect(codeFromScan('javascript:alert(1)//c/7KQ4M9XT')).toBeNull();
    expect(codeFromScan('https://tapin.example/c/%E0%A4%A')).toBeNull();
    expect(codeFromScan('hello')).toBeNull();
  });
});

describe('a claim’s state in words', () => {
  it('says until when an open claim is valid', () => {
    expect(claimState(claim())).toBe('open');
    expect(claimStateText(claim())).toBe(`Valid until ${claimDate('2026-12-31T12:00:00.000Z')}`);
  });

  it('says when and for how much a claim was redeemed', () => {
    const redeemed = claim({ status: 'redeemed', redeemedAt: '2026-12-02T15:00:00.000Z', amount: 4.5, expired: true });
    expect(claimState(redeemed)).toBe('redeemed');
    expect(claimStateText(redeemed)).toBe(`Redeemed on ${claimDate('2026-12-02T15:00:00.000Z')} for $4.50`);
    expect(claimStateText({ ...redeemed, amount: 0 })).toMatch(/for \$0$/);
  });

  it('says when a claim was voided or expired', () => {
    expect(claimStateText(claim({ status: 'void', voidedAt: '2026-12-03T15:00:00.000Z' }))).toBe(`Voided on ${claimDate('2026-12-03T15:00:00.000Z')}`);
    expect(claimState(claim({ expired: true }))).toBe('expired');
    expect(claimStateText(claim({ expired: true }))).toBe(`Expired on ${claimDate('2026-12-31T12:00:00.000Z')}`);
  });

  it('writes a day with its month, day and year', () => {
    expect(claimDate('2026-12-15T12:00:00.000Z')).toMatch(/^Dec 1[456], 2026$/);
  });
});

describe('the amount taken', () => {
  it('starts at the offer’s price', () => {
    expect(amountField(29)).toBe('29');
    expect(amountField(4.5)).toBe('4.50');
    expect(amountField(0)).toBe('0');
  });

  it('takes dollars in whole cents from 0 to 100,000', () => {
    expect(parseAmount('4.5')).toEqual({ amount: 4.5 });
    expect(parseAmount(' 0 ')).toEqual({ amount: 0 });
    expect(parseAmount('100000')).toEqual({ amount: 100000 });
    expect(parseAmount('0.07')).toEqual({ amount: 0.07 });
    expect(parseAmount('')).toEqual({ error: 'Enter the amount taken, in dollars' });
    expect(parseAmount('abc')).toEqual({ error: 'The amount must be a number, like 4.50' });
    expect(parseAmount('-1')).toEqual({ error: 'The amount must be 0 or more' });
    expect(parseAmount('100000.01')).toEqual({ error: 'The amount must be at most $100,000' });
    expect(parseAmount('4.555')).toEqual({ error: 'The amount must be in whole cents' });
  });
});
