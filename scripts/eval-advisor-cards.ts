/**
 * Advisor cards dev K19 through the offline engine: how many key facts the answers name, and how many answers and
 * cards read ungrammatically by the automatic check (tests/helpers/advisor-cards-check.ts). `--dump FILE` writes
 * every answer for reading by hand. Usage: bun scripts/eval-advisor-cards.ts [--dump /tmp/cards.md]
 */
import { collectAdvice } from '../src/server/ai/offline/collect-advice';
import { createOfflineProvider } from '../src/server/ai/offline/offline-provider';
import { ADVISOR_CARDS_DEV_K19 } from '../tests/corpora/advisor-cards-dev-k19';
import { readAnswer } from '../tests/helpers/advisor-cards-check';

const provider = createOfflineProvider();
const dumpAt = process.argv.indexOf('--dump');
let named = 0;
let facts = 0;
let clean = 0;
let faultCount = 0;
const out: string[] = [];
for (const c of ADVISOR_CARDS_DEV_K19) {
  const { text, suggestions } = await collectAdvice(provider, { agent: { slug: c.slug, name: 'Advisor' }, history: [{ role: 'user', text: c.text }], memory: [] });
  const opening = text.split('\n')[0] ?? '';
  const r = readAnswer(c, opening, suggestions.map((s) => s.text));
  named += r.named;
  facts += r.facts;
  faultCount += r.faults.length;
  if (!r.faults.length) clean++;
  else console.log(`FAULTS [${c.text.slice(0, 60)}]: ${r.faults.join('; ')}`);
  out.push(`## ${c.text}\nnamed ${r.named}/${r.facts}${r.faults.length ? ` — ${r.faults.join('; ')}` : ''}\n\n${opening}\n${suggestions.map((s) => `- ${s.text}`).join('\n')}\n`);
}
console.log(`\nfacts named: ${named}/${facts}; answers with no fault: ${clean}/${ADVISOR_CARDS_DEV_K19.length}; faults: ${faultCount}`);
if (dumpAt > 0) await Bun.write(process.argv[dumpAt + 1] ?? '/tmp/advisor-cards.md', out.join('\n'));
