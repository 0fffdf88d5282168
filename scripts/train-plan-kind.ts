/**
 * Trains the learned plan reader on every labelled plan-request set (tests/helpers/plan-request-sets.ts,
 * not the lead's blind set) and writes src/server/ai/offline/practice/plan-kind-model.json. Run after
 * editing a set, the features or the understanding model: `bun scripts/train-plan-kind.ts` (a test
 * fails while the committed model is stale). Cross-validation: `bun scripts/cv-plan-kind.ts`.
 */
import { planKindHash, serializePlanKind, trainPlanKind } from '../src/server/ai/offline/practice/plan-kind-learn';
import { PLAN_REQUEST_EXAMPLES } from '../tests/helpers/plan-request-training';

const started = performance.now();
const json = serializePlanKind(trainPlanKind(PLAN_REQUEST_EXAMPLES), planKindHash(PLAN_REQUEST_EXAMPLES));
const path = new URL('../src/server/ai/offline/practice/plan-kind-model.json', import.meta.url);
await Bun.write(path, `${JSON.stringify(json)}\n`);
console.log(`trained on ${PLAN_REQUEST_EXAMPLES.length} requests, ${json.labels.length} labels, ${json.features.length} features in ${Math.round(performance.now() - started)} ms → ${path.pathname}`);
