import { describe, expect, it } from 'vitest';
import { readableAccent } from './drawing.js';

describe('the pages’ accent colour', () => {
  it('is the first brand colour that reads as text and under white words, else TAPin’s teal', () => {
    expect(readableAccent(['#ffd700', '#c8102e'])).toBe('#c8102e'); // gold is too light for either
    expect(readableAccent(['#ffd700'])).toBe('#0f766e');
    expect(readableAccent([])).toBe('#0f766e');
    expect(readableAccent(['red', 'url(x)', '#1e3a8a'])).toBe('#1e3a8a'); // only hex colours reach a stylesheet
  });
});
