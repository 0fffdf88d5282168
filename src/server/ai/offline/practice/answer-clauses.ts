import type { Stance } from './dialogue';

/**
 * Either/or questions between two whole clauses: "have we met before or do you just follow my
 * page?", "is the place across campus ok or is that too far?", "r u having a rough day or is it
 * about what I wrote?". The word-level either/or took the last word of each side ("before or do")
 * and said it back garbled. Here each side is said back as a statement in the character's voice,
 * and one is chosen: the side asking whether something suits them when they are willing (not
 * after a no, unless it names a new day), else the other one — the one the user offers as the
 * real reason.
 */

const AUX = String.raw`(?:is|are|r|was|were|do|does|did|have|has|can|could|would|will)`;
const SUBJECT = String.raw`(?:it|that|this|there|you|u|i|we|they|he|she|someone|somebody|anyone|anybody)`;
/** A side's subject: a pronoun, or a doing named by its gerund ("…or is telling you enough?"). */
const SIDE_SUBJECT = String.raw`(?:${SUBJECT}|[a-z]{3,}ing)`;
const CLAUSES = new RegExp(String.raw`^(${AUX}) (.{3,60}?) or (?:(?:is|are|was|were|do|does|did|have|has|can|could|would|will) ${SIDE_SUBJECT}) (.{2,60})$`);
const SECOND = new RegExp(String.raw` or ((?:is|are|was|were|do|does|did|have|has|can|could|would|will) ${SIDE_SUBJECT} .{2,60})$`);

