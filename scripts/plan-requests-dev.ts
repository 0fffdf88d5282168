/**
 * Reads a plan-requests development set with today's plan reader: kind right / wrong plan / asked where a plan was
 * expected, and the person's name where a plan is expected.
 * `bun scripts/plan-requests-dev.ts --set p23|p24 [-v]` (-v lists every miss).
 * Set p24 labels a work plan that carries the manager ask as 'work-ask' (plan.ts builds the same work-ask practice
 * from raise, extension or colleague then); set p23 labels the kind itself.
 */
import { readPlanContext } from '../src/server/ai/offline/practice/plan-context';
import { PLAN_REQUESTS_DEV_P23 } from '../tests/corpora/practice/plan-requests-dev-p23';
import { PLAN_REQUESTS_DEV_P24 } from '../tests/corpora/practice/plan-requests-dev-p24';

type Row = readonly [text: string, kind: string | null, who?: string | null];
const SETS: Record<string, { rows: readonly Row[]; workAsk: boolean }> = {
  p23: { rows: PLAN_REQUESTS_DEV_P23, workAsk: false },
  p24: { rows: PLAN_REQUESTS_DEV_P24, workAsk: true },
};
const WORK = new Set(['raise', 'extension', 'colleague']);

const setName = process.argv.includes('--set') ? process.argv[process.argv.indexOf('--set') + 1] : undefined;
const set = setName ? SETS[setName] : undefined;
if (!set) throw new Error(`usage: bun scripts/plan-requests-dev.ts --set ${Object.keys(SETS).join('|')} [-v]`);
const verbose = process.argv.includes('-v');
let right = 0;
let wrong = 0;
let asked = 0;
let names = 0;
let named = 0;
for (const [text, want, who] of set.rows) {
  const ctx = readPlanContext([text]);
  const got = ctx ? (set.workAsk && WORK.has(ctx.kind) && ctx.workAsk ? 'work-ask' : ctx.kind) : null;
  if (got === want) right++;
  else if (got === null) asked++;
  else wrong++;
  if (got !== want && verbose) console.log(`kind  want ${want ?? 'ask'}, got ${got ?? 'ask'}: ${text}`);
  if (want !== null && who !== undefined) {
    named++;
    const name = ctx?.name ?? null;
    if (name === who) names++;
    else if (verbose) console.log(`name  want ${who ?? '-'}, got ${name ?? '-'}: ${text}`);
  }
}
console.log(`set ${setName}: plan kind ${right}/${set.rows.length} (${wrong} wrong plans, ${asked} questions where a plan fits); names ${names}/${named}`);
