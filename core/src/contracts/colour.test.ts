import { describe, expect, it } from 'vitest';
import { BLACK, colourName, contrastRatio, cssColourToHex, hexContrast, luma, luminance, luminance8, mix, parseHex, toHex, WHITE } from './colour.js';

describe('colour', () => {
  it('parses #rgb and #rrggbb and refuses anything else', () => {
    expect(parseHex('#E50914')).toEqual([229, 9, 20]);
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#abc')).toEqual([170, 187, 204]);
    expect(parseHex(' 0b6e4f ')).toEqual([11, 110, 79]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
    expect(parseHex('#aabbccdd')).toBeNull();
    expect(parseHex('rgb(1, 2, 3)')).toBeNull();
  });

  it('writes lower-case #rrggbb, channels rounded and clamped', () => {
    expect(toHex([229, 9, 20])).toBe('#e50914');
    expect(toHex([127.5, 0.4, 300])).toBe('#8000ff');
    expect(toHex([-4, 255, 16])).toBe('#00ff10');
  });

  it('reads the colours a stylesheet declares, alpha dropped, and nothing else', () => {
    expect(cssColourToHex('#ABC')).toBe('#aabbcc');
    expect(cssColourToHex(' #C8102E ')).toBe('#c8102e');
    expect(cssColourToHex('#c8102e80')).toBe('#c8102e');
    expect(cssColourToHex('rgb(200, 16, 46)')).toBe('#c8102e');
    expect(cssColourToHex('rgba(200 16 46 / 50%)')).toBe('#c8102e');
    expect(cssColourToHex('rgb(300, 0, 0)')).toBe('#ff0000');
    expect(cssColourToHex('#abcd')).toBeNull();
    expect(cssColourToHex('#abcde')).toBeNull();
    expect(cssColourToHex('rgb(50%, 0, 0)')).toBeNull();
    expect(cssColourToHex('var(--primary)')).toBeNull();
  });

  it('computes WCAG luminance and contrast: black on white is 21:1, #767676 on white just passes 4.5:1', () => {
    expect(contrastRatio(luminance(WHITE), luminance(BLACK))).toBeCloseTo(21, 5);
    expect(contrastRatio(luminance(parseHex('#767676')!), 1)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(luminance(parseHex('#777777')!), 1)).toBeLessThan(4.5);
    expect(luminance8(118, 118, 118)).toBeCloseTo(luminance([118, 118, 118]), 10);
    // Unrounded: colord's a11y plugin would answer 4.54.
    expect(hexContrast('#767676', '#ffffff')).toBeCloseTo(4.5422, 4);
    expect(hexContrast('#000000', '#fff')).toBeCloseTo(21, 10);
    expect(hexContrast('#fff', '#ffffff')).toBeCloseTo(1, 10);
    expect(hexContrast('red', '#fff')).toBeNull();
  });

  it('tells a light colour by its luma', () => {
    expect(luma(WHITE)).toBeCloseTo(1, 10);
    expect(luma([0xf4, 0xd3, 0x5e])).toBeGreaterThan(0.6);
    expect(luma([0x02, 0x3e, 0x8a])).toBeLessThan(0.6);
  });

  it('mixes and names colours', () => {
    expect(mix(BLACK, WHITE, 0.5)).toEqual([127.5, 127.5, 127.5]);
    expect(colourName([229, 9, 20])).toBe('red');
    expect(colourName([20, 40, 90])).toBe('deep blue');
    expect(colourName([250, 250, 250])).toBe('white');
  });
});
