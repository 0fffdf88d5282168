/**
 * Reads development set U20 (tests/corpora/understanding-dev-u20.ts: 116 English first messages over the same-world
 * pairs the CV confuses) with the shipped model.json: type, category, facts and people recall; lists the misread
 * lines. `bun scripts/understanding-dev-u20.ts`
 */
import { UNDERSTANDING_DEV_U20 } from '../tests/corpora/understanding-dev-u20';
import { readDevSet } from './understanding-dev-read';

readDevSet('dev u20', UNDERSTANDING_DEV_U20);
