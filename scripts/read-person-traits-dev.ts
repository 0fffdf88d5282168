/**
 * Plays the person-traits development set (tests/corpora/practice/person-traits-dev-j19.ts) with
 * tests/helpers/person-traits.ts and prints every plan, reply and failed check, then the counts:
 * plan kind, the person's stated job/trade/hobby in every practice, in the coach's plan text, and
 * in an answer. `bun scripts/read-person-traits-dev.ts [-v]` (-v prints the passing cases too).
 */
import { createOfflinePracticeAi } from '../src/server/ai/offline/practice/offline-practice-ai';
import { PERSON_TRAITS_DEV_J19 } from '../tests/corpora/practice/person-traits-dev-j19';
import { runPersonTraits } from '../tests/helpers/person-traits';

const verbose = process.argv.includes('-v');
const runs = await runPersonTraits(createOfflinePracticeAi(), PERSON_TRAITS_DEV_J19);
for (const r of runs) {
  const why = [!r.kindOk && `kind ${r.kind}≠${r.fit.kind}`, !r.every && 'not in every practice', !r.named && 'not named by the coach', !r.revealed && 'not revealed'].filter(Boolean).join(', ');
  console.log(`${r.ok ? 'ok  ' : 'MISS'} [${r.kind}] ${r.fit.request}${why ? `   (${why})` : ''}`);
  if (r.ok && !verbose) continue;
  for (const d of r.practices) console.log(`       ${d.title} | ${d.simulated_role} | ${d.scenario}`);
  for (const [i, ask] of r.fit.asks.entries()) console.log(`       ${ask} → ${r.replies[i]}`);
}
const n = runs.length;
const count = (f: (r: (typeof runs)[number]) => boolean) => runs.filter(f).length;
console.log(`kind ${count((r) => r.kindOk)}/${n}, in every practice ${count((r) => r.every)}/${n}, named by the coach ${count((r) => r.named)}/${n}, revealed ${count((r) => r.revealed)}/${n}; all four: ${count((r) => r.ok)}/${n}`);
