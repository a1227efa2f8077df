import { describe, expect, it } from 'vitest';
import { aBusiness } from '../../../test/fixtures';
import { missingLabels, publicPageNote } from './owner-rules';

describe('owner profile rules', () => {
  it('names the fields publishing still needs', () => {
    expect(missingLabels(aBusiness({ description: '', location: null }))).toBe('Description, Location');
    expect(missingLabels(aBusiness())).toBe('');
  });

  it('says who sees a business whose public page is off, why a switched-on page waits, and nothing once it is live', () => {
    expect(publicPageNote({ enabled: false, live: false, waiting: null })).toBe('Off: only signed-in Pioneers see this business.');
    expect(publicPageNote({ enabled: true, live: false, waiting: 'unpublished' })).toBe('Publish your business to show its page.');
    expect(publicPageNote({ enabled: true, live: false, waiting: 'pending' })).toBe('It will show once an admin approves your business.');
    expect(publicPageNote({ enabled: true, live: false, waiting: 'rejected' })).toBe('It will not show while your business is rejected.');
    expect(publicPageNote({ enabled: true, live: true, waiting: null })).toBeNull();
  });
});
