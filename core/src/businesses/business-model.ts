import type { OpeningHours } from '../contracts/opening-hours.js';
import { jsonFields, objectFields, type BusinessStatus, type ProfileColumns, type ReviewedProfile } from '../contracts/businesses.js';
import { BaseModel } from '../db/model.js';

/** A business row: the profile's columns as the field list has them (a column it lacks is a compile error), and the rest. */
export class BusinessModel extends BaseModel implements ProfileColumns {
  static override tableName = 'businesses';
  static override jsonAttributes = [...jsonFields, ...objectFields, 'extractedData', 'approvedProfile'];
  static override booleanProperties = ['published', 'isPrimary', 'isTestData'];

  id!: number;
  userId!: number;
  name!: string;
  description!: string | null;
  website!: string | null;
  websiteKey!: string | null;
  industry!: string | null;
  category!: string | null;
  location!: string | null;
  address!: string | null;
  addressStreet!: string | null;
  addressCity!: string | null;
  addressRegion!: string | null;
  addressPostalCode!: string | null;
  contactName!: string | null;
  contactTitle!: string | null;
  contactEmail!: string | null;
  contactPhone!: string | null;
  valueProposition!: string | null;
  brandColors!: string[];
  services!: string[];
  socialProfiles!: string[];
  logoUrl!: string | null;
  openingHours!: OpeningHours | null;
  cardImageKey!: string | null;
  status!: BusinessStatus;
  published!: boolean;
  isPrimary!: boolean;
  isTestData!: boolean;
  extractedData!: Record<string, unknown> | null;
  createdAt!: string;
  updatedAt!: string;
  publishedAt!: string | null;
  /** The reviewed fields as last approved, and when (docs/decisions.md#moderation). */
  approvedProfile!: Partial<ReviewedProfile> | null;
  approvedAt!: string | null;
}
