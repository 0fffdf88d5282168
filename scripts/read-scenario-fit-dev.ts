/**
 * Plays a scenario-fit development set (`tests/corpora/practice/scenario-fit-dev-*.ts`) with
 * tests/helpers/scenario-fit.ts and prints every reply, the checks that failed and the counts:
 * the plan kind, the request's specifics carried into the practice and revealed by an answer, and
 * no stock fact of another world. Refuses any other file: blind sets are counted by the bench,
 * never read.
 * `bun scripts/read-scenario-fit-dev.ts tests/corpora/practice/scenario-fit-dev-p17.ts`
 */
import type { ScenarioFitCase } from '../tests/corpora/practice/scenario-fit-dev-p17';
import { createOfflinePracticeAi } from '../src/server/ai/offline/practice/offline-practice-ai';
import { runScenarioFit } from '../tests/helpers/scenario-fit';

const file = process.argv[2];
if (!file || !/scenario-fit-dev-[a-z0-9]+\.ts$/.test(file)) throw new Error('usage: bun scripts/read-scenario-fit-dev.ts <a scenario-fit-dev-*.ts set>');
const mod = (await import(new URL(`../${file}`, import.meta.url).href)) as Record<string, unknown>;
const set = Object.entries(mod).find(([k]) => k.startsWith('SCENARIO_FIT_'))?.[1] as readonly ScenarioFitCase[];

const runs = await runScenarioFit(createOfflinePracticeAi(), set);
for (const r of runs) {
  if (!r.details) {
    console.log(`MISS [none] ${r.fit.request}   (no plan: the coach asks)`);
    continue;
  }
  const why = [!r.kindOk && `kind ${r.kind}≠${r.fit.kind}`, !r.carried && 'not carried', !r.revealed && 'not revealed', r.stock && `stock "${r.stock}"`].filter(Boolean).join(', ');
  console.log(`${r.ok ? 'ok  ' : 'MISS'} [${r.kind}] ${r.fit.request}${why ? `   (${why})` : ''}`);
  console.log(`       scenario: ${r.details.title} | ${r.details.scenario}`);
  for (const [i, ask] of r.fit.asks.entries()) console.log(`       ${ask} → ${r.replies[i]}`);
}
const n = runs.length;
const count = (f: (r: (typeof runs)[number]) => boolean) => runs.filter(f).length;
console.log(
  `kind ${count((r) => r.fit.kind !== undefined && r.kindOk)}/${count((r) => r.fit.kind !== undefined)}, carried ${count((r) => r.carried)}/${n}, revealed ${count((r) => r.revealed)}/${n}, no stock facts ${count((r) => r.details !== null && r.stock === null)}/${n}; all four: ${count((r) => r.ok)}/${n}`,
);
