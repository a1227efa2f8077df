import { describe, expect, it } from 'vitest';
import { aBusiness } from '../../../test/fixtures';
import { brandingScore } from './branding-score';

const fortyWords = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');

/** Everything the score measures, at its best. */
const complete = () =>
  aBusiness({
    description: fortyWords,
    logoUrl: '/uploads/logos/a.png',
    brandColors: ['#7c2d12', '#fde68a'],
    services: ['Espresso', 'Beans', 'Catering'],
    socialProfiles: ['https://instagram.com/sol', 'https://www.facebook.com/sol', 'https://tiktok.com/@sol'],
  });

describe('branding score', () => {
  it('reaches 1,000 only when every part is at its ceiling, with nothing left to improve', () => {
    const score = brandingScore(complete());
    expect(score.parts.map((p) => [p.key, p.points, p.max])).toEqual([
      ['completeness', 300, 300],
      ['visuals', 200, 200],
      ['contrast', 150, 150],
      ['description', 200, 200],
      ['social', 150, 150],
    ]);
    expect(score.total).toBe(1000);
    expect(score.improvements).toEqual([]);
  });

  it('scores an empty profile near nothing and says what would raise each part', () => {
    const score = brandingScore(aBusiness({ description: null, website: null, contactPhone: null, valueProposition: null, services: [], brandColors: [], socialProfiles: [] }));
    // Name, industry, location and e-mail of the ten profile fields: 4/10 of 300.
    expect(score.total).toBe(120);
    expect(score.improvements.map((p) => p.key)).toEqual(['visuals', 'description', 'completeness', 'contrast', 'social']);
    expect(score.parts.find((p) => p.key === 'visuals')!.tip).toBe('Upload your logo, add your primary brand colour, add a secondary colour.');
    expect(score.parts.find((p) => p.key === 'social')!.tip).toBe('Link 3 more social networks (now 0 networks).');
  });

  it('measures the primary colour against white and names the ratio', () => {
    const pale = brandingScore({ ...complete(), brandColors: ['#fde68a', '#7c2d12'] });
    const contrast = pale.parts.find((p) => p.key === 'contrast')!;
    expect(contrast.points).toBeLessThan(30);
    expect(contrast.tip).toMatch(/^Your primary colour #fde68a has a contrast of 1\.\d:1 on white/);
  });

  it('counts a social network once however many links it has', () => {
    const score = brandingScore({ ...complete(), socialProfiles: ['instagram.com/a', 'https://www.instagram.com/b'] });
    expect(score.parts.find((p) => p.key === 'social')!.points).toBe(50);
  });

  it('rewards the description pro rata to 40 words', () => {
    const half = Array.from({ length: 20 }, () => 'word').join(' ');
    expect(brandingScore({ ...complete(), description: half }).parts.find((p) => p.key === 'description')!.points).toBe(140);
  });
});
