import { describe, expect, it } from 'vitest';
import { unleashUiUrl } from './flags.js';

describe('the Unleash interface the console links to', () => {
  it('is the Unleash server root for its API address', () => {
    expect(unleashUiUrl('http://unleash:4242/api')).toBe('http://unleash:4242');
    expect(unleashUiUrl('https://flags.example.com/unleash/api/')).toBe('https://flags.example.com/unleash');
    expect(unleashUiUrl('http://unleash:4242')).toBe('http://unleash:4242');
  });

  it('is absent without Unleash', () => {
    expect(unleashUiUrl(undefined)).toBeNull();
    expect(unleashUiUrl('')).toBeNull();
  });
});
