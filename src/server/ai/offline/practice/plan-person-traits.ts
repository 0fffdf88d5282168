import type { PlannedPractice, PracticePlanDraft } from '../../practice-ai';
import lexicon from '../../understanding/lexicons/parts-of-speech.json';
import { detectJobRole } from '../details';
import { capitalize, normalize } from '../text-utils';
import { isPersonWord } from '../../understanding/people';
import type { PlanKind } from './plan-context';
import type { Pronouns } from './roles';

/**
 * Who the other person is, as the user stated it (issue #23 point 2): their job or trade ("she is a
 * tattoo artist", read by the understanding layer's job reader detectJobRole) and what they do ("he
 * runs the record shop downstairs", "she keeps bees in her garden", "and loves bouldering"), read by
 * grammar: a present-tense verb whose subject is the person (he, she, they, who, their name, or a
 * clause joined by "and" to one about them). The plan writes it as one sentence ("Mira is a tattoo
 * artist. She teaches yoga at your studio.") leading every personal practice's scenario, which is
 * where the character reads its job (persona-facts-stated.ts) and its pastimes from.
 */

/** Practices with someone from the user's own life, whose job and pastimes the character lives. */
export const PERSONAL_KINDS: ReadonlySet<PlanKind> = new Set<PlanKind>([
  'crush-ask-out', 'crush-start', 'ex-apology', 'ex-reconnect', 'partner-repair', 'first-date', 'second-date', 'new-match',
  'friend-make', 'friend-reconnect', 'friend-repair', 'roommate', 'family-repair',
]);

export interface StatedPerson {
  /** "tattoo artist", "retired farmer". */
  job: string | null;
  /** Third-person verb phrases, in the second person for the user ("runs the record shop downstairs", "teaches yoga at your studio"). */
  doings: string[];
}

const VERBS = new Set(lexicon.verbs.split(' '));
/** Verbs that say no trait: being and having, saying and thinking, feelings about the user, habits the user complains of. */
const NOT_DOINGS = new Set(
  ('is was has does says said thinks reckons wants needs seems feels knows means gets goes hates misses likes loves enjoys ' +
    'lives deserves asks tells texts calls messages blames ignores owes uses takes leaves forgets expects worries cares hopes ' +
    'mentions posts always never also really just still even only actually usually sometimes').split(' '),
);
/** Doings that name pastimes the user's interest reader already keeps ("loves hiking"). */
const PASTIME_VERBS = new Set(['loves', 'enjoys', 'likes']);
const SUBJECTS = /^(?:he|she|they|who)$/;
const ADVERBS = /^(?:also|really|actually|still|now)$/;
/** "she just got back…", "he recently moved…": news of the person's, kept with its adverb. */
const RECENT = /^(?:just|recently|finally)$/;
/** How a person is, when the user says it ("he's quite shy", "a bit of a homebody"): personality, not a passing feeling ("upset", "busy"). */
const TRAIT_ADJECTIVES = new Set(
  ('shy quiet outgoing introverted extroverted funny chatty loud sporty nerdy geeky sarcastic serious anxious awkward confident ' +
    'laid-back laidback chill kind stubborn competitive organised organized messy private reserved bubbly sensitive grumpy intense ' +
    'clumsy lazy talkative friendly sweet cheeky moody independent ambitious creative adventurous spontaneous cautious blunt ' +
    'generous patient impatient forgetful dramatic easygoing easy-going quirky posh religious vegan vegetarian sociable introspective').split(' '),
);
const TRAIT_NOUNS = new Set('homebody introvert extrovert bookworm nerd geek joker worrier perfectionist hermit foodie chatterbox workaholic gamer'.split(' '));
/** "quite", "a bit", "really": how much of the trait, kept with it. */
const DEGREE = /^(?:(?:quite|really|very|so|pretty|super|fairly|rather|extremely|painfully|incredibly|kinda|a bit(?! of)|a little(?! bit of)|a little bit(?! of)|kind of) )?/;
/** A be-verb after the person's subject, or one joined to it ("he's", "who's"). */
const BE = /^(?:is|are|'s|'re)$/;
const SUBJECT_BE = /^(he|she|they|who)(?:'s|'re)$/;

