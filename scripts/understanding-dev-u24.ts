/**
 * Reads development set U24 (tests/corpora/understanding-dev-u24.ts: partner and other-language first messages) with the shipped model.json.
 * `bun scripts/understanding-dev-u24.ts`
 */
import { UNDERSTANDING_DEV_U24 } from '../tests/corpora/understanding-dev-u24';
import { readDevSet } from './understanding-dev-read';

readDevSet('dev u24', UNDERSTANDING_DEV_U24);
