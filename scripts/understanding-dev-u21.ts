/**
 * Reads development set U21 (tests/corpora/understanding-dev-u21.ts: English first messages naming people only by a
 * name or a job title, pay mentioned vs asked for, a parent and a sibling in one message) with the shipped model.json.
 * `bun scripts/understanding-dev-u21.ts`
 */
import { UNDERSTANDING_DEV_U21 } from '../tests/corpora/understanding-dev-u21';
import { readDevSet } from './understanding-dev-read';

readDevSet('dev u21', UNDERSTANDING_DEV_U21);
