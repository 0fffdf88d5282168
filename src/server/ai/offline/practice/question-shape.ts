import { askedClause, framedQuestion } from './question-frames';

/**
 * A question put indirectly, in chat spelling or after a nervous lead-in, turned into the plain
 * question it asks, so the readers downstream see the shape they know: "mind telling me why you
 * stopped replying" → "why you stopped replying?", "I was wondering whether you'd be up for
 * saturday" → "would you be up for saturday?", "um sorry im nervous, what happens next" → "what
 * happens next?", "if you could live anywhere where would it be" → "where would it be if you could
 * live anywhere?", "u free next week or nah" → "you free next week?".
 */

const DAY_IN_FULL: Readonly<Record<string, string>> = { mon: 'monday', tue: 'tuesday', wed: 'wednesday', thu: 'thursday', fri: 'friday', sat: 'saturday', sun: 'sunday' };

/** Chat spellings of the words a question's shape is read from. */
const CHAT_WORDS: readonly (readonly [RegExp, string | ((...m: string[]) => string)])[] = [
  [/\bu\b/gi, 'you'],
  [/\bur\b/gi, 'your'],
  [/\bya\b/gi, 'you'],
  [/\bwhats\b/gi, "what's"],
  // "wat", "wut": the chat spellings of "what", which opens the question.
  [/\b(?:wat|wut)\b/gi, 'what'],
  [/\bwheres\b/gi, "where's"],
  [/\bhows\b/gi, "how's"],
  [/\bim\b/gi, "I'm"],
  [/\bwanna\b/gi, 'want to'],
  [/\bgonna\b/gi, 'going to'],
  [/\br (?=you\b)/gi, 'are '],
  // Texting shorthands of the words a question is read from ("wyd after this", "nxt wknd any better", "ok if i ask abt salary").
  [/\bwyd\b/gi, 'what are you doing'],
  [/\b(?:hbu|wbu)\b/gi, 'what about you'],
  [/\bnxt\b/gi, 'next'],
  [/\bwknd\b/gi, 'weekend'],
  [/\babt\b/gi, 'about'],
  [/\b(?:tmrw|tmr|tmw|2moro|2mrw)\b/gi, 'tomorrow'],
  [/\b(?:pls|plz)\b/gi, 'please'],
  // "u free fri", "on thurs?": a day cut short after the words that take a day.
  [/\b(free|on|this|next|till|until|by|before|after|from) (mon|tues?|wed|weds|thur|thurs?|fri|sat|sun)\b/gi, (_m: string, by: string, day: string) => `${by} ${DAY_IN_FULL[day.toLowerCase().slice(0, 3)] ?? day}`],
];

const OPENER = String.raw`(?:what|what's|which|where|where's|when|who|whose|why|how|how's|do|does|did|are|is|was|were|have|has|had|can|could|would|will|should|you|any|if|mind|tell me|i was wondering|i'm wondering|i wonder|can i ask|could i ask)`;
const OPENS_QUESTION = new RegExp(String.raw`^${OPENER}\b`, 'i');

/** Words that open a chat line without being part of what it asks. */
/** Candour adverbs ("honestly what do you think of…") frame the question the same way without asking anything. */
const FILLERS = /^(?:(?:so|and|but|ok|okay|oh|hey|wait|hmm+|well|also|um+|uh+|er+|erm|honestly|seriously|genuinely)\b,?\s+)+/i;

