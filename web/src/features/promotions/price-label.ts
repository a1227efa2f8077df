/**
 * Prices as the screens write them. A module of its own, with no contract in it: the directory and the
 * business pages show prices without loading the promotion forms' schemas.
 */

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount of dollars: $99, $29.50, $100,000. */
export function amountLabel(amount: number): string {
  return `$${(Number.isInteger(amount) ? whole : cents).format(amount)}`;
}

/** A promotion's price: a free offer reads FREE (as the specification shows a price of 0). */
export function priceLabel(price: number): string {
  return price === 0 ? 'FREE' : amountLabel(price);
}
