import { describe, expect, it } from 'vitest';
import { aBusiness } from '../../../test/fixtures';
import { missingLabels } from './owner-rules';

describe('owner profile rules', () => {
  it('names the fields publishing still needs', () => {
    expect(missingLabels(aBusiness({ description: '', location: null }))).toBe('Description, Location');
    expect(missingLabels(aBusiness())).toBe('');
  });
});
