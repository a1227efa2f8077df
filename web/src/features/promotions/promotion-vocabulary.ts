/**
 * The promotions vocabulary the screens show: the server's own (tiers with their labels and price
 * guidance, categories, seasons, statuses, limits and the price rule), from the contracts' zod-free
 * module, so the screens load none of the API's schemas; and how a price is written.
 */
export {
  DESCRIPTION_MAX,
  promotionCategories,
  promotionSeasons,
  promotionStatuses,
  promotionTiers,
  tierInfo,
  TITLE_MAX,
} from '@tapin/core/contracts';

/** An amount of dollars: $99, $29.50. */
export function amountLabel(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** A promotion's price: a free offer reads FREE (as the specification shows a price of 0). */
export function priceLabel(price: number): string {
  return price === 0 ? 'FREE' : amountLabel(price);
}
