import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random bearer secret (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A six-digit code for two-step sign-in. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Secrets are stored only as this hash (they are long and random, so a fast hash is enough). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a presented secret is the expected one, in a time that tells nothing of where they differ. */
export function sameSecret(presented: string, expected: string): boolean {
  return timingSafeEqual(createHash('sha256').update(presented).digest(), createHash('sha256').update(expected).digest());
}
