import { describe, expect, it } from 'vitest';
import { reviewChangesOf, reviewedFieldsDiffer, reviewedProfileOf } from './business-review.js';

describe('what changed since the last approval', () => {
  const approved = reviewedProfileOf({ name: 'Sol Café', description: 'Cuban coffee', services: ['Espresso'], contactPhone: null });

  it('names each changed field with its label, the approved value and the current one', () => {
    const changes = reviewChangesOf(approved, { ...approved, description: 'Cuban coffee and pastries', services: ['Espresso', 'Catering'] });
    expect(changes).toEqual([
      { field: 'description', label: 'Description', before: 'Cuban coffee', after: 'Cuban coffee and pastries' },
      { field: 'services', label: 'Services', before: ['Espresso'], after: ['Espresso', 'Catering'] },
    ]);
  });

  it('treats blank text as empty and ignores surrounding spaces', () => {
    expect(reviewChangesOf(approved, { ...approved, contactPhone: '  ', name: ' Sol Café ' })).toEqual([]);
  });

  it('counts a field the approval did not record as empty then', () => {
    const { category: _missing, ...older } = approved;
    expect(reviewChangesOf(older, { ...approved, category: 'Café' })).toEqual([{ field: 'category', label: 'Category', before: null, after: 'Café' }]);
  });

  it('notices an edit of a reviewed field, and only of one', () => {
    expect(reviewedFieldsDiffer(approved, { ...approved, location: 'Ybor City' })).toBe(true);
    expect(reviewedFieldsDiffer(approved, { ...approved })).toBe(false);
  });
});
