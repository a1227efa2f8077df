import { describe, expect, it } from 'vitest';
import { wrap } from './brand-poster.js';

describe('brand posters', () => {
  it('breaks a word too long for a line instead of letting it run off the poster', () => {
    expect(wrap('Fahrradreparaturwerkstatt Tampa', 10, 4)).toEqual(['Fahrradre-', 'paraturwe-', 'rkstatt', 'Tampa']);
    expect(wrap('Riverwalk Taqueria', 18, 2)).toEqual(['Riverwalk Taqueria']);
    expect(wrap('one two three four five six', 7, 2)).toEqual(['one two', 'three…']);
  });
});
