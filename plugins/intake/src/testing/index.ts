/** @tapin/plugin-intake/testing — fixture websites on 127.0.0.1 for the intake's tests, the CLI's and the e2e suite's. */
export { startFixtureSites, type FixtureSites } from './fixture-sites.js';
export { addressLine, corpusCards, corpusSites, scoreCard, scoreSite, startCorpus, type CorpusCard, type CorpusServer, type CorpusSite, type FieldScores } from './corpus/index.js';
// The held-out corpus: written without seeing the extraction code; measured, never tuned on.
export { heldOutCards, heldOutSites, type HeldOutCard } from './held-out/index.js';
export { LocalCardReader } from '../card/local-card-reader.js';
