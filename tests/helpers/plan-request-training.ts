import { ASK, type LabelledRequest } from '../../src/server/ai/offline/practice/plan-kind-learn';
import { PLAN_REQUEST_SETS } from './plan-request-sets';

/** Every labelled plan request as a training example; a request without a plan is labelled "ask". */
export const PLAN_REQUEST_EXAMPLES: readonly LabelledRequest[] = PLAN_REQUEST_SETS.flatMap(([, rows]) => rows.map(([text, want]) => ({ text, label: want ?? ASK })));
