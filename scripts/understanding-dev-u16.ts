/**
 * Reads development set U16 (tests/corpora/understanding-dev-u16.ts: 60 first messages for the confused situation
 * pairs) with the shipped model.json and lists the misread lines. `bun scripts/understanding-dev-u16.ts`
 */
import { UNDERSTANDING_DEV_U16 } from '../tests/corpora/understanding-dev-u16';
import { understand } from '../src/server/ai/understanding/understand';
let ok = 0;
for (const e of UNDERSTANDING_DEV_U16) {
  const u = understand(e.text);
  if (u.type === e.type) ok++;
  else console.log(`  ${e.type} → ${u.type} (${u.confidence}): ${e.text.slice(0, 90)}`);
}
console.log(`dev u16: ${ok}/${UNDERSTANDING_DEV_U16.length} = ${((100 * ok) / UNDERSTANDING_DEV_U16.length).toFixed(1)}%`);
