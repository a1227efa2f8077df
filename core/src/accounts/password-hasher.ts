import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 30 ms, run on libuv's
 * thread pool so other requests keep flowing while sign-ins are hashed.
 */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class PasswordHasher {
  /** A hash of a random secret nobody knows, made with the same settings as every real one. */
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, options);
  }

  /**
   * A real argon2id hash that no password matches. Sign-in verifies it when an address has no password
   * to check, so that answer takes as long as any other (docs/decisions.md#accounts-seats-and-the-waitlist).
   */
  dummyHash(): Promise<string> {
    this.dummy ??= argon2.hash(randomBytes(32).toString('base64url'), options);
    return this.dummy;
  }

  /** True when `password` matches `hash`. Without a hash, the dummy is verified and the answer is false. */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    const target = hash ?? (await this.dummyHash());
    try {
      return (await argon2.verify(target, password)) && target === hash;
    } catch {
      return false;
    }
  }
}
