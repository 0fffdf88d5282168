/**
 * Advisor answers S15 through the offline engine: per advisor, how many answers use a fact of the message
 * or ask one clarifying question, and how many have three different strategies. `--dump FILE` writes every
 * answer for reading. Usage: bun scripts/eval-advisor-answers.ts [--dump /tmp/answers.md]
 */
import { ADVISOR_ANSWERS_S15 } from '../tests/corpora/advisor-answers-s15';
import { scoreAdvisorAnswer, type ScoredAnswer } from '../tests/helpers/advisor-answers';

const dumpAt = process.argv.indexOf('--dump');
const scored: ScoredAnswer[] = [];
for (const c of ADVISOR_ANSWERS_S15) scored.push(await scoreAdvisorAnswer(c));

const rows = new Map<string, ScoredAnswer[]>();
for (const s of scored) rows.set(s.c.slug, [...(rows.get(s.c.slug) ?? []), s]);
console.log('| advisor | messages | uses a fact | asks | neither | three strategies |');
console.log('|---|--:|--:|--:|--:|--:|');
for (const [slug, list] of rows) {
  const used = list.filter((s) => s.usedFact).length;
  const asked = list.filter((s) => !s.usedFact && s.asked).length;
  console.log(`| ${slug} | ${list.length} | ${used} | ${asked} | ${list.length - used - asked} | ${list.filter((s) => s.threeStrategies).length} |`);
}
const ok = scored.filter((s) => s.usedFact || s.asked).length;
console.log(`\nfact or question: ${ok}/${scored.length}; three strategies: ${scored.filter((s) => s.threeStrategies).length}/${scored.length}`);
for (const s of scored.filter((x) => !x.usedFact && !x.asked)) console.log(`  MISSES: [${s.c.slug}] ${s.c.text.replace(/\n/g, ' / ')}`);

if (dumpAt > 0) {
  const out = scored.map((s) => `## [${s.c.slug}] ${s.usedFact ? `uses "${s.usedFact}"` : s.asked ? 'ASKS' : 'MISSES'}\n> ${s.c.text.replace(/\n/g, '\n> ')}\n\n${s.text}\n\nCards:\n${s.suggestions.map((x) => `- (${x.tone}) ${x.text} — ${x.why}`).join('\n')}\n`).join('\n');
  await Bun.write(process.argv[dumpAt + 1] ?? '/tmp/advisor-answers.md', out);
}
