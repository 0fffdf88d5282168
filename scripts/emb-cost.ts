import { decodeWordVectors, WORD_VECTORS_PATH } from '../src/server/ai/understanding/word-vectors';
import { readFileSync } from 'node:fs';
import { train } from '../src/server/ai/understanding/classifier';
import { SITUATION_EXAMPLES } from '../src/server/ai/understanding/corpus';
import { understand, useClassifier } from '../src/server/ai/understanding/understand';
if (process.env.LOADONLY) {
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  const v = decodeWordVectors(readFileSync(WORD_VECTORS_PATH));
  const ms = performance.now() - t0;
  Bun.gc(true);
  console.log(`decode ${v.rank.size} words: ${ms.toFixed(0)} ms, rss +${((process.memoryUsage().rss - rss0) / 1e6).toFixed(0)} MB`);
  process.exit(0);
}
useClassifier(train(SITUATION_EXAMPLES));
const texts = SITUATION_EXAMPLES.map((e) => e.text);
understand('warm up');
const times: number[] = [];
for (let pass = 0; pass < 2; pass++) for (const t of texts) {
  const c0 = process.cpuUsage();
  understand(t);
  const c = process.cpuUsage(c0);
  if (pass === 1 || process.env.FIRSTPASS) times.push((c.user + c.system) / 1000);
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.floor(p * (times.length - 1))]!.toFixed(3);
console.log(`CPU per call p50 ${q(0.5)} ms, p99 ${q(0.99)} ms (n=${times.length})`);
