/**
 * Reads set plan-requests dev p24 (tests/corpora/practice/plan-requests-dev-p24.ts) with today's
 * plan reader: kind right / wrong plan / asked where a plan was expected, and the person's name
 * where a plan is expected. 'work-ask' is right when a work plan carries the manager ask (plan.ts
 * builds the same work-ask practice from raise, extension or colleague then).
 * `bun scripts/plan-requests-dev-p24.ts [-v]` (-v lists every miss).
 */
import { readPlanContext } from '../src/server/ai/offline/practice/plan-context';
import { PLAN_REQUESTS_DEV_P24, type DevP24Kind } from '../tests/corpora/practice/plan-requests-dev-p24';

const WORK = new Set(['raise', 'extension', 'colleague']);
const verbose = process.argv.includes('-v');
let right = 0;
let wrong = 0;
let asked = 0;
let names = 0;
let named = 0;
for (const [text, want, who] of PLAN_REQUESTS_DEV_P24) {
  const ctx = readPlanContext([text]);
  const got: DevP24Kind = ctx ? (WORK.has(ctx.kind) && ctx.workAsk ? 'work-ask' : ctx.kind) : null;
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
const n = PLAN_REQUESTS_DEV_P24.length;
console.log(`plan kind ${right}/${n} (${wrong} wrong plans, ${asked} questions where a plan fits); names ${names}/${named}`);
