/**
 * Reads development set U26 (tests/corpora/understanding-dev-u26.ts: first messages about friends and family — a fight
 * vs drifting vs support vs money vs jealousy; parents vs siblings vs in-laws vs children) with the shipped model.json.
 * `bun scripts/understanding-dev-u26.ts`
 */
import { UNDERSTANDING_DEV_U26 } from '../tests/corpora/understanding-dev-u26';
import { readDevSet } from './understanding-dev-read';

readDevSet('dev u26', UNDERSTANDING_DEV_U26);
