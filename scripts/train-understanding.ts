/**
 * Trains the situation classifier on the whole corpus and writes
 * src/server/ai/understanding/model.json. Run after editing the corpus, features or concepts:
 * `bun scripts/train-understanding.ts` (a test fails while the committed model is stale).
 */
import { serialize, train } from '../src/server/ai/understanding/classifier';
import { SITUATION_EXAMPLES } from '../src/server/ai/understanding/corpus';
import { corpusHash } from '../src/server/ai/understanding/model-hash';

const started = performance.now();
const model = train(SITUATION_EXAMPLES);
const json = serialize(model, corpusHash());
const path = new URL('../src/server/ai/understanding/model.json', import.meta.url);
await Bun.write(path, `${JSON.stringify(json)}\n`);
console.log(`trained on ${SITUATION_EXAMPLES.length} examples, ${json.types.length} types, ${json.features.length} features in ${Math.round(performance.now() - started)} ms → ${path.pathname}`);
