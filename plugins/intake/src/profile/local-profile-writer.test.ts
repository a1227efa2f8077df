import { describe, expect, it } from 'vitest';
import { writeProfile } from './local-profile-writer.js';
import type { ProfileSources } from './profile-writer.js';

const base: ProfileSources = {
  name: 'Ybor Sunrise Café',
  industry: null,
  location: 'Tampa, FL',
  description: null,
  valueProposition: null,
  services: [],
  websiteText: null,
  cardText: null,
  socialProfiles: [],
};

describe('the offline profile writer', () => {
  it('writes from the website’s own words: services it mentions, a sentence about the business, a claim it makes', () => {
    const profile = writeProfile({
      ...base,
      websiteText:
        'Welcome! Ybor Sunrise Café has poured Cuban coffee on 7th Avenue for three generations. ' +
        'We bake pastries every morning and cater office breakfasts across downtown. Family-owned since 1998. ' +
        'We use cookies to improve your experience.',
    });
    expect(profile.services).toEqual(['breakfast', 'coffee', 'pastries']);
    expect(profile.description).toBe(
      'Ybor Sunrise Café is a restaurant in Tampa, FL offering breakfast, coffee and pastries. ' +
        'Ybor Sunrise Café has poured Cuban coffee on 7th Avenue for three generations.',
    );
    expect(profile.valueProposition).toBe('Breakfast and coffee in Tampa — family-owned since 1998.');
    expect(JSON.stringify(profile)).not.toMatch(/cookies/i);
  });

  it('keeps what the owner already wrote', () => {
    const description = 'A South Tampa salon for color, cuts and lash work, known for lived-in balayage and bridal styling.';
    const profile = writeProfile({
      ...base,
      name: 'Glow Beauty Studio',
      industry: 'Beauty & Salon',
      description,
      valueProposition: 'Lived-in color on Howard Avenue.',
      services: ['Balayage', 'Lash extensions'],
    });
    expect(profile).toEqual({
      description,
      valueProposition: 'Lived-in color on Howard Avenue.',
      services: ['Balayage', 'Lash extensions'],
    });
  });

  it('says nothing the sources do not support when they are thin', () => {
    const profile = writeProfile({ ...base, name: 'Westshore Tax & Bookkeeping', location: null });
    expect(profile).toEqual({
      description: 'Westshore Tax & Bookkeeping is a professional services firm offering bookkeeping.',
      valueProposition: 'Bookkeeping from Westshore Tax & Bookkeeping.',
      services: ['bookkeeping'],
    });
  });

  it('is deterministic', () => {
    const sources = { ...base, websiteText: 'We serve brunch and tacos. Locally owned and operated.' };
    expect(writeProfile(sources)).toEqual(writeProfile(sources));
  });
});
