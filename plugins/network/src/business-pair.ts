import type { NetworkBusiness } from '@tapin/core/contracts';
import type { Knex } from '@tapin/core';

/** The two businesses of a connection or a referral, as its row reads them (joined as `f` and `t`). */
export interface BusinessPairRow {
  fromBusinessId: number;
  toBusinessId: number;
  fromUserId: number;
  fromName: string;
  fromIndustry: string | null;
  fromLocation: string | null;
  toUserId: number;
  toName: string;
  toIndustry: string | null;
  toLocation: string | null;
}

/** Joins the two businesses of `table as alias` (its `fromBusinessId` and `toBusinessId`) as `f` and `t`, with their columns. */
export function withBusinessPair(query: Knex.QueryBuilder, alias: string): Knex.QueryBuilder {
  return query
    .join('businesses as f', 'f.id', `${alias}.fromBusinessId`)
    .join('businesses as t', 't.id', `${alias}.toBusinessId`)
    .select(
      'f.userId as fromUserId', 'f.name as fromName', 'f.industry as fromIndustry', 'f.location as fromLocation',
      't.userId as toUserId', 't.name as toName', 't.industry as toIndustry', 't.location as toLocation',
    );
}

/** One side of the pair, as the network's views show a business. */
export function pairBusiness(row: BusinessPairRow, side: 'from' | 'to'): NetworkBusiness {
  return side === 'from'
    ? { id: Number(row.fromBusinessId), name: row.fromName, industry: row.fromIndustry, location: row.fromLocation }
    : { id: Number(row.toBusinessId), name: row.toName, industry: row.toIndustry, location: row.toLocation };
}
