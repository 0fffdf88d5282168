/**
 * Set dev22's replies line by line (`bun scripts/read-asks-dev22.ts [--persona]`): ok / MISS, the
 * question and the reply. With `--persona` the request is also the persona text, as in simulator
 * mode (the simulator plays the person the user described).
 */
import { ASKS_DEV22 } from '../tests/corpora/practice/held-out-asks-dev22';
import { createOfflinePracticeAi } from '../src/server/ai/offline/practice/offline-practice-ai';
import { judgeAnswer, runAsks } from '../tests/helpers/practice-asks';
import { planFor, play } from '../tests/helpers/practice-play';

const ai = createOfflinePracticeAi();
const runs = process.argv.includes('--persona')
  ? await Promise.all(
      ASKS_DEV22.map(async (ask) => {
        const run = await play(ai, (await planFor(ai, ask.request as string)).practices[0]!.details, [...ask.before, ask.line], ask.request ?? null);
        const turn = run.turns.at(-1);
        const reply = run.turns.length === ask.before.length + 1 && turn?.evaluation.outcome === 'continue' ? turn.reply : '';
        return { ask, reply, verdict: reply ? judgeAnswer(ask, reply) : { ok: false, why: 'no answer turn' } };
      }),
    )
  : await runAsks(ai, ASKS_DEV22);
console.log(`dev22: ${runs.filter((r) => r.verdict.ok).length}/${runs.length}`);
for (const r of runs) console.log(`${r.verdict.ok ? 'ok  ' : 'MISS'} [${r.ask.goal}] ${r.ask.line} → ${r.reply}`);
