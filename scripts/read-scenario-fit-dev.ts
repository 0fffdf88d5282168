/**
 * Plays a scenario-fit development set (`tests/corpora/practice/scenario-fit-dev-*.ts`): each
 * request through the offline coach, then each character question as the first line of the
 * practice it builds, and checks that the plan kind is the expected one, that the request's
 * specifics reach the practice's details and the character's answers, and that no answer says a
 * stock fact of another world. Prints every reply and the counts. Refuses any other file: blind
 * sets are counted by the bench, never read.
 * `bun scripts/read-scenario-fit-dev.ts tests/corpora/practice/scenario-fit-dev-p17.ts`
 */
import type { ScenarioFitCase } from '../tests/corpora/practice/scenario-fit-dev-p17';
import { createOfflinePracticeAi } from '../src/server/ai/offline/practice/offline-practice-ai';
import { readPlanContext } from '../src/server/ai/offline/practice/plan-context';
import { askCoach, play } from '../tests/helpers/practice-play';

const file = process.argv[2];
if (!file || !/scenario-fit-dev-[a-z0-9]+\.ts$/.test(file)) throw new Error('usage: bun scripts/read-scenario-fit-dev.ts <a scenario-fit-dev-*.ts set>');
const mod = (await import(new URL(`../${file}`, import.meta.url).href)) as Record<string, unknown>;
const set = Object.entries(mod).find(([k]) => k.startsWith('SCENARIO_FIT_'))?.[1] as readonly ScenarioFitCase[];

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word at a word start ("raise" is not in "praise"; "charg" finds "charged"). */
const says = (text: string, words: readonly string[]) => words.find((w) => new RegExp(`(?<![a-z0-9])${escape(w.toLowerCase())}`).test(text.toLowerCase().replace(/[’]/g, "'"))) ?? null;

const ai = createOfflinePracticeAi();
const totals = { kind: 0, kinds: 0, carried: 0, revealed: 0, clean: 0, ok: 0 };
for (const c of set) {
  const kind = readPlanContext([c.request])?.kind ?? null;
  const plan = (await askCoach(ai, [{ role: 'user', text: c.request }])).plan;
  if (!plan) {
    if (c.kind !== undefined) totals.kinds++;
    console.log(`MISS [none] ${c.request}   (no plan: the coach asks)`);
    continue;
  }
  const details = plan.practices[0]!.details;
  const replies: string[] = [];
  for (const ask of c.asks) replies.push((await play(ai, details, [ask])).turns[0]?.reply ?? '');
  const kindOk = c.kind === undefined || c.kind === kind;
  const carried = says(`${details.title} ${details.scenario} ${details.simulated_role}`, c.carry) !== null;
  const revealed = replies.some((r) => says(r, c.carry) !== null);
  const stock = replies.map((r) => says(r, c.avoid)).find((w) => w !== null) ?? null;
  const ok = kindOk && carried && revealed && stock === null;
  if (c.kind !== undefined) (totals.kinds++, kindOk && totals.kind++);
  totals.carried += +carried;
  totals.revealed += +revealed;
  totals.clean += +(stock === null);
  totals.ok += +ok;
  const why = [!kindOk && `kind ${kind}≠${c.kind}`, !carried && 'not carried', !revealed && 'not revealed', stock && `stock "${stock}"`].filter(Boolean).join(', ');
  console.log(`${ok ? 'ok  ' : 'MISS'} [${kind}] ${c.request}${why ? `   (${why})` : ''}`);
  console.log(`       scenario: ${details.title} | ${details.scenario}`);
  for (const [i, ask] of c.asks.entries()) console.log(`       ${ask} → ${replies[i]}`);
}
const n = set.length;
console.log(`kind ${totals.kind}/${totals.kinds}, carried ${totals.carried}/${n}, revealed ${totals.revealed}/${n}, no stock facts ${totals.clean}/${n}; all four: ${totals.ok}/${n}`);
