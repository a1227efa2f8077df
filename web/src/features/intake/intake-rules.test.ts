import { describe, expect, it } from 'vitest';
import { socialRowsFromCard, socialRowsToSend, websiteToSend } from './intake-rules';

describe('intake rules', () => {
  it('trims the website and adds https:// when no scheme is given', () => {
    expect(websiteToSend('  solcoffee.example ')).toBe('https://solcoffee.example');
    expect(websiteToSend('http://solcoffee.example')).toBe('http://solcoffee.example');
    expect(websiteToSend('https://solcoffee.example/about')).toBe('https://solcoffee.example/about');
    expect(websiteToSend('   ')).toBeUndefined();
    // The card's website, put in the field when it was read, is the card's (not "you typed").
    expect(websiteToSend('glowbeautystudio.com', 'glowbeautystudio.com')).toBeUndefined();
    expect(websiteToSend('https://glowbeautystudio.com ', 'glowbeautystudio.com')).toBeUndefined();
    expect(websiteToSend('glowbeauty.example', 'glowbeautystudio.com')).toBe('https://glowbeauty.example');
  });

  it('drops empty social rows before sending', () => {
    expect(socialRowsToSend(['', ' https://instagram.com/sol ', '   '])).toEqual(['https://instagram.com/sol']);
  });

  it('starts with one blank row, and adds one when the card gave a single link', () => {
    expect(socialRowsFromCard([])).toEqual(['']);
    expect(socialRowsFromCard(['https://instagram.com/sol'])).toEqual(['https://instagram.com/sol', '']);
    expect(socialRowsFromCard(['a', 'b'])).toEqual(['a', 'b']);
  });
});
