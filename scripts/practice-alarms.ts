/**
 * Diagnostic: the good lines read as a red flag when played first in each goal's practice
 * (tests/helpers/named-flag-plays.ts), with what raised each flag — an old phrase list, shouting,
 * a rule kind, the learned signal or the scenario's lie check — so false alarms are fixed by class.
 * Usage: bun scripts/practice-alarms.ts [set…]  (sets: main, sarcasm, v9, v10, v11, lead, v12, s14, v13, v14,
 * or a dev set's path: tests/corpora/practice/dev-good-g23.ts, its *_GOOD lines)
 */
import { analyzeTurn } from '../src/server/ai/offline/practice/evaluate';
import * as L from '../src/server/ai/offline/practice/lexicon';
import { compilePhrases, scorePhrases, type PhraseList } from '../src/server/ai/offline/phrase-match';
import { cleanText, normalize, tokenize } from '../src/server/ai/offline/text-utils';
import { findRuleFlags, RED_FLAG_KINDS } from '../src/server/ai/offline/practice/red-flags';
import { PLAYED_GOALS } from '../tests/helpers/named-flag-plays';
import { detailsForGoal } from '../tests/helpers/practice-goals';
import { GOOD_LINES } from '../tests/corpora/practice/good-lines';
import { SARCASM_GOOD } from '../tests/corpora/practice/sarcasm-p23f2';
import { HELD_OUT_V9_GOOD } from '../tests/corpora/practice/held-out-v9';
import { HELD_OUT_V10_GOOD } from '../tests/corpora/practice/held-out-v10';
import { HELD_OUT_V11_GOOD } from '../tests/corpora/practice/held-out-v11';
import { HELD_OUT_LEAD_GOOD } from '../tests/corpora/practice/held-out-lead';
import { HELD_OUT_V12_GOOD } from '../tests/corpora/practice/held-out-v12';
import { HELD_OUT_S14_GOOD } from '../tests/corpora/practice/held-out-s14';
import { HELD_OUT_V13_GOOD } from '../tests/corpora/practice/held-out-v13';
import { HELD_OUT_V14_GOOD } from '../tests/corpora/practice/held-out-v14';
import { INNOCENT_SENSES_GOOD } from '../tests/corpora/practice/innocent-senses-p23f3';

const SETS: Record<string, readonly string[]> = {
  main: GOOD_LINES, sarcasm: SARCASM_GOOD, v9: HELD_OUT_V9_GOOD, v10: HELD_OUT_V10_GOOD, v11: HELD_OUT_V11_GOOD,
  lead: HELD_OUT_LEAD_GOOD, v12: HELD_OUT_V12_GOOD, s14: HELD_OUT_S14_GOOD, v13: HELD_OUT_V13_GOOD, v14: HELD_OUT_V14_GOOD, innocent: INNOCENT_SENSES_GOOD,
};
const FLAGS = new Set<string>(RED_FLAG_KINDS);
const LISTS: Record<string, PhraseList> = { pressure: L.PRESSURE, guilt: L.GUILT, insult: L.INSULT, crude: L.CRUDE, threat: L.THREAT };

/** The phrase-list hits of a line, as "list:kind(phrase)". */
function listHits(text: string): string[] {
  const norm = normalize(cleanText(text));
  const words = tokenize(norm).filter((t) => t.word);
  const out: string[] = [];
  for (const [kind, list] of Object.entries(LISTS)) {
    const hit = scorePhrases(words, norm, compilePhrases(list)).hits[0];
    if (hit) out.push(`list:${kind}(${hit})`);
  }
  const insultWord = words.find((w) => L.INSULT_WORDS.has(w.lower));
  if (insultWord) out.push(`word:insult(${insultWord.lower})`);
  return out;
}

/** The good lines of a set file (its export ending in _GOOD). */
async function goodOf(file: string): Promise<readonly string[]> {
  const mod = (await import(new URL(`../${file}`, import.meta.url).href)) as Record<string, unknown>;
  return (Object.entries(mod).find(([k]) => k.endsWith('_GOOD'))?.[1] as string[] | undefined) ?? [];
}

const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(SETS);
for (const name of names) {
  const good = SETS[name] ?? (name.endsWith('.ts') ? await goodOf(name) : []);
  const byLine = new Map<string, { goals: string[]; kinds: Set<string> }>();
  let alarms = 0;
  for (const goal of PLAYED_GOALS) {
    const details = await detailsForGoal(goal);
    for (const text of good) {
      const a = analyzeTurn({ details, history: [{ role: 'assistant', text: 'Hi, what did you want to talk about?' }, { role: 'user', text }], progress: 20, mood: 'neutral' });
      const kinds = [...a.reading.moves].filter((m) => FLAGS.has(m));
      if (kinds.length === 0) continue;
      alarms++;
      const entry = byLine.get(text) ?? { goals: [], kinds: new Set() };
      entry.goals.push(goal);
      for (const k of kinds) entry.kinds.add(a.reading.learned.has(k) ? `learned:${k}` : k);
      byLine.set(text, entry);
    }
  }
  console.log(`\n## ${name}: ${alarms}/${good.length * PLAYED_GOALS.length} plays, ${byLine.size}/${good.length} lines`);
  for (const [text, { goals, kinds }] of [...byLine].sort((x, y) => y[1].goals.length - x[1].goals.length)) {
    const rules = findRuleFlags(text).map((f) => `rule:${f.kind}`);
    console.log(`${String(goals.length).padStart(2)} [${[...kinds].join(',')}] {${[...listHits(text), ...rules].join(' ')}} ${JSON.stringify(text)}`);
  }
}
