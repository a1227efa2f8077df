import { z } from 'zod';
import {
  businessFields,
  businessStatuses,
  columnFields,
  createBusinessInput,
  reviewedFields,
  websiteKey,
  type ColumnField,
} from '../contracts/businesses.js';
import { completionOf, publishFields } from '../contracts/completion.js';
import { reviewChangesOf } from './business-review.js';
import { checkRows, rowColumn, rowPlace, storageKeyColumn } from './restore-rows.js';

/** A business row as it is stored, every column, JSON-safe. */
export type BusinessRecord = Record<string, unknown> & { id: number };

const f = businessFields;

/** The profile's own columns, each checked by its field's schema. */
const profileColumns = Object.fromEntries(columnFields.map((field) => [field, f[field]])) as { [F in ColumnField]: (typeof f)[F] };

/** The street address's columns and the `postalAddress` fields the API checks them as. */
const addressParts = { addressStreet: 'street', addressCity: 'city', addressRegion: 'region', addressPostalCode: 'postalCode' } as const;

/**
 * A business row of an export, every column: the profile through the API's own field schemas (a
 * `javascript:` website or logo is refused as the form refuses it), the rest through the row columns'
 * types. An unknown column is refused.
 */
function businessRow(isKey: (key: string) => boolean) {
  const approvedProfile = z
    .strictObject(Object.fromEntries(reviewedFields.map((field) => [field, f[field]])))
    .partial()
    .nullable();
  return z
    .strictObject({
      id: rowColumn.id,
      userId: rowColumn.id,
      ...profileColumns,
      websiteKey: z.string({ error: 'must be text' }).nullable(),
      addressStreet: z.unknown(),
      addressCity: z.unknown(),
      addressRegion: z.unknown(),
      addressPostalCode: z.unknown(),
      cardImageKey: storageKeyColumn(isKey, ['cards']).nullable(),
      status: z.enum(businessStatuses, { error: 'must be pending, approved or rejected' }),
      published: rowColumn.boolean,
      isPrimary: rowColumn.boolean,
      isTestData: rowColumn.boolean,
      extractedData: createBusinessInput.shape.extractedData.transform((v) => v ?? null),
      createdAt: rowColumn.time,
      updatedAt: rowColumn.time,
      publishedAt: rowColumn.time.nullable(),
      approvedProfile,
      approvedAt: rowColumn.time.nullable(),
    })
    .transform((row, ctx) => {
      // The address parts are checked as the API checks `postalAddress`, and stored as its columns.
      const given = Object.fromEntries(Object.entries(addressParts).map(([column, part]) => [part, row[column as keyof typeof addressParts] ?? null]));
      const postal = f.postalAddress.safeParse(given);
      if (!postal.success) {
        const issue = postal.error.issues[0]!;
        const column = Object.entries(addressParts).find(([, part]) => part === issue.path[0])?.[0] ?? 'addressStreet';
        ctx.addIssue({ code: 'custom', path: [column], message: issue.message });
        return z.NEVER;
      }
      const address = postal.data;
      return {
        ...row,
        addressStreet: address?.street ?? null,
        addressCity: address?.city ?? null,
        addressRegion: address?.region ?? null,
        addressPostalCode: address?.postalCode ?? null,
      };
    });
}

/**
 * An export's businesses, checked, with what the file says about their standing put to what the
 * product's rules allow (docs/decisions.md, "Developer mode and the audit trail"):
 * - `approved` only with the approval it came from: a recorded approval (`approvedAt`) whose reviewed
 *   fields are the business's own; otherwise `pending`, back in the moderation queue;
 * - `published` only when complete (the five required fields), otherwise unpublished;
 * - `websiteKey` made again from the website, as every save makes it.
 */
export function checkBusinessRows(
  rows: unknown,
  { isKey }: { isKey: (key: string) => boolean },
): { rows: BusinessRecord[]; notes: string[] } {
  const notes: string[] = [];
  const checked = checkRows('businesses', rows, businessRow(isKey)).map((row, index) => {
    const note = (what: string) => notes.push(`${rowPlace('businesses', index, row)}: ${what}`);
    const approvalHolds = row.approvedAt !== null && row.approvedProfile !== null && reviewChangesOf(row.approvedProfile, row).length === 0;
    const status = row.status === 'approved' && !approvalHolds ? 'pending' : row.status;
    if (status !== row.status) note('approved without a matching approval, restored as pending (back in the moderation queue)');
    const published = row.published && completionOf(row, publishFields).missingFields.length === 0;
    if (published !== row.published) note('published without the five required fields, restored unpublished');
    return { ...row, websiteKey: websiteKey(row.website), status, published };
  });
  return { rows: checked, notes };
}
