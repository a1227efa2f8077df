export { heldOutCards, type HeldOutCard } from './held-out-cards.js';
export { heldOutSites } from './held-out-sites.js';
