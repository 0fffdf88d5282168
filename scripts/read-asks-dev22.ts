/** Set dev22's replies line by line (`bun scripts/read-asks-dev22.ts`): ok / MISS, the question and the reply. */
import { ASKS_DEV22 } from '../tests/corpora/practice/held-out-asks-dev22';
import { createOfflinePracticeAi } from '../src/server/ai/offline/practice/offline-practice-ai';
import { runAsks } from '../tests/helpers/practice-asks';

const runs = await runAsks(createOfflinePracticeAi(), ASKS_DEV22);
console.log(`dev22: ${runs.filter((r) => r.verdict.ok).length}/${runs.length}`);
for (const r of runs) console.log(`${r.verdict.ok ? 'ok  ' : 'MISS'} [${r.ask.goal}] ${r.ask.line} → ${r.reply}`);
