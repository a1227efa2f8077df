/**
 * Prices as the screens write them. A module of its own, with no contract in it: the directory and the
 * business pages show prices without loading the promotion forms' schemas.
 */

/** An amount of dollars: $99, $29.50. */
export function amountLabel(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** A promotion's price: a free offer reads FREE (as the specification shows a price of 0). */
export function priceLabel(price: number): string {
  return price === 0 ? 'FREE' : amountLabel(price);
}
