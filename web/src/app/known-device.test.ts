import { describe, expect, it } from 'vitest';
import { KNOWN_DEVICES_KEY, knownDevice, rememberDevice } from './known-device';

describe('known-device tokens', () => {
  it('keeps one token per account, found whatever the case or spaces of the e-mail typed', () => {
    rememberDevice('pat@shop.example', 'a');
    rememberDevice('sam@shop.example', 'b');
    rememberDevice('Pat@Shop.example', 'c');
    expect(knownDevice(' PAT@shop.example ')).toBe('c');
    expect(knownDevice('sam@shop.example')).toBe('b');
    expect(knownDevice('nobody@shop.example')).toBeUndefined();
    expect(knownDevice('constructor')).toBeUndefined();
  });

  it('forgets the least recently signed-in accounts beyond five', () => {
    for (let i = 0; i < 7; i++) rememberDevice(`owner${i}@shop.example`, `d${i}`);
    expect(knownDevice('owner0@shop.example')).toBeUndefined();
    expect(knownDevice('owner1@shop.example')).toBeUndefined();
    expect(knownDevice('owner6@shop.example')).toBe('d6');
    expect(Object.keys(JSON.parse(localStorage.getItem(KNOWN_DEVICES_KEY)!))).toHaveLength(5);
  });

  it('survives a damaged entry in local storage', () => {
    localStorage.setItem(KNOWN_DEVICES_KEY, '{not json');
    expect(knownDevice('pat@shop.example')).toBeUndefined();
    rememberDevice('pat@shop.example', 'a');
    expect(knownDevice('pat@shop.example')).toBe('a');
  });
});
