/**
 * The one list of a business's profile fields (docs/architecture.md, "Add a business field"): each with
 * the label the owner app and the console give it and how it is stored. Everything else is keyed by it:
 * the API's schema for each field (`businessFields`, contracts/businesses.ts) and so the profile's
 * types, the model's columns, the row mapping and the export's row check; the places that show a
 * business name every field in a `Record<BusinessField, …>`, so a field one of them forgets is a compile
 * error. Browser-safe and zod-free: the console takes the labels from here.
 */

/** How a field is stored: its own column, a JSON column (a list, or a structure), or the street address's four columns. */
type Stored = 'column' | 'json' | 'object' | 'address';

/** Every profile field, in the API's order. */
const businessFieldList = {
  name: { label: 'Business Name', stored: 'column' },
  description: { label: 'Description', stored: 'column' },
  website: { label: 'Website', stored: 'column' },
  industry: { label: 'Industry', stored: 'column' },
  /** The specific category ("Plumber"); `industry` is the broad one (docs/decisions.md#intake). */
  category: { label: 'Category', stored: 'column' },
  location: { label: 'Location', stored: 'column' },
  /** The street address's display line, and its parts. */
  address: { label: 'Address', stored: 'column' },
  postalAddress: { label: 'Street Address', stored: 'address' },
  /** The person to contact (the one on the business card), and their job title. */
  contactName: { label: 'Contact Name', stored: 'column' },
  contactTitle: { label: 'Job Title', stored: 'column' },
  contactEmail: { label: 'Contact Email', stored: 'column' },
  contactPhone: { label: 'Contact Phone', stored: 'column' },
  valueProposition: { label: 'Value Proposition', stored: 'column' },
  services: { label: 'Services', stored: 'json' },
  socialProfiles: { label: 'Social Profiles', stored: 'json' },
  brandColors: { label: 'Brand Colors', stored: 'json' },
  logoUrl: { label: 'Logo', stored: 'column' },
  /** The week's hours and dated exceptions (contracts/opening-hours.ts); not reviewed, so a holiday shows at once. */
  openingHours: { label: 'Opening Hours', stored: 'object' },
} as const satisfies Record<string, { label: string; stored: Stored }>;

type List = typeof businessFieldList;
export type BusinessField = keyof List;
/** Each field's label, as the owner app and the console show it. */
export type BusinessFieldLabels = { [F in BusinessField]: List[F]['label'] };

const names = Object.keys(businessFieldList) as BusinessField[];

export const businessFieldLabels = Object.fromEntries(names.map((f) => [f, businessFieldList[f].label])) as BusinessFieldLabels;

type StoredAs<T extends Stored> = { [F in BusinessField]: List[F]['stored'] extends T ? F : never }[BusinessField];
/** The fields stored under their own name, one column each (a list or a structure in a JSON column). */
export type ColumnField = StoredAs<'column' | 'json' | 'object'>;
export const columnFields = names.filter((f): f is ColumnField => businessFieldList[f].stored !== 'address');
/** The fields stored in JSON columns (lists). */
export const jsonFields = names.filter((f): f is StoredAs<'json'> => businessFieldList[f].stored === 'json');
/** The fields stored as a structure in a JSON column (null when not given). */
export const objectFields = names.filter((f): f is StoredAs<'object'> => businessFieldList[f].stored === 'object');
