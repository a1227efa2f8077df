import { describe, expect, it } from 'vitest';
import { addressInLines, addressLineOf, locationOf, postalAddressOf } from './postal-address.js';

describe('street addresses as structured fields', () => {
  it('reads street, city, state and ZIP from one line, after a label or a business name', () => {
    expect(addressInLines(['Home base: 5010 N Florida Ave, Tampa, FL 33603'])).toEqual({ street: '5010 N Florida Ave', city: 'Tampa', region: 'FL', postalCode: '33603' });
    expect(addressInLines(['Lotus Flow Yoga, 4805 N Nebraska Ave, Tampa, FL 33603'])?.street).toBe('4805 N Nebraska Ave');
    expect(addressInLines(['Seventh Ave Barbers · 1812 E 7th Ave, Tampa, FL 33605 · +1 813 555 0119'])).toEqual({ street: '1812 E 7th Ave', city: 'Tampa', region: 'FL', postalCode: '33605' });
  });

  it('takes the street from the line before the city line, and full state names as their codes', () => {
    expect(addressInLines(['Kessler Tax', '100 S Ashley Dr, Ste 600', 'Tampa, Florida 33602', 'P: 813-555-0118'])).toEqual({
      street: '100 S Ashley Dr, Suite 600',
      city: 'Tampa',
      region: 'FL',
      postalCode: '33602',
    });
    expect(addressInLines(['2907 W Bay to Bay Blvd', 'Tampa, Florida 33629'])?.region).toBe('FL');
  });

  it('keeps a suite written without a comma, and repairs a house number OCR ran into the direction', () => {
    expect(addressInLines(['2520 N Dale Mabry Hwy Ste 200, Tampa, FL 33607'])?.street).toBe('2520 N Dale Mabry Hwy, Suite 200');
    expect(addressInLines(['6201S MacDill Ave', 'Tampa, FL 33611'])?.street).toBe('6201 S MacDill Ave');
  });

  it('is null without a city, state and ZIP', () => {
    expect(addressInLines(['Call 813-555-0110', 'Open daily'])).toBeNull();
  });

  it('normalises declared parts and writes the display line and the location', () => {
    const a = postalAddressOf({ street: '4600 W Cypress St', city: 'TAMPA', region: 'Florida', postalCode: '33607-1234' });
    expect(a).toEqual({ street: '4600 W Cypress St', city: 'Tampa', region: 'FL', postalCode: '33607-1234' });
    expect(addressLineOf(a)).toBe('4600 W Cypress St, Tampa, FL 33607-1234');
    expect(locationOf(a)).toBe('Tampa, FL');
    expect(addressLineOf({ street: null, city: 'Tampa', region: 'FL', postalCode: null })).toBe('Tampa, FL');
  });

  it('takes a post office box where the street would be', () => {
    expect(addressInLines(['Rob Castillo', 'PO Box 2231', 'Tampa, FL 33601'])).toEqual({ street: 'PO Box 2231', city: 'Tampa', region: 'FL', postalCode: '33601' });
    expect(addressInLines(['P.O. Box 77, Brandon, FL 33509'])?.street).toBe('P.O. Box 77');
  });

  it('leaves a neighbourhood between the street and the city out of the street, and keeps a suite', () => {
    expect(addressInLines(['1600 E 7th Ave, Ybor City, Tampa, FL 33605'])?.street).toBe('1600 E 7th Ave');
    expect(addressInLines(['5120 E Fowler Ave, Suite B, Tampa, FL 33617'])?.street).toBe('5120 E Fowler Ave, Suite B');
    expect(addressInLines(['2201 4th St N, Bldg 2, St. Petersburg, FL 33704'])?.street).toBe('2201 4th St N, Bldg 2');
  });

  it('keeps a unit named without a number in the street', () => {
    expect(addressInLines(['200 Central Ave, Penthouse, St. Petersburg, FL 33701'])?.street).toBe('200 Central Ave, Penthouse');
  });
});
