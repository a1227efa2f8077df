import { reviewedFieldLabels, reviewedFields, type ReviewChange, type ReviewedField, type ReviewedProfile } from '../contracts/businesses.js';

type ProfileSource = { [F in ReviewedField]?: ReviewedProfile[F] | undefined };

/** The reviewed fields of a business, as they are now: what an approval keeps. */
export function reviewedProfileOf(business: ProfileSource): ReviewedProfile {
  return Object.fromEntries(reviewedFields.map((field) => [field, normalise(business[field])])) as ReviewedProfile;
}

/** Empty text and a missing value are the same to a reviewer; lists keep their order. */
function normalise(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) return value.map(String);
  return value ?? null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The reviewed fields that differ between what was approved and the business now, in the labels' order.
 * A field the approval did not record (added to the review later) counts as empty then.
 */
export function reviewChangesOf(approved: Partial<ReviewedProfile>, current: ProfileSource): ReviewChange[] {
  const now = reviewedProfileOf(current);
  const then = reviewedProfileOf(approved);
  return reviewedFields
    .filter((field) => !same(then[field], now[field]))
    .map((field) => ({ field, label: reviewedFieldLabels[field], before: then[field], after: now[field] }) as ReviewChange);
}

/** Whether a save changed anything a reviewer approved. */
export function reviewedFieldsDiffer(before: ProfileSource, after: ProfileSource): boolean {
  return reviewChangesOf(reviewedProfileOf(before), after).length > 0;
}
