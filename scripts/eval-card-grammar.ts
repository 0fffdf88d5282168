/**
 * Card grammar over the repo's own development messages (extraction dev F17/F18/S15, understanding dev U16/U18):
 * every Chat Advisor answer (opening and cards) checked for phrases that never read right — two determiners in a
 * row, an article before a time word, a bare "by 3rd", a noun the user said with a determiner dropped bare after a
 * preposition, a singular "was" after a plural fact. Usage: bun scripts/eval-card-grammar.ts [--show]
 */
import { collectAdvice } from '../src/server/ai/offline/collect-advice';
import { createOfflineProvider } from '../src/server/ai/offline/offline-provider';
import { saidForm } from '../src/server/ai/offline/playbooks/noun-forms';
import { understand } from '../src/server/ai/understanding';
import { EXTRACTION_DEV_F17 } from '../tests/corpora/extraction-dev-f17';
import { EXTRACTION_DEV_F18 } from '../tests/corpora/extraction-dev-f18';
import { EXTRACTION_DEV_S15 } from '../tests/corpora/extraction-dev-s15';
import { UNDERSTANDING_DEV_U16 } from '../tests/corpora/understanding-dev-u16';
import { UNDERSTANDING_DEV_U18 } from '../tests/corpora/understanding-dev-u18';

const texts = [...EXTRACTION_DEV_F17, ...EXTRACTION_DEV_F18, ...EXTRACTION_DEV_S15].map((e) => e.text).concat([...UNDERSTANDING_DEV_U16, ...UNDERSTANDING_DEV_U18].map((e) => e.text));
const FAULTS: readonly [string, RegExp][] = [
  ['double determiner', /\b(?:the|a|an|my|your|our|their)\s+(?:the|a|an|my|your|our|their|his)\b/i],
  ['article before a time word', /\b(?:the|a)\s+(?:this|tomorrow|tonight|today|yesterday)\b/i],
  ['bare day of the month', /\b(?:by|on|until|before|after|from)\s+\d{1,2}(?:st|nd|rd|th)\b/i],
  ['two prepositions', /\b(?:on|in|at|by|for|to)\s+(?:on|in|at|by)\s/i],
];
const provider = createOfflineProvider();
let faults = 0;
let answers = 0;
for (const text of texts) {
  const { text: answer, suggestions } = await collectAdvice(provider, { agent: { slug: 'chat-advisor', name: 'Advisor' }, history: [{ role: 'user', text }], memory: [] });
  answers++;
  const lines = [answer.split('\n')[0] ?? '', ...suggestions.map((s) => s.text)];
  const found: string[] = [];
  for (const line of lines) {
    for (const [name, re] of FAULTS) { const m = re.exec(line); if (m) found.push(`${name}: "${m[0]}"`); }
    for (const f of understand(text).facts) {
      if (!['item', 'event', 'place'].includes(f.kind) || saidForm(f, text).det === null || /^[A-Z]/.test(f.text)) continue;
      const m = new RegExp(`(?:\\b(?:about|on|for|with|to|of|from|after|at|in|over|by)|[—,:])\\s+${f.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').exec(line);
      if (m) found.push(`bare fact: "${m[0]}" in "${line.slice(0, 90)}"`);
    }
  }
  faults += found.length;
  if (found.length && process.argv.includes('--show')) console.log(`[${text.slice(0, 70)}] ${found.join('; ')}`);
}
console.log(`answers: ${answers}; faults: ${faults}`);
