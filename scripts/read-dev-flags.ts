/**
 * Plays a labelled red-flag set as bench practice-named does (each flag line in a practice of its
 * goal whose failure condition names its kind; each good line in every goal's practice) and prints
 * the caught and false-alarm counts with the lines missed and falsely flagged.
 * `bun scripts/read-dev-flags.ts tests/corpora/practice/dev-flags-r16.ts`
 */
import type { RedFlagLine } from '../tests/corpora/practice/red-flag-lines';
import { alarmsInEveryPractice, caughtWhereNamed } from '../tests/helpers/named-flag-plays';

const file = process.argv[2];
if (!file) throw new Error('usage: bun scripts/read-dev-flags.ts <set.ts>');
const mod = (await import(new URL(`../${file}`, import.meta.url).href)) as Record<string, unknown>;
const flags = Object.entries(mod).find(([k]) => k.endsWith('_FLAGS'))?.[1] as RedFlagLine[];
const good = Object.entries(mod).find(([k]) => k.endsWith('_GOOD'))?.[1] as string[];
const c = await caughtWhereNamed(flags);
const a = await alarmsInEveryPractice(good);
console.log(`caught where named, played: ${c.caught}/${c.named}`);
const kinds = [...new Set(flags.map((f) => f.kind))];
console.log(`missed by kind: ${kinds.map((k) => `${k} ${c.missed.filter((m) => m.kind === k).length}/${flags.filter((f) => f.kind === k).length}`).join(', ')}`);
console.log(`good lines read as a red flag, played in each goal's practice: ${a.alarms}/${a.plays} (${a.lines.length}/${good.length} lines)`);
for (const m of c.missed) console.log(`MISS ${m.kind} (${m.goal}): ${m.text}`);
for (const line of a.lines) console.log(`FALSE: ${line}`);
