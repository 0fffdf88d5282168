import { stanceFlipsWithoutCause } from '../src/server/ai/offline/practice/dialogue';
import { createOfflinePracticeAi } from '../src/server/ai/offline/practice/offline-practice-ai';
import { SCRIPTED_PRACTICES } from '../tests/corpora/practice/scripted-practices';
import { detailsForGoal } from '../tests/helpers/practice-goals';
import { checkAnswers } from '../tests/helpers/practice-listening';
import { play } from '../tests/helpers/practice-play';
const ai = createOfflinePracticeAi();
let ok = 0, asked = 0, answered = 0, flips = 0;
for (const s of SCRIPTED_PRACTICES) {
  const run = await play(ai, await detailsForGoal(s.goal), s.lines);
  ok += Number(run.outcome === s.expect && (s.expect === 'continue' || run.endedAt === s.lines.length - 1));
  const check = checkAnswers(run.turns.map((t) => ({ line: t.line, reply: t.reply, continued: t.evaluation.outcome === 'continue' && t.evaluation.rating !== 'risky' })));
  asked += check.asked; answered += check.answered; flips += stanceFlipsWithoutCause(run.history).length;
  for (const m of check.misses) console.log('miss', m.line, '→', m.reply);
}
console.log(`scripted ${ok}/${SCRIPTED_PRACTICES.length} answered ${answered}/${asked} flips ${flips}`);
