/**
 * Reads development set U22 (tests/corpora/understanding-dev-u22.ts: romance first messages — crush, hidden crush,
 * partner, ex, dating, new match — with people named only by a name and the stage implied) with the shipped model.json.
 * `bun scripts/understanding-dev-u22.ts`
 */
import { UNDERSTANDING_DEV_U22 } from '../tests/corpora/understanding-dev-u22';
import { readDevSet } from './understanding-dev-read';

readDevSet('dev u22', UNDERSTANDING_DEV_U22);
