/**
 * Reads development set U27 (tests/corpora/understanding-dev-u27.ts: first messages over all 64 situation types,
 * weighted to the least-covered types and the easy-to-confuse pairs) with the shipped model.json.
 * `bun scripts/understanding-dev-u27.ts`
 */
import { UNDERSTANDING_DEV_U27 } from '../tests/corpora/understanding-dev-u27';
import { readDevSet } from './understanding-dev-read';

readDevSet('dev u27', UNDERSTANDING_DEV_U27);
