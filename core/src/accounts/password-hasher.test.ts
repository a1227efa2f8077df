import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './password-hasher.js';

describe('PasswordHasher', () => {
  it('makes one dummy hash with the cost of a real one, which no password matches', async () => {
    const hasher = new PasswordHasher();
    const real = await hasher.hash('secret1');
    const dummy = await hasher.dummyHash();
    expect(await hasher.dummyHash()).toBe(dummy);
    const cost = (hash: string) => hash.split('$').slice(1, 4).join('$');
    expect(cost(dummy)).toBe(cost(real));
    expect(await hasher.verify(dummy, '')).toBe(false);
  });

  it('answers false without a hash, and for a damaged one', async () => {
    const hasher = new PasswordHasher();
    expect(await hasher.verify(null, 'secret1')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'secret1')).toBe(false);
    expect(await hasher.verify(await hasher.hash('secret1'), 'secret1')).toBe(true);
  });
});
