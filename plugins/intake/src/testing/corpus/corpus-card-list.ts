import { firstCards } from './corpus-cards.js';
import { freshCards } from './corpus-cards-fresh.js';
import { fresh2Cards } from './corpus-cards-fresh2.js';
import { fresh3Cards } from './corpus-cards-fresh3.js';
import { fresh4Cards } from './corpus-cards-fresh4.js';
import { fresh5Cards } from './corpus-cards-fresh5.js';
import { photographedCards } from './corpus-cards-photographed.js';
import { tradeCards } from './corpus-cards-trade.js';

/** Every corpus card: the first nine, then those in the styles issue 33 found misread,
 * then a fresh ten, a second, a third, a fourth and a fifth fresh twelve, all written apart from the extraction code. */
export const corpusCards = [...firstCards, ...photographedCards, ...tradeCards, ...freshCards, ...fresh2Cards, ...fresh3Cards, ...fresh4Cards, ...fresh5Cards];
