import { firstCards } from './corpus-cards.js';
import { freshCards } from './corpus-cards-fresh.js';
import { fresh2Cards } from './corpus-cards-fresh2.js';
import { photographedCards } from './corpus-cards-photographed.js';
import { tradeCards } from './corpus-cards-trade.js';

/** Every corpus card: the first nine, then those in the styles issue 33 found misread,
 * then a fresh ten and a second fresh twelve, both written apart from the extraction code. */
export const corpusCards = [...firstCards, ...photographedCards, ...tradeCards, ...freshCards, ...fresh2Cards];
