import argon2 from 'argon2';

/**
 * argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 30 ms, run on libuv's
 * thread pool so other requests keep flowing while sign-ins are hashed.
 */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class PasswordHasher {
  /** A hash of nothing anyone knows, verified when the e-mail is unknown so timing reveals nothing. */
  private decoy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, options);
  }

  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    this.decoy ??= argon2.hash(`decoy-${Math.random()}`, options);
    const target = hash ?? (await this.decoy);
    try {
      const ok = await argon2.verify(target, password);
      return ok && hash !== null && hash !== undefined;
    } catch {
      return false;
    }
  }
}
