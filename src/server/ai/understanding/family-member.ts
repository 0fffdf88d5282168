import { moveUp, strongest } from './cue-reading';

/**
 * Who the family member is to the user. The learner weighs every kin word in a message alike, so "my stepmom keeps
 * deciding things about my little sister" pulls toward whoever is named most. The reader finds the user's own kin
 * named as persons — "my X" or a word one calls them by ("mum says"); not another's ("her mum", "as kids"), not a
 * possessor of a thing ("my brother's name"), not denied ("it's not my sister") — and scores each by its role: the one
 * the user means to talk to, the one after a turn, the first named; a messenger counts nothing (familyMember). Kin of
 * kin ("my stepdad's mum", "my husband's family") and in-laws are relatives. When the top type is a family type, the
 * family type of that person goes first from the top 3 at ≥ 0.05 of the top score.
 */
type Member = 'family-parents' | 'family-siblings' | 'family-relatives' | 'family-kids';

// Categories of kin words, one per family type.
const KIN: Readonly<Record<Member, string>> = {
  'family-parents': 'parents?|mum|mom|mam|mummy|mommy|dad|daddy|mother|father|folks|step-?(?:mum|mom|dad|mother|father)',
  'family-siblings': 'brothers?|sisters?|bro|sis|twin|siblings?|step-?(?:brother|sister)|half-?(?:brother|sister)',
  'family-relatives':
    'uncle|aunt|auntie|aunty|cousins?|grandma|grandmother|granny|gran|nan|nana|grandad|granddad|grandpa|grandfather|grandparents?|niece|nephew|in-laws|\\w+-in-law',
  'family-kids': 'sons?|daughters?|kids?|child|children|toddler|teenager|teen|step-?(?:son|daughter)|\\d+[- ]year[- ]old',
};
const SPOUSE = 'husband|wife|spouse|fianc[eé]e?';
const MEMBERS = Object.keys(KIN) as Member[];
const KIN_WORD = new RegExp(`\\b(?:${MEMBERS.map((m) => KIN[m]).join('|')}|${SPOUSE})(?![\\w-])`, 'g');
// The user's own: "my/our X" (an age or a rank between), or a bare word that is also what one calls them ("mum says").
const OWN = /\b(?:my|our)\s+(?:(?:big|little|older|younger|baby|eldest|oldest|youngest|middle|twin|own|late|teenage|adult|two|three|\d+[- ]year[- ]old)\s+)*$/;
const CALLED = /^(?:mum|mom|mam|mummy|mommy|dad|daddy|grandma|granny|gran|nan|nana|grandad|granddad|grandpa)$/;
const ANOTHERS = /\b(?:his|her|their|your|the|a|an|whose|one|some|\w+'s)\s+$/;
const DENIED = /\bnot\s+(?:\w+\s+)?$/;
const POSSESSIVE = /^'s\s+(?:(?:very|big|little|older|younger|own|whole|protective|new)\s+)*(\S+)/;
// Low: between family types the kin named is a surer reading than the learner's, which is drawn to whoever is named
// most ("my stepmom keeps deciding things about my little sister" scores siblings 0.85, parents 0.13). Outside the
// family types a kin word is often a bystander ("my kid started school and i'd like to meet the other mums"): untouched.
const SHARE = 0.05;
const DEPTH = 3;

function memberOf(word: string): Member | 'spouse' | null {
  if (new RegExp(`^(?:${SPOUSE})$`).test(word)) return 'spouse';
  return MEMBERS.find((m) => new RegExp(`^(?:${KIN[m]})$`).test(word)) ?? null;
}

/** One of the user's own kin named as a person, where it stands and its pronoun. */
interface Mention { member: Member; at: number; end: number; pronoun: 'him' | 'her' | 'them' | null }

const FEMALE = /^(?:mum|mom|mam|mummy|mommy|mother|stepm\w+|sister|sis|step-?sister|half-?sister|aunt\w*|grandma|grandmother|granny|gran|nan|nana|niece|daughter|step-?daughter|mother-in-law|sister-in-law)$/;
const MALE = /^(?:dad|daddy|father|stepd\w+|stepf\w+|brother|bro|step-?brother|half-?brother|uncle|grandad|granddad|grandpa|grandfather|nephew|son|step-?son|father-in-law|brother-in-law)$/;
// Whom the user means to speak to: the object of a verb of talking.
const TALK = '(?:tell|talk to|talk with|speak to|speak with|ask|asking|say (?:something |no |it )?to|up with|confront|get)';
const TALKED_TO = new RegExp(`\\b${TALK}\\s+(?:my|our)?\\s*$`);
const TALK_PRONOUN = new RegExp(`\\b${TALK}\\s+(him|her|them)\\b`, 'g');
// A messenger, not the trouble: "my mum says…", "my dad asked me to…", "my parents are fine".
const SPEAKS = /^\s+(?:\w+ )?(?:says|said|say|asked me|asks me|wants? me|think|thinks|told me|tells me|are fine|is fine)\b/;
// The user's turn to the real trouble: "but my dad…", "the problem is my brother", "it's my mom".
const TURN = /\b(?:but|problem is|it's|its|it is)\b/;

function mentions(lower: string): Mention[] {
  const out: Mention[] = [];
  for (const m of lower.matchAll(KIN_WORD)) {
    const at = m.index ?? 0;
    const before = lower.slice(Math.max(0, at - 40), at);
    if (DENIED.test(before) || !(OWN.test(before) || (CALLED.test(m[0]) && !ANOTHERS.test(before)))) continue;
    const member = memberOf(m[0]);
    const after = lower.slice(at + m[0].length);
    const owner = POSSESSIVE.exec(after);
    let kin: Member | null = member === 'spouse' ? null : member;
    if (owner) {
      // "my stepdad's mum", "my husband's family": kin of kin; "my dad's truck": a thing, not a person.
      const owned = memberOf((owner[1] ?? '').replace(/[^\w-]/g, ''));
      kin = owned || owner[1]?.startsWith('family') ? 'family-relatives' : null;
    }
    if (!kin || SPEAKS.test(after)) continue;
    const pronoun = owner ? null : FEMALE.test(m[0]) ? 'her' : MALE.test(m[0]) ? 'him' : /s$/.test(m[0]) ? 'them' : null;
    out.push({ member: kin, at, end: at + m[0].length, pronoun });
  }
  return out;
}

/**
 * The family type of the person the message is about, or null: the one the user means to talk to ("how do i tell
 * my dad", "…my sister, how do i tell her") counts 3 or 2, the one after a turn ("but my dad…") 1, the first named ½;
 * a messenger ("my mum says…") nothing.
 */
export function familyMember(text: string): Member | null {
  const lower = text.slice(0, 2000).toLowerCase().replace(/[’‘`]/g, "'").replace(/\b(\w+) in law/g, '$1-in-law');
  const found = mentions(lower);
  const scores: Record<Member, number> = { 'family-parents': 0, 'family-siblings': 0, 'family-relatives': 0, 'family-kids': 0 };
  found.forEach((m, i) => {
    const before = lower.slice(Math.max(0, m.at - 40), m.at);
    const sentence = lower.slice(0, m.at).split(/[.!?\n]/).pop() ?? '';
    scores[m.member] += (i === 0 ? 0.5 : 0) + (TALKED_TO.test(before) ? 3 : 0) + (TURN.test(sentence) ? 1 : 0);
  });
  for (const p of lower.matchAll(TALK_PRONOUN)) {
    const last = found.filter((m) => m.end <= (p.index ?? 0) && m.pronoun === p[1]).pop();
    if (last) scores[last.member] += 2;
  }
  return strongest(scores);
}

export function rerankByFamilyMember<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  if (!top?.type.startsWith('family-')) return [...ranked];
  const member = familyMember(text);
  if (!member || member === top.type) return [...ranked];
  return moveUp(ranked, (type) => type === member, SHARE, DEPTH);
}
