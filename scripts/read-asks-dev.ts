/**
 * Plays a labelled ask set the way bench practice does (runAsks: each question after its lines, in
 * the practice its request builds) and prints the strict check's count with every reply and
 * verdict, and the lenient count (the scripted practices' check: readQuestion + answers). For development sets only (`*dev*`): blind sets are counted by the bench, never read.
 * `bun scripts/read-asks-dev.ts tests/corpora/practice/held-out-asks-dev20.ts`
 */
import type { AskCase } from '../tests/corpora/practice/held-out-asks';
import { createOfflinePracticeAi } from '../src/server/ai/offline/practice/offline-practice-ai';
import { runAsks } from '../tests/helpers/practice-asks';
import { answers } from '../tests/helpers/practice-listening';
import { readQuestion } from '../src/server/ai/offline/practice/question';

const file = process.argv[2];
if (!file || !/dev\d+\.ts$/.test(file)) throw new Error('usage: bun scripts/read-asks-dev.ts <a *devNN.ts ask set>');
const mod = (await import(new URL(`../${file}`, import.meta.url).href)) as Record<string, unknown>;
const set = Object.entries(mod).find(([k]) => k.startsWith('ASKS_'))?.[1] as readonly AskCase[];
const runs = await runAsks(createOfflinePracticeAi(), set);
for (const r of runs) {
  console.log(`${r.verdict.ok ? 'ok  ' : 'MISS'} [${r.ask.goal}/${r.ask.asks}] ${r.ask.line}`);
  console.log(`       → ${r.reply}${r.verdict.why ? `   (${r.verdict.why})` : ''}`);
}
const lenient = runs.filter((r) => {
  const asked = readQuestion(r.ask.line);
  return r.played && r.reply !== '' && asked !== null && answers(asked, r.reply);
}).length;
console.log(`answered, strict slot check: ${runs.filter((r) => r.verdict.ok).length}/${runs.length}; lenient check: ${lenient}/${runs.length}`);
