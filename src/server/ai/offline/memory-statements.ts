import { findPeople, isName, RELATIONS } from './people';
import { detectSituation, type Situation } from './situations';
import { cleanText, clip, splitSentences, tokenize } from './text-utils';

/**
 * Facts the user states about themself and the people in their life, in third person
 * ("User's crush is named Sam."). Each fact has a key naming its subject, so a later fact about
 * the same subject updates the earlier one instead of duplicating it.
 */
export interface StatedFact {
  key: string;
  content: string;
  reason: string;
  /** Set for name facts; relation null when only a pronoun told us ("her name is Mia"). */
  person?: { name: string; relation: string | null };
}

const PRONOUN_RELATION: Partial<Record<Situation, string>> = {
  crush: 'crush', 'hidden-crush': 'crush', ex: 'ex', partner: 'partner', dating: 'date', 'new-match': 'match',
  friendship: 'friend', workplace: 'colleague', customer: 'client',
};

export function toThirdPerson(phrase: string): string {
  return phrase
    .replace(/\bmyself\b/gi, 'themself')
    .replace(/\bmy\b/gi, 'their')
    .replace(/\bmine\b/gi, 'theirs')
    .replace(/\bme\b/gi, 'them')
    .replace(/\bI'm\b/g, "they're")
    .replace(/\bI've\b/g, "they've")
    .replace(/\bI\b/g, 'they')
    .replace(/\bwe\b/gi, 'they');
}

const STOP = /[,;:.!?(]|\s(?:but|because|since|so that|and i(?:'m|'d|'ve|'ll|’m)?|and she|and he|and they|and we|although|though|if|when)\s/i;

/** The phrase after a lead-in, up to a clause boundary, at most `words` words. */
function phraseAfter(sentence: string, index: number, words: number): string {
  const rest = sentence.slice(index, index + 200);
  const stop = rest.search(STOP);
  const cut = (stop >= 0 ? rest.slice(0, stop) : rest).trim().split(/\s+/).slice(0, words).join(' ');
  return cut.replace(/[\s'"-]+$/, '');
}

const TRIVIAL_GOAL = /^(?:i|you|know|understand|see|hear|check|make sure|figure|say|reply|respond|ask you|learn what|get advice|get your|be sure|do that|do it|do this)\b/i;
const GOAL_LEAD =
  /\b(?:i\s+(?:really\s+|still\s+|just\s+)?(?:want|would like|wanna|hope|plan|need)|i'd\s+(?:really\s+)?(?:like|love)|i(?:'m| am)\s+(?:hoping|planning|trying))\s+to\s+/gi;
const NEG_GOAL_LEAD = /\bi\s+(?:really\s+)?(?:don't|do not)\s+want\s+to\s+/gi;
const PREF_LEAD = /\bi\s+(?:really\s+|absolutely\s+|kind of\s+)?(hate|love|prefer|can't stand|don't like|do not like|dislike|enjoy)\s+/gi;
const TRAIT_LEAD = /\bi(?:'m| am)\s+(?:really\s+|very\s+|kind of\s+|a bit\s+|so\s+|pretty\s+)?(shy|introverted|nervous|anxious|awkward|bad|not good|terrible)\b(\s+(?:about|at|with|when|around)\s+)?/gi;
const JOB_LEAD = /\bi\s+(?:work as|am working as|'m working as)\s+(?:an?\s+)?/gi;
const EMPLOYER_LEAD = /\bi\s+work\s+(?:at|for)\s+/gi;
const PREF_VERB: Record<string, string> = {
  hate: 'hates', love: 'loves', prefer: 'prefers', "can't stand": "can't stand", "don't like": "doesn't like",
  'do not like': "doesn't like", dislike: 'dislikes', enjoy: 'enjoys',
};
const PRONOUNS = /^(?:you|him|her|them|it|that|this|he|she|they|us)$/i;
const TIME = /\b(?:(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of)\s+(?:days?|weeks?|months?|years?)\s+ago|last\s+(?:night|week|month|year|weekend)|yesterday|today|recently)\b/i;
const DURATION = /\bfor\s+((?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of)\s+(?:days?|weeks?|months?|years?))\b/i;

export function statedFacts(userText: string): StatedFact[] {
  const text = cleanText(userText).slice(0, 10_000);
  const facts: StatedFact[] = [];
  const add = (fact: StatedFact) => {
    if (!facts.some((f) => f.key === fact.key)) facts.push({ ...fact, content: clip(fact.content, 200) });
  };
  const situation = detectSituation(text).situation;
  const people = findPeople(text);
  for (const person of people) {
    const relation = person.relation ?? PRONOUN_RELATION[situation] ?? null;
    const fact = { name: person.name, relation: person.relation };
    if (relation) add({ key: `name:${relation}`, content: `User's ${relation} is named ${person.name}.`, reason: `You mentioned your ${relation}'s name.`, person: fact });
    else add({ key: `name:${person.name.toLowerCase()}`, content: `The person the user is talking about is named ${person.name}.`, reason: 'You mentioned their name.', person: fact });
  }
  const exName = people.find((p) => p.relation !== null && (RELATIONS[p.relation] ?? []).includes('ex'))?.name;
  const partnerName = people.find((p) => p.relation !== null && (RELATIONS[p.relation] ?? []).some((s) => s === 'partner' || s === 'dating'))?.name;
  for (const sentence of splitSentences(text)) {
    const lower = sentence.toLowerCase();
    const question = sentence.trim().endsWith('?');
    statusFacts(lower, sentence, exName ?? partnerName, add);
    if (question) continue;
    for (const m of sentence.matchAll(GOAL_LEAD)) {
      const goal = phraseAfter(sentence, (m.index ?? 0) + m[0].length, 12);
      if (goal.split(' ').length >= 2 && !TRIVIAL_GOAL.test(goal)) {
        const content = toThirdPerson(goal);
        add({ key: `goal:${normalizeFact(content)}`, content: `User wants to ${content}.`, reason: 'You said this is something you want.' });
      }
    }
    for (const m of sentence.matchAll(NEG_GOAL_LEAD)) {
      const what = phraseAfter(sentence, (m.index ?? 0) + m[0].length, 10);
      if (what.split(' ').length >= 2 && !TRIVIAL_GOAL.test(what)) {
        const content = toThirdPerson(what);
        add({ key: `pref:${normalizeFact(content)}`, content: `User doesn't want to ${content}.`, reason: 'You said this is something you want to avoid.' });
      }
    }
    for (const m of sentence.matchAll(PREF_LEAD)) {
      const what = phraseAfter(sentence, (m.index ?? 0) + m[0].length, 8);
      if (what && !PRONOUNS.test(what) && !/^[A-Z][a-z]+$/.test(what)) {
        const verb = PREF_VERB[(m[1] ?? '').toLowerCase()] ?? 'likes';
        const content = toThirdPerson(what);
        add({ key: `pref:${normalizeFact(content)}`, content: `User ${verb} ${content}.`, reason: 'You shared a preference.' });
      }
    }
    for (const m of sentence.matchAll(TRAIT_LEAD)) {
      const trait = (m[1] ?? '').toLowerCase();
      const object = m[2] ? phraseAfter(sentence, (m.index ?? 0) + m[0].length, 6) : '';
      const prep = (m[2] ?? '').trim().toLowerCase();
      const content = object ? `User is ${trait} ${prep} ${toThirdPerson(object)}.` : `User is ${trait}.`;
      if (['bad', 'not good', 'terrible'].includes(trait) && !object) continue;
      add({ key: `trait:${trait}:${normalizeFact(object)}`, content, reason: 'You described yourself this way.' });
    }
    for (const m of sentence.matchAll(JOB_LEAD)) {
      const job = phraseAfter(sentence, (m.index ?? 0) + m[0].length, 5);
      if (job) add({ key: 'job', content: `User works as ${/^[aeiou]/i.test(job) ? 'an' : 'a'} ${job}.`, reason: 'You mentioned your work.' });
    }
    for (const m of sentence.matchAll(EMPLOYER_LEAD)) {
      const place = phraseAfter(sentence, (m.index ?? 0) + m[0].length, 5);
      if (place && !PRONOUNS.test(place)) add({ key: 'employer', content: `User works at ${place}.`, reason: 'You mentioned where you work.' });
    }
  }
  return facts;
}

function statusFacts(lower: string, sentence: string, name: string | undefined, add: (f: StatedFact) => void): void {
  const ref = name ?? 'their ex';
  const time = TIME.exec(sentence)?.[0];
  const when = time ? ` ${time.toLowerCase()}` : '';
  const reason = 'You shared where things stand in your relationship.';
  if (/\b(?:not together any ?more|no longer together|not dating any ?more|no longer dating|we're over|we are over|we're done|stopped seeing each other)\b/.test(lower)) {
    add({ key: 'status', content: `User and ${name ?? 'their partner'} are no longer together.`, reason });
  } else if (/\b(?:we broke up|broke up with me|i broke up with|we split up|we separated|dumped me|(?:she|he|they) left me(?! on\b))\b/.test(lower)) {
    add({ key: 'status', content: `User and ${ref} broke up${when}.`, reason });
  } else if (/\b(?:got back together|are back together|we're back together)\b/.test(lower)) {
    add({ key: 'status', content: `User and ${name ?? 'their ex'} got back together${when}.`, reason });
  } else if (/\b(?:i've been dating|i have been dating|we've been dating|we have been dating|i'm dating|i am dating|we started dating|i've been seeing|we've been seeing)\b/.test(lower)) {
    const duration = DURATION.exec(sentence)?.[1];
    const who = name ?? datedName(sentence) ?? 'someone';
    add({ key: 'status', content: duration ? `User has been dating ${who} for ${duration.toLowerCase()}.` : `User is dating ${who}.`, reason });
  } else if (/\b(?:i'm single|i am single)\b/.test(lower)) {
    add({ key: 'status', content: 'User is single.', reason });
  } else if (/\b(?:i'm married|i am married|we got married|we're engaged|we got engaged)\b/.test(lower)) {
    add({ key: 'status', content: /engaged/.test(lower) ? 'User is engaged.' : 'User is married.', reason });
  }
}

/** "dating Alex", "seeing Jordan" → the capitalised name right after the verb. */
function datedName(sentence: string): string | null {
  const tokens = tokenize(sentence);
  for (let i = 0; i < tokens.length - 1; i++) {
    const t = tokens[i]?.lower;
    if ((t === 'dating' || t === 'seeing') && isName(tokens[i + 1])) return tokens[i + 1]?.raw ?? null;
  }
  return null;
}

export function normalizeFact(text: string): string {
  return cleanText(text).toLowerCase().replace(/[^\p{L}\p{N}\s']/gu, ' ').replace(/\s+/g, ' ').trim();
}
