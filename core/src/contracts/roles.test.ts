import { describe, expect, it } from 'vitest';
import { isAdmin } from './roles.js';

describe('the role check', () => {
  it('lets admins through and nobody else', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'business_owner' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});
