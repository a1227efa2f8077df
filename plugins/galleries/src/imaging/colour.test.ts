import { describe, expect, it } from 'vitest';
import { BLACK, colourName, contrastRatio, luminance, luminance8, mix, parseHex, toHex, WHITE } from './colour.js';

describe('colour', () => {
  it('parses #rgb and #rrggbb and refuses anything else', () => {
    expect(parseHex('#E50914')).toEqual([229, 9, 20]);
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
    expect(toHex([229, 9, 20])).toBe('#e50914');
  });

  it('computes WCAG luminance and contrast: black on white is 21:1, #767676 on white just passes 4.5:1', () => {
    expect(contrastRatio(luminance(WHITE), luminance(BLACK))).toBeCloseTo(21, 5);
    expect(contrastRatio(luminance(parseHex('#767676')!), 1)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(luminance(parseHex('#777777')!), 1)).toBeLessThan(4.5);
    expect(luminance8(118, 118, 118)).toBeCloseTo(luminance([118, 118, 118]), 10);
  });

  it('mixes and names colours', () => {
    expect(mix(BLACK, WHITE, 0.5)).toEqual([127.5, 127.5, 127.5]);
    expect(colourName([229, 9, 20])).toBe('red');
    expect(colourName([20, 40, 90])).toBe('deep blue');
    expect(colourName([250, 250, 250])).toBe('white');
  });
});
