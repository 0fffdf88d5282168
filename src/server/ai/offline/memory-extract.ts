import type { MemoryRequest, MemorySuggestion } from '../provider';
import { findPeople } from './people';
import { normalizeFact, statedFacts, type StatedFact } from './memory-statements';
import { cleanText, clip, splitSentences, stripNul, tokenize } from './text-utils';

/**
 * Offline memory extraction: facts from the user's own words (never the assistant's), diffed
 * against existing items — add new subjects, update changed ones, delete what the user says is no
 * longer true, and never duplicate. Existing item text is only compared, never obeyed.
 */

const POSITIVE_STATUS = /\b(?:dating|together|married|engaged|boyfriend|girlfriend|in a relationship|seeing)\b/i;
const ENDED_STATUS = /\bno longer together\b/i;
const STOPWORDS = new Set(
  'the a an and but or not any anymore more longer no i im i\'m me my we were we\'re are is was be been they their them she he her him it this that with at for to of in on about user users really just still so'.split(' '),
);

/** The subject key of an existing memory item, when we can tell. */
export function keyOfExisting(content: string): string | null {
  const text = cleanText(content);
  const person = findPeople(text)[0];
  if (person?.relation) return `name:${person.relation}`;
  const lower = text.toLowerCase();
  if (/^(?:the )?user\b/.test(lower) && /\b(?:dating|broke up|together|married|engaged|single|in a relationship)\b/.test(lower)) return 'status';
  const pref = /^(?:the )?user (?:hates|loves|prefers|can't stand|doesn't like|dislikes|enjoys|doesn't want to) (.+?)\.?$/.exec(lower);
  if (pref?.[1]) return `pref:${normalizeFact(pref[1])}`;
  const goal = /^(?:the )?user wants to (.+?)\.?$/.exec(lower);
  if (goal?.[1]) return `goal:${normalizeFact(goal[1])}`;
  const trait = /^(?:the )?user is (shy|introverted|nervous|anxious|awkward|bad|not good|terrible)\b(?: (?:about|at|with|when|around) (.+?))?\.?$/.exec(lower);
  if (trait?.[1]) return `trait:${trait[1]}:${normalizeFact(trait[2] ?? '')}`;
  if (/^(?:the )?user works as\b/.test(lower)) return 'job';
  if (/^(?:the )?user works (?:at|for)\b/.test(lower)) return 'employer';
  return null;
}

/** Items the user says are over: "we're not together anymore", "I don't work at Acme anymore". */
function deletions(userText: string, existing: MemoryRequest['existing']): { id: string; reason: string }[] {
  const out: { id: string; reason: string }[] = [];
  for (const sentence of splitSentences(cleanText(userText).slice(0, 10_000))) {
    const lower = sentence.toLowerCase();
    if (!/\b(?:any ?more|no longer|not \w+ any ?more)\b/.test(lower)) continue;
    const relationshipOver = /\b(?:not together|no longer together|not dating|no longer dating|broke up|not seeing)\b/.test(lower);
    const aboutUser = /\b(?:i'm not|i am not|i don't|i do not|i no longer|i'm no longer|i am no longer|we're not|we are not|we don't|i can't|i haven't)\b/.test(lower);
    const words = new Set(lower.split(/[^\p{L}\p{N}']+/u).filter((w) => w.length >= 3 && !STOPWORDS.has(w)));
    for (const item of existing) {
      if (out.some((o) => o.id === item.id)) continue;
      const itemLower = cleanText(item.content).toLowerCase();
      const statusItem = keyOfExisting(item.content) === 'status' && POSITIVE_STATUS.test(itemLower) && !ENDED_STATUS.test(itemLower);
      const shared = itemLower.split(/[^\p{L}\p{N}']+/u).some((w) => words.has(w));
      const key = keyOfExisting(item.content);
      const generic = !relationshipOver && aboutUser && shared && key !== null && !key.startsWith('name:');
      if ((relationshipOver && statusItem) || generic) {
        out.push({ id: item.id, reason: 'You said this is no longer true.' });
      }
    }
  }
  return out;
}

export function extractMemorySuggestions(req: MemoryRequest): MemorySuggestion[] {
  const existing = req.existing.slice(0, 500);
  const suggestions: MemorySuggestion[] = [];
  const removed = deletions(req.userText, existing);
  for (const d of removed) suggestions.push({ type: 'delete', id: d.id, reason: d.reason });
  const removedIds = new Set(removed.map((d) => d.id));
  const existingNorm = new Set(existing.map((e) => normalizeFact(e.content)));
  const touched = new Set<string>();
  const mentioned = new Set(tokenize(cleanText(req.userText)).map((t) => t.raw));
  for (const stated of statedFacts(req.userText)) {
    const fact = correctedName(stated, existing, mentioned) ?? stated;
    if (existingNorm.has(normalizeFact(fact.content))) continue;
    if (fact.key === 'status' && ENDED_STATUS.test(fact.content) && removed.length > 0) continue;
    const same = sameSubject(fact, existing, removedIds, touched);
    if (same) {
      touched.add(same.id);
      suggestions.push({ type: 'update', id: same.id, new_content: stripNul(fact.content), reason: stripNul(`Updated: you said something different from "${clip(same.content, 60)}".`) });
    } else {
      suggestions.push({ type: 'add', content: stripNul(fact.content), reason: fact.reason });
    }
  }
  return suggestions;
}

/**
 * "Actually her name is Mia, not Sam": a name given with only a pronoun, in a message that also
 * names someone memory knows, is that person's new name (same relation).
 */
function correctedName(fact: StatedFact, existing: MemoryRequest['existing'], mentioned: ReadonlySet<string>): StatedFact | null {
  if (!fact.person || fact.person.relation !== null) return null;
  for (const item of existing) {
    const known = findPeople(item.content).find((p) => p.relation !== null && p.name !== fact.person?.name && mentioned.has(p.name));
    if (known?.relation) {
      return {
        key: `name:${known.relation}`,
        content: `User's ${known.relation} is named ${fact.person.name}.`,
        reason: `You corrected your ${known.relation}'s name.`,
        person: { name: fact.person.name, relation: known.relation },
      };
    }
  }
  return null;
}

function sameSubject(
  fact: StatedFact,
  existing: MemoryRequest['existing'],
  removed: ReadonlySet<string>,
  touched: ReadonlySet<string>,
): { id: string; content: string } | null {
  if (fact.key.startsWith('goal:')) return null;
  for (const item of existing) {
    if (removed.has(item.id) || touched.has(item.id)) continue;
    if (keyOfExisting(item.content) === fact.key) return item;
  }
  return null;
}
