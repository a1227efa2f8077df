/**
 * The Pioneer network: saved businesses, connections between businesses and blocks between owners
 * (docs/decisions.md#the-pioneer-network). Browser-safe.
 */
import { z } from 'zod';
import { networkRules } from '@tapin/config/rules';

// The rules live with the product rules, so the owner app reads them without the schemas below.
export { networkRules } from '@tapin/config/rules';

const businessId = z.number({ error: 'businessId must be a number' }).int({ error: 'businessId must be a whole number' }).positive({ error: 'businessId must be positive' }).max(2_147_483_647, { error: 'businessId is too large' });

export const connectInput = z
  .object({
    /** The business to connect with. */
    businessId,
    /** Which of the caller's businesses asks (default: their first published one). */
    fromBusinessId: businessId.optional(),
    note: z
      .string({ error: 'note must be text' })
      .trim()
      .max(networkRules.noteMaxLength, { error: `Note must be ${networkRules.noteMaxLength} characters or fewer` })
      .optional(),
  })
  .strict();
export type ConnectInput = z.infer<typeof connectInput>;

/** Stars kept in a browser before they were kept on the server, carried over once. */
export const savedImportInput = z
  .object({ businessIds: z.array(businessId, { error: 'businessIds must be a list' }).max(networkRules.savedMax, { error: `At most ${networkRules.savedMax} saved businesses` }) })
  .strict();

/** Block the owner of a business: no more requests either way, each hidden from the other's network. */
export const blockInput = z.object({ businessId }).strict();

/** How a business stands towards the caller's businesses, for its directory card. */
export type ConnectionState = 'connected' | 'requested' | 'incoming';

export interface NetworkBusiness {
  id: number;
  name: string;
  industry: string | null;
  location: string | null;
}

export interface ConnectionView {
  id: number;
  status: 'pending' | 'accepted';
  /** `incoming`: the other business asked the caller's; `outgoing`: the caller's asked. */
  direction: 'incoming' | 'outgoing';
  note: string;
  createdAt: string;
  answeredAt: string | null;
  /** The caller's business in this connection. */
  mine: NetworkBusiness;
  /** The other business. */
  other: NetworkBusiness;
}

export interface BlockView {
  id: number;
  /** The blocked owner's name. */
  ownerName: string;
  /** The business they were blocked from (null once it is deleted). */
  business: { id: number; name: string } | null;
  createdAt: string;
}

/** The caller's network: what waits for an answer, what they asked, who they are connected with, whom they blocked. */
export interface NetworkOverview {
  incoming: ConnectionView[];
  outgoing: ConnectionView[];
  connected: ConnectionView[];
  blocked: BlockView[];
}

/** For the directory's cards: saved businesses and each business's state towards the caller. */
export interface NetworkMarks {
  saved: number[];
  states: Record<number, ConnectionState>;
  /** Connection requests the caller may still send today. */
  requestsLeft: number;
}

/** A connection or request as the console lists it. */
export interface AdminConnectionView {
  id: number;
  status: 'pending' | 'accepted' | 'declined';
  note: string;
  createdAt: string;
  answeredAt: string | null;
  from: { id: number; name: string; userId: number };
  to: { id: number; name: string; userId: number };
}

export const referralStatuses = ['new', 'contacted', 'won', 'lost'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/**
 * A customer referred to a connected business. The customer agreed to be contacted (`consent`, required),
 * and gave a phone number or an e-mail address, or both.
 */
export const referInput = z
  .object({
    toBusinessId: businessId,
    fromBusinessId: businessId.optional(),
    customerName: z.string({ error: 'customerName must be text' }).trim().min(1, { error: "Enter the customer's name" }).max(100, { error: "The customer's name must be 100 characters or fewer" }),
    customerPhone: z
      .string({ error: 'customerPhone must be text' })
      .trim()
      .max(40, { error: 'The phone number must be 40 characters or fewer' })
      .refine((v) => v === '' || /^[+()\d\s.-]{7,40}$/.test(v), { error: 'Enter a phone number of digits, spaces and + ( ) - .' })
      .optional(),
    customerEmail: z.union([z.literal(''), z.email({ error: 'Enter a valid e-mail address' }).max(254, { error: 'The e-mail address must be 254 characters or fewer' })]).optional(),
    need: z.string({ error: 'need must be text' }).trim().min(1, { error: 'Say what the customer needs' }).max(networkRules.needMaxLength, { error: `What the customer needs must be ${networkRules.needMaxLength} characters or fewer` }),
    consent: z.literal(true, { error: 'The customer must agree to be contacted before you refer them' }),
  })
  .strict()
  .refine((v) => Boolean(v.customerPhone || v.customerEmail), { error: "Give the customer's phone number or e-mail address", path: ['customerPhone'] });
export type ReferInput = z.infer<typeof referInput>;

export const referralStatusInput = z.object({ status: z.enum(['contacted', 'won', 'lost'], { error: 'status must be contacted, won or lost' }) }).strict();

/**
 * A referral. The customer's contact details are shown only to the owner of the business it was sent
 * to (null for the sender and in the console), and are deleted `referralContactDays` after it closed.
 */
export interface ReferralView {
  id: number;
  direction: 'received' | 'sent';
  status: ReferralStatus;
  need: string;
  from: NetworkBusiness;
  to: NetworkBusiness;
  customer: { name: string; phone: string | null; email: string | null } | null;
  /** The contact details were deleted under the retention rule. */
  contactDeleted: boolean;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
}

export interface ReferralLists {
  received: ReferralView[];
  sent: ReferralView[];
}

/** A business's referrals in figures (its Analytics tab). */
export interface ReferralCounts {
  given: number;
  received: number;
  won: number;
}

/** A referral as the console lists it: never the customer's details nor what they need. */
export interface AdminReferralView {
  id: number;
  status: ReferralStatus;
  from: { id: number; name: string };
  to: { id: number; name: string };
  contactDeleted: boolean;
  createdAt: string;
  closedAt: string | null;
}

/** An admin shuts an account out of the network: its requests and connections go, and it can make none. */
export const exclusionInput = z
  .object({
    userId: z.number({ error: 'userId must be a number' }).int().positive().max(2_147_483_647),
    reason: z.string({ error: 'reason must be text' }).trim().min(1, { error: 'Say why, for the audit trail' }).max(500, { error: 'reason: at most 500 characters' }),
  })
  .strict();

/** An account shut out of the network, as the console lists it (`id` is the account's). */
export interface ExclusionView {
  id: number;
  name: string;
  email: string;
  reason: string;
  excludedBy: number | null;
  createdAt: string;
}

/** The network in figures, for operators (`tapin network stats`) and the console's dashboard. */
export interface NetworkStats {
  connections: number;
  pending: number;
  declined: number;
  requestsLastDay: number;
  blocks: number;
  saved: number;
  /** People who saved at least one business. */
  savers: number;
  mostConnected: Array<{ id: number; name: string; connections: number }>;
  referrals: { referrals: number; won: number };
}
