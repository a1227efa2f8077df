import { describe, expect, it } from 'vitest';
import { growthRate } from './analytics-service.js';

describe('growthRate', () => {
  it("is today's new users over the month's, as a percentage with one decimal", () => {
    expect(growthRate(2, 4)).toBe(50);
    expect(growthRate(1, 3)).toBe(33.3);
    expect(growthRate(5, 5)).toBe(100);
  });

  it('divides by at least 1, so a month without new users is 0, never NaN', () => {
    expect(growthRate(0, 0)).toBe(0);
    expect(growthRate(1, 0)).toBe(100);
  });
});
