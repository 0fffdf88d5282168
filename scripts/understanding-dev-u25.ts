/**
 * Reads development set U25 (tests/corpora/understanding-dev-u25.ts: first messages at work — boss, coworker, client,
 * someone the user manages; raises, credit, crushes told with conflict words) with the shipped model.json.
 * `bun scripts/understanding-dev-u25.ts`
 */
import { UNDERSTANDING_DEV_U25 } from '../tests/corpora/understanding-dev-u25';
import { readDevSet } from './understanding-dev-read';

readDevSet('dev u25', UNDERSTANDING_DEV_U25);
