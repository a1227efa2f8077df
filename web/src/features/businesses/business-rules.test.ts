import { describe, expect, it } from 'vitest';
import { headerBadge, listFromText, publicationLabel } from './business-rules';

describe('business rules', () => {
  it('says whether a business is out there', () => {
    expect(publicationLabel({ published: false, status: 'approved' })).toBe('Not published');
    expect(publicationLabel({ published: true, status: 'pending' })).toBe('Published');
    expect(publicationLabel({ published: true, status: 'rejected' })).toBe('Rejected: not listed');
  });

  it('badges the owner’s header with Published, or the status while not published', () => {
    expect(headerBadge({ published: true, status: 'approved' })).toEqual({ label: 'Published', tone: 'green' });
    expect(headerBadge({ published: true, status: 'pending' })).toEqual({ label: 'Published', tone: 'green' });
    expect(headerBadge({ published: false, status: 'pending' })).toEqual({ label: 'Awaiting review', tone: 'amber' });
    expect(headerBadge({ published: false, status: 'approved' })).toEqual({ label: 'Approved', tone: 'green' });
    expect(headerBadge({ published: true, status: 'rejected' })).toEqual({ label: 'Rejected: not listed', tone: 'red' });
  });

  it('reads a typed list one item per line or comma, without blanks', () => {
    expect(listFromText('Espresso\n Beans , \n\nCatering')).toEqual(['Espresso', 'Beans', 'Catering']);
    expect(listFromText('  ')).toEqual([]);
  });
});