/** Irregular past forms (the regular ones end in -ed): what the person did, told as news. */
const IRREGULAR_PAST = new Set('got had went came became bought left lost broke began won took made gave met sold built ran flew drove wrote quit found split'.split(' '));
/** A time that dates a past doing ("last month", "two weeks ago", "in march"). */
const DATED = /\b(?:last (?:week|month|year|night|weekend|summer|spring|autumn|winter)|ago|this (?:week|month|year)|yesterday|in (?:january|february|march|april|may|june|july|august|september|october|november|december))\b/;
/** Where a verb phrase ends: a clause about someone else, a reason, a linking word. */
const PHRASE_END = /\s(?:and|but|so|because|cos|when|if|since|though|although|which|i|we|you|me|my ex|and i)\b.*$/;
const FIRST_PERSON = /\b(?:i|me|we|us|i'm|im|i've|ive)\b/;
const SECOND_PERSON: Record<string, string> = { my: 'your', mine: 'yours', our: 'your', myself: 'yourself' };

/** "-s" verb of the person's: a word the lexicon tags as an inflected verb, or any -s word right after "he/she" ("surfs", "paints"). */
function isVerb(word: string, afterPronoun: boolean): boolean {
  if (NOT_DOINGS.has(word) || !/^[a-z]{3,}s$/.test(word) || /(?:ss|us|is)$/.test(word)) return false;
  return VERBS.has(word) || afterPronoun;
}

/** A past verb of the person's ("failed", "got"): news, kept only when dated or said to be recent. */
function isPastVerb(word: string): boolean {
  if (NOT_DOINGS.has(word) || /^(?:said|told|asked|thought|wanted|needed|seemed|felt|knew|meant|did|was|were|used)$/.test(word)) return false;
  return IRREGULAR_PAST.has(word) || (/^[a-z]{3,}ed$/.test(word) && VERBS.has(word));
}

/** The words after the verb, to the end of the clause, with the user's "my" as "your". */
function objectOf(rest: string): string {
  const clause = rest.split(/[,.;!?()]/)[0]!.replace(PHRASE_END, '').trim();
  return clause
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => SECOND_PERSON[w] ?? w)
    .join(' ');
}

/**
 * What the person does, from the request: verbs after their pronoun, name or "who", or after "and"
 * that continues a clause about them. `leading`: only a sentence's own subject counts (the practice's
 * scenario, whose template clauses like "someone who speaks another language" are not the person's).
 */
