/**
 * Scores one labelled red-flag set with the committed detector: rules alone, learned alone and
 * combined, by kind, and the lines missed or falsely flagged (to read a held-out set once).
 * `bun scripts/score-red-flag-set.ts tests/corpora/practice/held-out-v12.ts`
 */
import { findRedFlags, findRuleFlags, learnedFlag } from '../src/server/ai/offline/practice/red-flags';

const file = process.argv[2];
if (!file) throw new Error('usage: bun scripts/score-red-flag-set.ts <set.ts>');
const mod = (await import(new URL(`../${file}`, import.meta.url).href)) as Record<string, unknown>;
const flags = Object.entries(mod).find(([k]) => k.endsWith('_FLAGS'))?.[1] as { text: string; kind: string }[];
const good = Object.entries(mod).find(([k]) => k.endsWith('_GOOD'))?.[1] as string[];
const rule = (t: string) => findRuleFlags(t).length > 0;
const learned = (t: string) => learnedFlag(t) !== null;
const combined = (t: string) => findRedFlags(t).length > 0;
for (const [who, check] of [['rules', rule], ['learned', learned], ['combined', combined]] as const) {
  console.log(`${who}: caught ${flags.filter((l) => check(l.text)).length}/${flags.length}, false alarms ${good.filter(check).length}/${good.length}`);
}
const kinds = [...new Set(flags.map((l) => l.kind))];
console.log(`by kind (combined): ${kinds.map((k) => `${k} ${flags.filter((l) => l.kind === k && combined(l.text)).length}/${flags.filter((l) => l.kind === k).length}`).join(', ')}`);
console.log(`right kind (combined): ${flags.filter((l) => findRedFlags(l.text).some((f) => f.kind === l.kind)).length}/${flags.length}`);
if (process.argv.includes('--lines')) {
  for (const l of flags.filter((x) => !combined(x.text))) console.log(`MISS ${l.kind}: ${l.text}`);
  for (const t of good.filter(combined)) console.log(`FALSE ${findRedFlags(t).map((f) => f.kind).join('+')}: ${t}`);
}
