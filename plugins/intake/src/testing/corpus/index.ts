export { corpusCards, type CorpusCard } from './corpus-cards.js';
export { startCorpus, type CorpusServer } from './corpus-server.js';
export { addressLine, scoreCard, scoreSite, type FieldScores } from './corpus-score.js';
export { corpusSites, type CorpusSite } from './corpus-sites.js';