function doingsIn(norm: string, name: string | null, leading = false): string[] {
  const words = norm.replace(/[’]/g, "'").split(/\s+/);
  const found: string[] = [];
  const nameLower = name?.toLowerCase() ?? null;
  let aboutThem = false;
  for (let i = 0; i < words.length && found.length < 3; i++) {
    const raw = words[i] as string;
    const w = raw.replace(/[^a-z']/g, '');
    const ended = /[,.;!?]$/.test(raw);
    // The person: a pronoun, "who", their name, or their relation word after "my"/"your" ("my mum runs a salon").
    const owner = (k: number) => /^(?:my|your|the|a|an)$/.test(words[k]?.replace(/[^a-z]/g, '') ?? '');
    // A singular relation word ("my mum", "your new match", "a potential new friend"; not "my kids"), after my/your/the/a and up to two words.
    const plain = (k: number) => /^[a-z]+$/.test(words[k] ?? '');
    const ownedAt = isPersonWord(w) && !/s$/.test(w) ? (owner(i - 1) ? i - 1 : owner(i - 2) && plain(i - 1) ? i - 2 : owner(i - 3) && plain(i - 2) && plain(i - 1) ? i - 3 : -1) : -1;
    const startsAt = ownedAt >= 0 ? ownedAt : i;
    const opensSentence = startsAt === 0 || /[.!?]$/.test(words[startsAt - 1] ?? '');
    // "he's quite shy", "who's a bit of a homebody": the contraction is the subject and its "is".
    const contracted = SUBJECT_BE.exec(w)?.[1];
    if (contracted && (!leading || (opensSentence && contracted !== 'who'))) {
      aboutThem = true;
      if (!ended) takeTrait(i + 1);
      continue;
    }
    if ((SUBJECTS.test(w) || (nameLower !== null && w === nameLower) || ownedAt >= 0) && (!leading || (opensSentence && w !== 'who'))) {
      let k = i + 1;
      while (ADVERBS.test(words[k]?.replace(/[^a-z]/g, '') ?? '')) k++;
      const verb = words[k]?.replace(/[^a-z]/g, '') ?? '';
      aboutThem = true;
      if (!ended && isVerb(verb, /^(?:he|she)$/.test(w)) && !/[,.;!?]$/.test(words[k] ?? '')) take(verb, words.slice(k + 1).join(' '));
      else if (!ended && BE.test(verb)) takeTrait(k + 1);
      else if (!ended) takePast(k);
      continue;
    }
    // Another subject, or the sentence's end, closes the clause about them.
    if (/^(?:i|we|me|you|your|it)$/.test(w) || /[.!?:]$/.test(raw)) aboutThem = false;
    // "he is a carpenter and builds furniture": "and" continues the clause about them.
    if (aboutThem && w === 'and') {
      const verb = words[i + 1]?.replace(/[^a-z]/g, '') ?? '';
      if ((isVerb(verb, true) || PASTIME_VERBS.has(verb)) && !/[,.;!?]$/.test(words[i + 1] ?? '')) take(verb, words.slice(i + 2).join(' '));
      else if (!takeTrait(i + 1)) takePast(i + 1);
      continue;
    }
  }
  return found;

  /** "quite shy", "a bit of a homebody" from word k: kept as "is quite shy" when the clause ends there. True when one was taken. */
  function takeTrait(k: number): boolean {
    const rest = words.slice(k, k + 7).join(' ');
    const clause = rest.split(/[,.;!?()]/)[0]!.replace(PHRASE_END, '').trim();
    const degree = DEGREE.exec(clause)?.[0] ?? '';
    const after = clause.slice(degree.length);
    const noun = /^(?:(?:a bit of|a real|such|a total|a big|an|a) )+(?:an? )?([a-z]+)$/.exec(after)?.[1];
    const trait = TRAIT_ADJECTIVES.has(after) ? `${degree}${after}` : noun && TRAIT_NOUNS.has(noun) ? `${degree}${after}` : null;
    if (!trait || found.includes(`is ${trait}`)) return false;
    found.push(`is ${trait}`);
    return true;
  }

  /** "just got back from Peru", "failed his driving test last month": a past doing at word k, with "just" kept. */
  function takePast(k: number) {
    const recent = RECENT.test(words[k]?.replace(/[^a-z]/g, '') ?? '') ? (words[k]?.replace(/[^a-z]/g, '') as string) : null;
    const at = recent ? k + 1 : k;
    const verb = words[at]?.replace(/[^a-z]/g, '') ?? '';
    if (!isPastVerb(verb) || /[,.;!?]$/.test(words[at] ?? '')) return;
    const object = objectOf(words.slice(at + 1).join(' '));
    // "just matched with you": a clause cut at the user ("with" left dangling) is about the two of you, not their news.
    if (/\b(?:with|to|at|on|for|about|from|of|in|by)$/.test(object)) return;
    // Undated, it may be what they did to the user ("borrowed the car"); dated or recent, it is their news.
    if (recent || DATED.test(object)) take(recent ? `${recent} ${verb}` : verb, words.slice(at + 1).join(' '));
  }

  function take(verb: string, rest: string) {
    const object = objectOf(rest);
    // "keeps eating my food" is a habit the user complains of; "keeps bees" is a pastime.
    if (!object || FIRST_PERSON.test(object) || /^(?:you|u)\b/.test(object) || (verb === 'keeps' && /^[a-z]+ing\b/.test(object))) return;
    const phrase = `${verb} ${object}`;
    if (!found.includes(phrase)) found.push(phrase);
  }
}

/** What the character does, as the practice's scenario states it (sentence subjects only) and as the simulator's persona describes them. */
export function characterDoings(scenario: string, persona: string | null, name: string | null): string[] {
  const fromScenario = doingsIn(normalize(scenario).replace(/[’]/g, "'"), name, true);
  // A simulator's persona ("he is funny") describes them for the simulator's own voice; traits come from the practice's sentence.
  const fromPersona = persona ? doingsIn(normalize(persona).replace(/[’]/g, "'"), name).filter((d) => !/^is /.test(d)) : [];
  return [...fromScenario.map((d) => asWrittenIn(scenario, d)), ...fromPersona.filter((d) => !fromScenario.includes(d)).map((d) => asWrittenIn(persona ?? '', d))].slice(0, 3);
}

/** The job is the user's own when they say so ("I'm a nurse", "as a teacher I…"). */
function usersOwnJob(norm: string, job: string): boolean {
  const at = norm.indexOf(job.toLowerCase());
  return at >= 0 && /\b(?:i'm|im|i am|i work as|i was|i'm working as) (?:an? )?(?:[a-z]+ )?$/.test(norm.slice(Math.max(0, at - 24), at));
}

/** The person's job and doings; `interests` (the understanding layer's "loves X") join the doings as "loves X". */
export function statedPersonIn(text: string, name: string | null, interests: readonly string[] = []): StatedPerson {
  const norm = normalize(text).replace(/[’]/g, "'");
  const read = detectJobRole(text);
  const job = read && !usersOwnJob(norm, read) && !/'s\b|\bs\b/.test(read) ? read.toLowerCase() : null;
  const doings = doingsIn(norm, name).filter((d) => !job || !d.includes(job));
  const loved = interests.filter((i) => !doings.some((d) => d.includes(i)));
  if (loved.length > 0) doings.push(`loves ${loved.join(' and ')}`);
  return { job, doings: doings.filter((d) => !/^loves /.test(d) || d.split(' ').length <= 5).map((d) => asWrittenIn(text, d)) };
}

/** A doing read from normalised text, with the capitals the text gave it ("just got back from Peru"). */
function asWrittenIn(text: string, doing: string): string {
  const written = text.replace(/[’]/g, "'");
  const at = written.toLowerCase().indexOf(doing);
  return at >= 0 ? written.slice(at, at + doing.length) : doing;
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/** "Mira is a tattoo artist. She runs the record shop downstairs." — '' when nothing was stated. */
export function personSentence(who: string, pronouns: Pronouns, stated: StatedPerson): string {
  const parts: string[] = [];
  const plural = who === 'they';
  if (stated.job) parts.push(`${capitalize(who)} ${plural ? 'are' : 'is'} ${article(stated.job)}.`);
  if (stated.doings.length > 0) {
    const subject = stated.job ? capitalize(pronouns.subj) : capitalize(who);
    const verbs = (stated.job ? pronouns.subj === 'they' : plural) ? stated.doings.map(baseForm) : stated.doings;
    parts.push(`${subject} ${verbs.join(' and ')}.`);
  }
  return parts.join(' ');
}

/** "runs the shop" said of "they": "run the shop". */
function baseForm(doing: string): string {
  if (/^is /.test(doing)) return doing.replace(/^is /, 'are ');
  const [verb, ...rest] = doing.split(' ');
  const base = (verb as string).replace(/(?:ch|sh|x)es$/, (m) => m.slice(0, -2)).replace(/ies$/, 'y').replace(/s$/, '');
  return [base, ...rest].join(' ');
}

/** "a tattoo artist who runs the record shop" for the coach's plan text, or ''. */
export function personPhrase(stated: StatedPerson): string {
  const does = stated.doings.join(' and ');
  if (stated.job) return `${article(stated.job)}${does ? ` who ${does}` : ''}`;
  return does ? `someone who ${does}` : '';
}

/** The sentence leads every practice's scenario (after what happened, when the scenario opens with it). */
export function withPerson(plan: PracticePlanDraft, sentence: string): PracticePlanDraft {
  if (!sentence) return plan;
  const practices = plan.practices.map((p): PlannedPractice => {
    const scenario = p.details.scenario;
    if (scenario.includes(sentence)) return p;
    const told = /^(?:What happened|This is about)[^.]*\.\s*/.exec(scenario)?.[0] ?? '';
    // The template's own "X loves hiking." gives way: the sentence says it.
    const rest = scenario.slice(told.length).replace(/ ?[A-Z][\w ]{0,30} loves [^.]+\.(?= |$)/, (m) => (sentence.includes(m.trim().replace(/^\S+ (?:\S+ )?loves /, 'loves ').replace(/\.$/, '')) ? '' : m));
    return { ...p, details: { ...p.details, scenario: `${told}${sentence} ${rest}`.replace(/\s+/g, ' ').trim() } };
  });
  return { ...plan, practices };
}
