export { corpusCards, type CorpusCard, type ExpectedCard } from './corpus-cards.js';
export { startCorpus, type CorpusServer } from './corpus-server.js';
export { addressLine, scoreCard, scoreSite, type FieldScores } from './corpus-score.js';
export { corpusSites, type CorpusSite, type ExpectedAddress, type ExpectedSite } from './corpus-sites.js';