const SUBJECT_OF: Record<string, string> = { anyone: 'someone', anybody: 'somebody', you: 'I', u: 'I', i: 'you', we: 'we', they: 'they', he: 'he', she: 'she', it: 'it', that: 'that', this: 'this', there: 'there' };
const OBJECT_SWAP: Record<string, string> = { my: 'your', me: 'you', your: 'my', ur: 'my', you: 'me', u: 'me', i: 'you', mine: 'yours', yours: 'mine' };
/** "you" after a word that opens a clause is its subject ("…when you moved" → "…when I moved", not "when me moved"). */
const OPENS_CLAUSE = /\b(?:when|because|cos|since|after|before|while|until|till|once|if|though|although|where|that|so) $/;
const AGREE: Record<string, string> = { were: ' was', are: ' am', "'re": "'m" };
const swapRest = (text: string) =>
  text
    .replace(/\b(?:my|me|your|ur|you|u|i|mine|yours)\b/g, (w, at: number) => ((w === 'you' || w === 'u') && OPENS_CLAUSE.test(text.slice(Math.max(0, at - 10), at)) ? '\u0001' : (OBJECT_SWAP[w] ?? w)))
    .replace(/\u0001(?: (were|are)\b|('re))?/g, (_m, be?: string, re?: string) => `I${be ? AGREE[be] : re ? AGREE[re] : ''}`);

/** "be" said with its subject: "I'm", "it's", "we're". */
function be(subject: string, aux: string): string {
  const past = aux === 'was' || aux === 'were';
  if (subject === 'I') return past ? 'I was' : "I'm";
  if (['you', 'we', 'they'].includes(subject)) return past ? `${subject} were` : `${subject}'re`;
  return past ? `${subject} was` : `${subject}'s`;
}

const IRREGULAR: Record<string, string> = { give: 'gave', go: 'went', get: 'got', take: 'took', come: 'came', make: 'made', see: 'saw', do: 'did', have: 'had', leave: 'left', quit: 'quit', put: 'put', find: 'found', keep: 'kept', lose: 'lost', tell: 'told', say: 'said', buy: 'bought', think: 'thought', meet: 'met', feel: 'felt', stop: 'stopped', drop: 'dropped', move: 'moved', end: 'ended', try: 'tried', start: 'started' };

/** The clause's first verb in the past: "give it up" → "gave it up", "just start" → "just started". */
function pastTense(clause: string): string {
  return clause.replace(/^((?:just|ever|actually|really|finally) )?([a-z]+)/, (_, adv: string | undefined, verb: string) => {
    const past = IRREGULAR[verb] ?? (/e$/.test(verb) ? `${verb}d` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ied` : `${verb}ed`);
    return `${adv ?? ''}${past}`;
  });
}

/** A yes/no clause as the character's statement: "do you just follow my page" → "I just follow your page". */
export function statementOf(clause: string): string | null {
  const m = new RegExp(String.raw`^(${AUX}) (${SUBJECT}) (.+)$`).exec(clause);
  if (m) {
    const [, aux, who, rest] = m as unknown as [string, string, string, string];
    const subject = SUBJECT_OF[who] ?? who;
    // Words that only a question carries ("are you any good", "have you ever been") leave the statement.
    const tail = swapRest(rest.replace(/\bany (?=(?:good|use|[a-z]{2,}er)\b)/, '').replace(/^ever /, ''));
    if (/^(?:is|are|r|was|were)$/.test(aux)) return `${be(subject, aux)} ${tail}`;
    if (aux === 'have' || aux === 'has') return `${subject === 'I' ? "I've" : `${subject} ${aux === 'has' ? 'has' : 'have'}`} ${tail}`;
    if (aux === 'do' || aux === 'does') return `${subject} ${tail}`;
    // "did you give it up" → "I gave it up", not "I did give it up".
    if (aux === 'did') return `${subject} ${pastTense(tail)}`;
    return `${subject} ${aux} ${tail}`;
  }
  // "is the place across campus ok", "is 5% doable": a thing, then how it is.
  const thing = /^(is|are|was|were) (.{2,40}?) ((?:any |really |too |so |very |a bit )?(?:ok|okay|fine|good|better|worse|doable|possible|realistic|far|close|enough|much|fair|[a-z]+able))(?: for (?:you|u|me))?$/.exec(clause);
  if (thing) return `${swapRest(thing[2] as string)} ${thing[1]} ${(thing[3] as string).replace(/^any /, '')}`;
  // "would headphones after 11 work", "could a later time suit you": a thing, a modal and whether it suits.
  const suits = /^(would|could|will|can|might) (.{2,40}?) (work|help|do|suit(?: (?:you|u|me))?|be (?:ok|okay|fine|better|enough|easier))(?: for (?:you|u|me))?$/.exec(clause);
  if (suits && !new RegExp(String.raw`^${SUBJECT}\b`).test(suits[2] as string)) return `${swapRest(suits[2] as string)} ${suits[1]} ${swapRest(suits[3] as string)}`;
  return null;
}

const SUITS = /\b(?:ok|okay|fine|good|better|doable|possible|realistic|work|works|suit|suits|close enough)\b/;

/** The answer to an either/or between two clauses, or null when the question is not one. */
export function clauseChoiceAnswer(text: string, stance: Stance, work: boolean): string | null {
  const q = text.toLowerCase().replace(/[’]/g, "'").replace(/[?!.…]+\s*$/, '').replace(/\s+(?:lol|haha|tho|then|now)$/, '').replace(/, or /g, ' or ').replace(/^(?:so|and|but|ok|okay|wait|hey|also),?\s+/, '').trim();
  // "is it the day or is it me?" asks which is the cause: the either/or of two things answers it.
  if (!CLAUSES.test(q) || /^(?:is|was) it .+ or (?:is|was) it\b/.test(q)) return null;
  const second = SECOND.exec(q)?.[1];
  if (!second) return null;
  const first = q.slice(0, q.length - second.length - 4).trim();
  const newDay = /\b(?:next |this )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|week)\b/.test(first);
  const firstSuits = SUITS.test(first) && (stance !== 'declined' || newDay);
  // Only the side said back must turn into a statement: "does the cold bother you or do you just
  // get used to it" → "no — I just get used to it", whatever the first side's subject.
  // The first side must be sayable too unless the second is about the character themselves ("…or do
  // you…"): "is the role office based or is there some working from home" is left to their facts.
  if (!firstSuits && !statementOf(first) && !new RegExp(String.raw`^${AUX} (?:you|u)\b`).test(second)) return null;
  const said = firstSuits ? statementOf(first) : statementOf(second);
  if (!said) return null;
  const line = firstSuits ? `yes — ${said}` : `no — ${said}`;
  return work ? `${line.charAt(0).toUpperCase()}${line.slice(1)}.` : line;
}
