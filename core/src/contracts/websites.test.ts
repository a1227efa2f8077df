import { describe, expect, it } from 'vitest';
import { websiteKey } from './websites.js';

describe('websiteKey (the duplicate-website check)', () => {
  it('ignores scheme, www., a trailing slash, case and the fragment', () => {
    const key = websiteKey('cafesol.com');
    expect(key).toBe('cafesol.com');
    for (const same of ['https://www.CafeSol.com/', 'http://cafesol.com', 'HTTPS://CAFESOL.COM/#menu', 'www.cafesol.com.']) expect(websiteKey(same)).toBe(key);
  });

  it('ignores tracking parameters and keeps the others, in one order', () => {
    expect(websiteKey('https://cafesol.com/?utm_source=instagram&utm_medium=bio')).toBe('cafesol.com');
    expect(websiteKey('cafesol.com/?fbclid=IwAR0abc&gclid=xyz&msclkid=1')).toBe('cafesol.com');
    expect(websiteKey('cafesol.com/shop?utm_campaign=x&b=2&a=1')).toBe('cafesol.com/shop?a=1&b=2');
    expect(websiteKey('cafesol.com/shop?a=1&b=2')).toBe(websiteKey('https://www.cafesol.com/shop/?b=2&a=1&utm_content=hero'));
  });

  it('keeps what tells sites apart: the path and real parameters', () => {
    expect(websiteKey('linktr.ee/cafesol')).not.toBe(websiteKey('linktr.ee/other'));
    expect(websiteKey('shop.example/?store=1')).not.toBe(websiteKey('shop.example/?store=2'));
    expect(websiteKey('   ')).toBeNull();
  });
});
