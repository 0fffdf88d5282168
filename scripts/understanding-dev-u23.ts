/**
 * Reads development set U23 (tests/corpora/understanding-dev-u23.ts: everyday first messages — workplace, customers,
 * family, friendship, roommates, interviews, off-topic questions that mention people) with the shipped model.json.
 * `bun scripts/understanding-dev-u23.ts`
 */
import { UNDERSTANDING_DEV_U23 } from '../tests/corpora/understanding-dev-u23';
import { readDevSet } from './understanding-dev-read';

readDevSet('dev u23', UNDERSTANDING_DEV_U23);
