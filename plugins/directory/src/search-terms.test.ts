import { describe, expect, it } from 'vitest';
import { ftsQuery, searchColumns, searchPlan } from './search-terms.js';

describe('search terms (docs/decisions.md#the-directory)', () => {
  it('keeps the folded fields and their distinct words, cut at every character that is not a letter or a digit', () => {
    expect(searchColumns({ name: 'Ybor Sunrise Café', industry: 'Retail & E-commerce', description: "O'Brien's café: 50% off, ÁVILA-style. ½ price" })).toEqual({
      searchName: 'ybor sunrise cafe',
      searchIndustry: 'retail & e-commerce',
      searchDescription: "o'brien's cafe: 50% off, avila-style. 1⁄2 price",
      searchWords: 'ybor sunrise cafe retail e commerce o brien s 50 off avila style 1 2 price',
    });
    expect(searchColumns({ name: 'Ōkami 狼 Sushi', industry: null, description: null }).searchWords).toBe('okami 狼 sushi');
    expect(searchColumns({ name: '---', industry: null, description: '' }).searchWords).toBe('');
  });

  it('looks up the words of three characters or more; shorter ones alone are the start of the name as typed', () => {
    expect(searchPlan('Coffee  YBOR coffee')).toEqual({ words: ['coffee', 'ybor'] });
    expect(searchPlan('tacos el')).toEqual({ words: ['tacos'] });
    expect(searchPlan('"real" *NEAR* bag:* !x | y')).toEqual({ words: ['real', 'near', 'bag'] });
    expect(searchPlan('e-commerce')).toEqual({ words: ['commerce'] });
    expect(searchPlan('El  G')).toEqual({ prefix: 'el g' });
    expect(searchPlan('Co.')).toEqual({ prefix: 'co.' });
    expect(searchPlan('&')).toEqual({ prefix: '&' });
    expect(searchPlan('  \u0007 ')).toBeNull();
    expect(searchPlan(undefined)).toBeNull();
    expect(searchPlan('one two three four five six seven eight nine ten')).toEqual({ words: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'] });
  });

  it('asks FTS5 for the start of every word', () => {
    expect(ftsQuery(['bak', 'ybor'])).toBe('"bak"* "ybor"*');
  });
});
