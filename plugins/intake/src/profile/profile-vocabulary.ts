import type { IndustryKey } from '@tapin/core/contracts';

/** The words the offline profile writer looks for in a business's own sources, per trade. */

export type Trade = IndustryKey | 'general';

/** Services each trade commonly lists; only those the sources actually mention are used. */
export const serviceVocabulary: Record<Trade, readonly string[]> = {
  restaurant: ['breakfast', 'brunch', 'lunch', 'dinner', 'catering', 'takeout', 'delivery', 'coffee', 'espresso', 'pastries', 'desserts', 'happy hour', 'private events', 'craft beer', 'wine', 'vegan options', 'gluten-free options', 'sandwiches', 'tacos', 'pizza', 'sushi', 'smoothies'],
  beauty: ['haircuts', 'hair color', 'balayage', 'highlights', 'blowouts', 'extensions', 'keratin treatments', 'bridal hair', 'manicures', 'pedicures', 'gel nails', 'facials', 'waxing', 'lash extensions', 'brow shaping', 'makeup', 'massage', 'beard trims'],
  fitness: ['personal training', 'group classes', 'yoga', 'hot yoga', 'pilates', 'hiit', 'spin', 'cycling', 'strength training', 'bootcamp', 'boxing', 'nutrition coaching', 'massage', 'physical therapy', 'open gym', 'kids classes', 'meditation'],
  professional: ['estate planning', 'wills', 'trusts', 'probate', 'business law', 'contracts', 'real estate closings', 'family law', 'immigration', 'personal injury', 'tax preparation', 'bookkeeping', 'payroll', 'audits', 'financial planning', 'consulting', 'insurance', 'notary services'],
  retail: ['clothing', 'accessories', 'jewelry', 'gifts', 'home decor', 'shoes', 'handbags', 'gift cards', 'alterations', 'personal styling', 'online ordering', 'local pickup', 'local delivery', 'books', 'candles', 'art'],
  general: ['consultations', 'free estimates', 'same-day service', 'online booking', 'delivery', 'gift cards', 'memberships', 'workshops', 'repairs', 'installation'],
};

export const tradeNoun: Record<Trade, string> = {
  restaurant: 'restaurant',
  beauty: 'beauty salon',
  fitness: 'fitness and wellness studio',
  professional: 'professional services firm',
  retail: 'shop',
  general: 'local business',
};

/** Claims worth repeating when a source makes them (each is taken verbatim from the text). */
export const differentiators = [
  /\bfamily[- ]owned(?: and operated)?(?: since \d{4})?/i,
  /\blocally owned(?: and operated)?/i,
  /\b(?:woman|women|veteran|minority)[- ]owned/i,
  /\bsince \d{4}/i,
  /\b\d{1,2}\+? years of experience/i,
  /\baward[- ]winning/i,
  /\bmade from scratch/i,
  /\bhand[- ]?crafted/i,
  /\blocally sourced/i,
  /\bsame[- ]day (?:service|appointments)/i,
  /\bopen 7 days a week/i,
  /\bfree consultations?/i,
];

export const boilerplate = /cookie|privacy|copyright|©|all rights reserved|javascript|subscribe|newsletter|log ?in|sign ?up|terms of|powered by|skip to/i;
