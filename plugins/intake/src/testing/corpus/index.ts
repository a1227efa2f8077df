export { corpusCards } from './corpus-card-list.js';
export type { CorpusCard } from './corpus-cards.js';
export { startCorpus, type CorpusServer } from './corpus-server.js';
export { addressLine, scoreCard, scoreSite, type FieldScores } from './corpus-score.js';
export { corpusSites } from './corpus-site-list.js';
export type { CorpusSite } from './corpus-sites.js';
