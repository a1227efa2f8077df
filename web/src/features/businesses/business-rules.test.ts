import { describe, expect, it } from 'vitest';
import { listFromText, publicationLabel } from './business-rules';

describe('business rules', () => {
  it('says whether a business is out there', () => {
    expect(publicationLabel({ published: false, status: 'approved' })).toBe('Not published');
    expect(publicationLabel({ published: true, status: 'pending' })).toBe('Published');
    expect(publicationLabel({ published: true, status: 'rejected' })).toBe('Rejected: not listed');
  });

  it('reads a typed list one item per line or comma, without blanks', () => {
    expect(listFromText('Espresso\n Beans , \n\nCatering')).toEqual(['Espresso', 'Beans', 'Catering']);
    expect(listFromText('  ')).toEqual([]);
  });
});
