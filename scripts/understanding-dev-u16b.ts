/**
 * Reads development set U16b (tests/corpora/understanding-dev-u16b.ts: people named only by a job or a description)
 * with the shipped model.json and lists the misread lines. `bun scripts/understanding-dev-u16b.ts`
 */
import { UNDERSTANDING_DEV_U16B } from '../tests/corpora/understanding-dev-u16b';
import { understand } from '../src/server/ai/understanding/understand';
let ok = 0;
for (const e of UNDERSTANDING_DEV_U16B) {
  const u = understand(e.text);
  if (u.type === e.type) ok++;
  else console.log(`  ${e.type} → ${u.type} (${u.confidence}): ${e.text.slice(0, 90)}`);
}
console.log(`dev u16b: ${ok}/${UNDERSTANDING_DEV_U16B.length} = ${((100 * ok) / UNDERSTANDING_DEV_U16B.length).toFixed(1)}%`);