const ASKS_OUTRIGHT = /^(?:what|what's|which|where|where's|when|who|whose|why|how|how's)\b|^(?:do|does|did|are|is|was|were|have|has|had|can|could|would|will|should) (?:you|i|we|he|she|they|it|there|the|your|my|our|his|her|their|this|that|anyone)\b/i;

/** A tag alone: "is it", "wouldn't you", "right", "yeah". */
const BARE_TAG = /^(?:(?:do|does|did|are|is|was|were|have|has|had|would|will|could|can|should|wo|ca)(?:n't|nt)? (?:you|u|i|it|they|we|he|she|there|ya)|right|yeah|eh|innit|correct|no)\W*$/i;

/** Where a clause may end: a comma, "but", a dash. */
const CLAUSE_BREAK = /,\s*|\s+but\s+|\s*[-–—]\s+/gi;

/**
 * Options put before the question that chooses between them ("this wednesday or next, which suits you
 * better?", "tea or coffee, what do you fancy?") are what it asks about, not a lead-in: they go after it.
 */
const CHOICE_FIRST = /^(?:[a-z'-]+ ){0,2}[a-z'-]+ or (?:[a-z'-]+ ){0,2}[a-z'-]+$/i;

/**
 * "this wednesday or next": the second option names only its determiner, and takes the first one's
 * noun ("next wednesday"), as the reader of either/or needs two whole options.
 */
function choiceInFull(choice: string): string {
  return choice.replace(/^(this|next|last|the first|the second) ([a-z]+) or (this|next|last|the other|the one after)$/i, '$1 $2 or $3 $2');
}

/**
 * A lead-in that asks nothing ("be honest", "sorry this is random but", "sorry this is a slightly
 * awkward one but i ask everyone"): the question is the first clause after it that opens as a
 * question (a question word or an auxiliary), whatever the lead-in's length, as long as no clause
 * of the lead-in opens as one itself.
 */
function dropLeadIn(s: string): string {
  let first = true;
  for (const m of s.matchAll(CLAUSE_BREAK)) {
    const at = m.index ?? 0;
    const lead = s.slice(0, at).trim();
    const rest = s.slice(at + m[0].length).trim();
    if (lead.length < 2 || lead.length > 100 || rest.length < 3) continue;
    // "it's not because of me, is it?": a tag after a statement is no question of its own; the statement is what is put.
    if (BARE_TAG.test(rest)) return s;
    // "tea or coffee, if we meet up?": a condition with no question after it qualifies the lead, it is not what is asked.
    if (/^if\b/i.test(rest) && mainClauseFirst(rest) === rest) continue;
    // A lead-in with a clause that asks is part of the question ("what do you do, is it fun").
    if (lead.split(CLAUSE_BREAK).some((part) => OPENS_QUESTION.test(part.trim()))) return s;
    // The first break keeps the old reading; a later one needs a question word or an auxiliary and
    // its subject ("…, you know how it is" is no question put after a long lead-in).
    if (first && lead.length <= 45 ? OPENS_QUESTION.test(rest) : ASKS_OUTRIGHT.test(rest)) return CHOICE_FIRST.test(lead) && /^(?:which|what)\b/i.test(rest) ? `${rest} ${choiceInFull(lead)}` : rest;
    first = false;
  }
  return s;
}

/**
 * A polite or explaining tail after the question asks nothing of its own: "…, if that's ok to ask",
 * "…, if you don't mind me asking", "…, just so I know for next time", "…, out of interest".
 */
const POLITE_TAIL = /,?\s+(?:honestly|to be honest|tbh|if (?:that'?s|thats|it'?s|its) (?:ok(?:ay)?|alright|fine|not too personal)(?: to ask)?|if (?:you|u) (?:don'?t|dont) mind(?: me asking| my asking)?|if i (?:can|may|could) ask|just so i know(?: for [a-z ]{2,20})?|(?:just )?out of (?:interest|curiosity)|just curious|be honest)$/i;

/**
 * A tail that leaves the choice to the listener or excuses the asking adds no question of its own:
 * "…, whatever works", "…, up to you", "…or is that none of my business", "…or is that weird to ask".
 */
const LEAVES_IT_TO_THEM = /,?\s+whatever (?:works|suits|is easier|is best|you prefer)(?: (?:for|with) (?:you|u))?(?: best)?$|,\s*(?:(?:it'?s |its )?(?:up to (?:you|u)|your call|your choice)|no (?:pressure|rush|worries)|either (?:is|'s) fine|either way)$|\s+or (?:is|would) (?:that|it) (?:be )?(?:none of my business|too personal|(?:a )?(?:weird|strange|odd|rude|nosy)(?: question| thing)?(?: to ask)?|out of line|overstepping)$/i;

/** Two options and nothing else: "all at once or bit by bit", "this week or next". */
const ONLY_A_CHOICE = /^(?:[a-z'-]+ ){0,3}[a-z'-]+ or (?:[a-z'-]+ ){0,3}[a-z'-]+$/i;

/** An indirect ask turned into the question it embeds. */
function direct(s: string): string {
  let m: RegExpExecArray | null;
  // "mind telling me why…", "would you mind telling me when…", "tell me what…".
  if ((m = /^(?:(?:would|do) you )?(?:mind )?(?:telling|tell|explaining|explain|sharing|share)(?: with)? me (?:about )?(what|which|where|when|who|whose|why|how|whether|if)\b\s*(.*)$/i.exec(s))) {
    return /^(?:whether|if)$/i.test(m[1] as string) ? whetherClause(m[2] as string) : askedClause(m[1] as string, m[2] as string);
  }
  // "I was wondering whether you'd…", "I wonder if you could…", "just wondering where…".
  if ((m = /^(?:i (?:was|am|'m) |i )?(?:just )?wonder(?:ing)? (what|which|where|when|who|whose|why|how|whether|if)\b\s*(.*)$/i.exec(s))) {
    return /^(?:whether|if)$/i.test(m[1] as string) ? whetherClause(m[2] as string) : askedClause(m[1] as string, m[2] as string);
  }
  // "any chance you'd be around…", "is there any chance you could…": a yes/no put softly.
  if ((m = /^(?:is there )?(?:any|by any) chance (?:that )?((?:you|we|i|he|she|they|it)\b.*)$/i.exec(s))) return whetherClause(m[1] as string);
  // "i need to know when…", "id love to hear how…", "not sure if you realise…", "tell me about…".
  return framedQuestion(s) ?? s;
}

/** "you'd be up for saturday" → "would you be up for saturday"; "you're free" → "are you free". */
function whetherClause(clause: string): string {
  const m = /^(you|we|i|he|she|they|it)(?:'d| would)\s+(.*)$/i.exec(clause);
  if (m) return `would ${m[1]} ${m[2]}`;
  const aux = /^(you|we|i|he|she|they|it) (could|can|will|would|should|might|have|had|are|were|was|do|did)\s+(.*)$/i.exec(clause);
  if (aux) return `${aux[2]} ${aux[1]} ${aux[3]}`;
  const be = /^(you|we|they)(?:'re| are)\s+(.*)$/i.exec(clause);
  if (be) return `are ${be[1]} ${be[2]}`;
  const ll = /^(you|we|they|i)'ll\s+(.*)$/i.exec(clause);
  if (ll) return `will ${ll[1]} ${ll[2]}`;
  return `do ${clause}`;
}

/** "if you could live anywhere where would it be" → "where would it be if you could live anywhere". */
function mainClauseFirst(s: string): string {
  const m = /^if (.{3,80}?),?\s+((?:what|which|where|when|who|how|why)\b.*|(?:would|will|could|do|does|is|are) (?:you|it|that|we|i)\b.*)$/i.exec(s);
  if (!m?.[1] || !m[2] || !/\b(?:you|i|we|he|she|they|it)\b/i.test(m[1])) return s;
  return `${m[2].replace(/[?!.]+$/, '')} if ${m[1]}`;
}

const NEGATIVE_AUX: Readonly<Record<string, string>> = { don: 'do', doesn: 'does', didn: 'did', isn: 'is', aren: 'are', wasn: 'was', weren: 'were', haven: 'have', hasn: 'has', can: 'can', couldn: 'could', wouldn: 'would', won: 'will', shouldn: 'should' };

/**
 * A question opened by a negative auxiliary asks what the plain one asks, and takes the same yes or
 * no ("doesn't the cold bother you?" — "no, not really" / "yes, it does"): "doesnt the cold bother
 * you or do you just get used to it" → "does the cold bother you or do you just get used to it".
 * Only before a subject, so "don't worry about it" stays an order.
 */
function positiveAux(s: string): string {
  return s.replace(/^(don|doesn|didn|isn|aren|wasn|weren|haven|hasn|can|couldn|wouldn|won|shouldn)'?t\s+(?=(?:you|i|we|they|he|she|it|the|your|that|this|there)\b)/i, (_, aux: string) => `${NEGATIVE_AUX[aux.toLowerCase()] ?? aux} `);
}

/**
 * A statement put as a question ("so you're free saturday then?", "you've been before?"): said with a
 * question mark, or closed by an inferring "then", it asks what the plain yes/no asks ("are you free
 * saturday?"). Read as a statement it got no yes or no ("free saturday… depends on my mood"). A
 * statement with a tag ("…, right?") is left to the tag reader (answer-negation.ts), which says it back.
 */
function statementAsked(s: string, asked: boolean): string {
  const m = /^(you|u)(?:['’]re|re| are|['’]ve|ve| have|['’]d| would|['’]ll| will| can| could| should)\s+(.{3,80}?)(,? then)?$/i.exec(s);
  if (!m || !(asked || m[3])) return s;
  const rest = m[2] as string;
  // "you're not…" keeps its negation out of the question: the yes or no is the same ("are you…").
  if (/^(?:right|yeah|ok|okay)\b|(?:,\s*|\s+)(?:right|yeah|yes|no|eh|innit|(?:do|does|did|are|is|was|were|have|has|had|would|will|could|can|should|wo|ca)(?:n't|nt)? (?:you|u|i|it|they|we|ya))$/i.test(rest)) return s;
  const verb = /^(?:you|u)(?:['’]re|re| are)/i.test(s) ? 'are' : /^(?:you|u)(?:['’]ve|ve| have)/i.test(s) ? 'have' : /^(?:you|u)(?:['’]d| would)/i.test(s) ? 'would' : /^(?:you|u)(?:['’]ll| will)/i.test(s) ? 'will' : (/^(?:you|u) (can|could|should)/i.exec(s)?.[1] ?? 'are');
  return `${verb} you ${rest.replace(/^not\s+/i, '')}`;
}

/** The plain question a sentence asks, or the sentence unchanged when it is no question of these shapes. */
export function directQuestion(sentence: string): string {
  const asked = /\?\s*$/.test(sentence);
  const bare = sentence.trim().replace(/[?!.…]+\s*$/, '');
  let s = bare.replace(FILLERS, '').replace(/\s+(?:lol|lmao|haha|hahaha|tho)$/i, '');
  for (const [re, to] of CHAT_WORDS) s = typeof to === 'string' ? s.replace(re, to) : s.replace(re, to as (...m: string[]) => string);
  // "…or nah", "…or not": a yes/no, not a choice.
  s = s.replace(/,?\s+or (?:nah|naw|nope|not|no)$/i, '');
  s = statementAsked(mainClauseFirst(direct(dropLeadIn(positiveAux(s.replace(POLITE_TAIL, '').replace(LEAVES_IT_TO_THEM, ''))))), asked);
  // "where and when…": the time is the part a plan needs; the place comes with it.
  s = s.replace(/^where and when\b/i, 'when and where');
  // "nxt wknd any better or nah": a day put forward with no verb asks whether it suits them.
  s = s.replace(/^((?:next|this|on) (?:[a-z]+day|weekend|week)(?: (?:morning|afternoon|evening|night))?) ((?:any )?(?:better|good|ok(?:ay)?|free))$/i, 'is $1 $2');
  // "all at once or bit by bit, whatever works": the options, once the tail is gone, are what is asked.
  const choice = s !== bare && ONLY_A_CHOICE.test(s);
  // A sentence no shape changed stays as written (whatever it asks is read as before).
  if (s === bare || !(asked || choice || OPENS_QUESTION.test(s))) return sentence;
  return `${s}?`;
}
