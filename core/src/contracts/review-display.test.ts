import { describe, expect, it } from 'vitest';
import { reviewValueLabel } from './review-display.js';

describe('what a moderator reads', () => {
  it('shows nothing as a dash and lists joined', () => {
    expect(reviewValueLabel(null)).toBe('—');
    expect(reviewValueLabel('')).toBe('—');
    expect(reviewValueLabel([])).toBe('—');
    expect(reviewValueLabel(['Catering', 'Events'])).toBe('Catering, Events');
    expect(reviewValueLabel('Tampa')).toBe('Tampa');
  });
});
