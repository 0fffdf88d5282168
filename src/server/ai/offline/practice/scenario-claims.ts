/**
 * Checkable claims in a text, slot by slot, read the same way from a practice's scenario (what it
 * states) and from a user's line (what the user claims): an amount of a named kind (rent, salary,
 * the deposit kept, a debt, a budget, a price), a length of time (at an employer, late, since
 * matching), the month, weekday or year of an event, and whether an event happened (the parcel
 * arrived, the item was damaged, a debt was paid back, a dinner was cancelled, someone got in
 * touch, a degree, still working somewhere, who led a piece of work). Each claim keeps the words
 * it came from, so a reason can quote them. Every regex is bounded.
 */

export type ClaimValue =
  | { kind: 'quantity'; amount: number }
  | { kind: 'times'; words: readonly string[]; type: 'month' | 'weekday' | 'year' }
  | { kind: 'polarity'; happened: boolean }
  | { kind: 'actor'; who: string };

export interface Claim {
  /** What the claim is about ("amount:rent", "event:delivered", "time:review:month"). */
  slot: string;
  value: ClaimValue;
  /** The clause it was read from, as written. */
  clause: string;
  /** A length of time still running (at the current employer). */
  current?: boolean;
}

/** A clause and the sentence it is part of (quoted when the clause alone lacks its subject). */
export interface Clause {
  text: string;
  sentence: string;
  question: boolean;
}

const WORD_NUMBERS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90, couple: 2,
};
const NUMBER = String.raw`(?:\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|a couple of)`;
const DAYS_PER: Record<string, number> = { minute: 1 / 1440, min: 1 / 1440, hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 };

const MONEY = /(?:[£$€]\s?(\d[\d,]{0,12}(?:\.\d{1,2})?)\s?(k\b)?|\b(\d[\d,]{0,12}(?:\.\d{1,2})?)\s?(k\b|%|percent\b|pounds\b|dollars\b|euros\b))/i;
const DURATION = new RegExp(String.raw`\b(${NUMBER})\s+(minute|min|hour|day|week|month|year)s?\b`, 'i');

const toNumber = (raw: string) => WORD_NUMBERS[raw.toLowerCase().replace(/ of$/, '')] ?? Number(raw.replace(/,/g, ''));

/** Amount topics, most specific first: "£1,200 a month for the flat" is rent before it is a price paid. */
const MONEY_TOPICS: readonly (readonly [string, RegExp])[] = [
  ['deposit', /\bdeposit\b/],
  ['rent', /\brent\b|\b(?:a|per) month\b|\bmonthly\b/],
  ['debt', /\bowe[sd]?\b|\bdebt\b|\bborrowed\b|\blent\b|\bpay (?:you|her|him|them|me) back\b/],
  ['budget', /\bbudget\b|\bpool\b/],
  ['starting salary', /\b(?:joined|started|began)\b[^.]{0,40}\bon [£$€\d]/],
  ['salary', /\bearn(?:s|ing)?\b|\bsalary\b|\b(?:i'm|i am|you're|you are) on\b|\bpaid (?:me|you)\b(?! back)/],
  ['price', /\bpaid\b|\bcost\b|\bprice\b|\bspent\b|\bcharged\b|\brepair\b|\bto fix\b/],
];

/** Lengths of time: at an employer (any capitalised name after at/for is the employer), late, since matching or meeting. */
const DURATION_TOPICS: readonly (readonly [string, RegExp])[] = [
  ['late', /\blate\b/],
  ['known', /\bmatched\b|\bmet\b|\bdating\b|\btogether\b|\bknown each other\b/],
  ['tenure', /\b(?:worked|work|working|been|spent|employed)\b[^.]{0,40}\b(?:at|for|here|with)\b|\b(?:years?|months?) at [A-Z]|^(?:At|In) [A-Z]/],
];

/** Events a time is given for: the first one named in the clause. */
const TIMED_EVENTS: readonly (readonly [string, RegExp])[] = [
  ['review', /\b(?:review|appraisal|evaluation)\b/],
  ['borrow', /\bborrow(?:ed|ing)?\b|\blent\b/],
  ['speak', /\b(?:spoken|spoke|talked|spoken to|been in touch)\b/],
  ['leave', /\b(?:left|leaving|quit)\b/],
  ['order', /\b(?:ordered|bought|purchased|placed (?:the|your|my|an?) order)\b/],
  ['return', /\b(?:returned|sent (?:it|them|\w+) back)\b/],
  ['cancel', /\bcancell?ed\b/],
  ['move', /\bmoved (?:in|out)\b/],
];
const MONTH = /\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/g;
const WEEKDAY = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g;
const YEAR = /\b(?:19|20)\d\d\b/g;

/** Events with a yes or a no, read from either side: [slot, happened, did not happen]. The no is checked first. */
const EVENTS: readonly (readonly [string, RegExp, RegExp])[] = [
  [
    'delivered',
    /(?<!\b(?:tracking|app|website|courier|system) (?:says|said|shows|showed|marked)[^,.]{0,20})\b(?:arrived|was delivered|were delivered|got delivered|delivered (?:the|your|it|them)|(?:you|she|he|they) (?:received|got) (?:it|the|your|their|her|his)|signed for)\b/i,
    /\b(?:never (?:arrived|came|turned up|got there|reached)|(?:has|have|had)(?: not|n't) (?:arrived|come|turned up|been delivered)|did(?: not|n't) (?:arrive|come|turn up)|not (?:yet )?(?:arrived|delivered|received)|(?:is|was|went) (?:missing|lost)|lost in (?:the post|transit)|never (?:received|got) (?:it|the|her|his|their|my|your))\b/i,
  ],
  [
    'damaged',
    /\b(?:arrived|came|was|were|got) (?:\w+ )?(?:broken|damaged|cracked|smashed|shattered|scratched|dented)\b|\b(?:scratched|smashed|broke|cracked|dented|damaged) (?:the|your|his|her|their|it)\b/i,
    /\b(?:in (?:perfect|mint|great|good) condition|intact|undamaged|in one piece|(?:arrived|left us|left here) (?:fine|ok|okay|perfect)|nothing (?:was )?wrong with it|nothing happened to it|did(?: not|n't) (?:scratch|break|damage|dent|crack|smash)|(?:was|were)(?: not|n't) (?:broken|damaged|scratched|cracked)|like that when)\b/i,
  ],
  [
    'paid back',
    /\b(?:paid|sent|transferred|gave) (?:\w+ ){0,3}back\b|\balready paid\b|\bsettled (?:up|it|the)\b|\bwe(?:'re| are) (?:even|square)\b|\b(?:gave|paid|sent|transferred) (?:you |her |him |them )?(?:my|your|the) (?:half|share|part)\b/i,
    /\b(?:still )?owe[sd]?\b|\b(?:have|has|did)(?: not|n't) (?:yet )?(?:re)?(?:paid|pay|settled)\b|\bnever (?:re)?paid\b|\bnot (?:yet )?paid (?:back|you|her|him|them)\b|\bunpaid\b|\bhave not\.?$/i,
  ],
  [
    'cancelled',
    /\b(?:cancell?ed|bailed|stood (?:you|her|him|them) up|pulled out of)\b/i,
    /\b(?:never|did(?: not|n't)|not) (?:actually )?(?:cancel|cancell?ed|bail|bailed)\b/i,
  ],
  [
    'got in touch',
    /\b(?:emailed|e-mailed|phoned|rang|texted|messaged|contacted|called (?:you|her|him|them|us|twice|three times))\b|\b(?:has|have|had) (?:already )?(?:called|rung|phoned|emailed|written to|contacted)\b|\bsent (?:you |her |him |them |us )?(?:an? |two |three )?(?:emails?|texts?|messages?)\b/i,
    /\b(?:never|did(?: not|n't)|not|no|without) (?:even )?(?:any |a single )?(?:emailed|email|emails|texted|text|texts|messaged|message|messages|called|phoned|call|calls|contacted)\b|\b(?:never|not|didn't|did not|haven't|have not) (?:received|got|had) (?:any|an|a single) (?:emails?|texts?|messages?|calls?)\b|\bfirst time (?:you(?:'ve| have)?|we(?:'ve| have)? heard|anyone(?:'s| has)?) (?:contacted|called|emailed|written|got in touch|heard|rung|raised)\b/i,
  ],
  [
    'refunded',
    /\brefund (?:went through|has gone through|was (?:issued|sent|processed|paid)|has been (?:issued|sent|processed|paid))\b|\b(?:already |have |has )?refunded (?:you|her|him|them|it)\b/i,
    /\b(?:still )?waiting (?:for|on) (?:\S+ ){0,2}refund\b|\b(?:not|never) (?:yet )?(?:been )?refunded\b|\bno refund\b/i,
  ],
  [
    'raise given',
    /\bgave (?:you|me|her|him) an? (?:\d+% )?(?:pay )?(?:rise|raise)\b|\b(?:had|got|received) an? (?:\d+% )?(?:pay )?(?:rise|raise)\b/i,
    /\b(?:not|never) (?:had|got|received|been given) (?:a|any|a single|one) (?:pay )?(?:rise|raise)\b|\bno (?:pay )?(?:rise|raise) (?:since|in|for)\b/i,
  ],
  [
    'fired',
    /\b(?:fired|sacked|let go|dismissed)\b/i,
    /^(?!.*\b(?:fired|sacked|let go|dismissed)\b).*\bi (?:left|resigned|quit|decided to leave|chose to leave)\b/i,
  ],
  [
    'degree',
    /\b(?:i|you|she|he|they) (?:have|has|got|hold|holds|earned) (?:a|an|my|her|his) (?:\w+ )?degree\b|\bmy degree in\b|\bgraduated\b/i,
    /\b(?:do(?:es)?(?: not|n't)|never) (?:have|had|got|finished|completed) (?:a|an|my|her|his) (?:\w+ )?degree\b|\bno degree\b|\bwithout a degree\b|\bdropped out\b/i,
  ],
];

/** Wrongs a scenario says the user did ("you forgot her sister's wedding"), denied in a line ("I didn't forget the wedding"): [base, past]. */
const WRONGS: readonly (readonly [string, string])[] = [
  ['forget', 'forgot'], ['miss', 'missed'], ['cancel', 'cancell?ed'], ['skip', 'skipped'], ['ignore', 'ignored'], ['break', 'broke'],
  ['lose', 'lost'], ['take', 'took'], ['borrow', 'borrowed'], ['read', 'read'], ['tell', 'told'], ['cheat', 'cheated'], ['lie', 'lied'], ['delete', 'deleted'],
];
const CONTENT_STOP = new Set(['the', 'a', 'an', 'your', 'my', 'his', 'her', 'their', 'our', 'on', 'to', 'of', 'for', 'in', 'at', 'it', 'that', 'this', 'about', 'just', 'even', 'last', 'was', 'were']);
const contentWords = (text: string) => text.toLowerCase().replace(/'s\b/g, '').split(/[^a-z]+/).filter((w) => w.length > 2 && !CONTENT_STOP.has(w));

function wrongClaims(clause: string, speaker: 'scenario' | 'user'): Claim[] {
  const claims: Claim[] = [];
  const me = speaker === 'user' ? '(?:i|we)' : '(?:you)';
  for (const [base, past] of WRONGS) {
    const denied = new RegExp(String.raw`\b${me} (?:didn't|did not|never|haven't|have not|wouldn't|would never) (?:ever |actually |even )?(?:${base}|${past})\b(.{0,60})`, 'i').exec(clause);
    const done = denied ? null : new RegExp(String.raw`(?:^|\b${me} (?:\w+ )?)(?:${past})\b(.{0,60})`, 'i').exec(clause);
    const hit = denied ?? done;
    if (!hit) continue;
    const objects = contentWords(hit[1] ?? '').slice(0, 4);
    for (const word of objects) claims.push({ slot: `did:${base}:${word}`, value: { kind: 'polarity', happened: denied === null }, clause });
  }
  return claims;
}

/** Work one did or led: [group, verbs]. "I led the migration" against "Priya led the billing migration". */
const WORK_VERBS: readonly (readonly [string, RegExp])[] = [
  ['led', /\b(?:led|ran|headed|owned|drove|managed|organi[sz]ed)\b/i],
  ['made', /\b(?:built|wrote|designed|created|launched|closed|fixed|found)\b/i],
];
const NOT_ACTORS = /^(?:You|Your|The|A|An|This|That|It|They|We|He|She|His|Her|Their|Our|Last|Next|In|On|At|When|After|Before|Since|Then|But|And|So)$/;
const WORK_STOP = new Set(['the', 'a', 'an', 'for', 'of', 'last', 'this', 'that', 'our', 'your', 'his', 'her', 'their', 'my', 'quarter', 'year', 'month', 'week', 'start', 'finish', 'and']);

/** Clauses of a text: sentences cut at commas, dashes and joining words. */
export function clausesOf(text: string): Clause[] {
  return text
    .replace(/[’‘]/g, "'")
    .split(/(?<=[.!?;])\s+/)
    .flatMap((sentence) => {
      const question = sentence.trim().endsWith('?');
      return sentence.split(/,\s+|\s+[—–-]\s+|\s+(?=(?:and|but|so|because|then|which|though)\s)/i).map((clause) => ({ text: clause.trim(), sentence: sentence.trim(), question }));
    })
    .filter((c) => c.text.length > 0);
}

/** A clause that asks, offers, plans or supposes claims nothing ("when did it arrive?", "it will arrive Friday", "if you paid…"). */
const NOT_A_CLAIM = /\b(?:will|'ll|would|'d|could|can|should|shall|might|(?<!\b(?:in|on|of|since|by|until|from|early|late|mid|last|next|this|\d{1,2}(?:st|nd|rd|th)?) )may(?! \d)|want to|wanna|like to|going to|gonna|hope|hoping|if|unless|let's|plan to|need to|maybe|perhaps|wonder)\b/i;
const QUESTION_OPENER = /^(?:(?:so|and|but|ok|okay|also|then|now|well|just),? )?(?:why|what|how|when|where|which|who|whose|are|is|am|was|were|do|does|did|can|could|would|will|have|has|had|should|right)\b/i;

/** The clauses of a user's line that state something: not questions, offers, plans or suppositions. */
export function claimClauses(line: string): Clause[] {
  return clausesOf(line).filter((c) => {
    if (c.question && QUESTION_OPENER.test(c.text)) return false;
    if (/^(?:right|yeah|no|ok|remember)[?.!]?$/i.test(c.text)) return false;
    // What one apologises for is acknowledged, not claimed to win something ("I'm sorry it arrived broken").
    if (/\b(?:sorry|apologi[sz]e)\b/i.test(c.text)) return false;
    return !NOT_A_CLAIM.test(c.text.replace(/\b(?:i|you|we) (?:can|could) (?:see|tell|imagine)\b/i, ''));
  });
}

function quantityClaims(clause: string): Claim[] {
  const claims: Claim[] = [];
  const lower = clause.toLowerCase();
  const money = MONEY.exec(clause);
  if (money) {
    const raw = money[1] ?? money[3] ?? '';
    const unit = (money[2] ?? money[4] ?? '').toLowerCase();
    const amount = toNumber(raw) * (unit === 'k' ? 1000 : 1);
    const percent = unit === '%' || unit === 'percent';
    const topic = MONEY_TOPICS.find(([, re]) => re.test(lower))?.[0];
    if (topic && Number.isFinite(amount)) claims.push({ slot: `amount:${topic}${percent ? ':%' : ''}`, value: { kind: 'quantity', amount }, clause });
  }
  const duration = DURATION.exec(clause);
  if (duration) {
    const days = toNumber(duration[1] as string) * (DAYS_PER[(duration[2] as string).toLowerCase()] ?? 1);
    const topic = DURATION_TOPICS.find(([, re]) => re.test(clause))?.[0];
    if (topic === 'tenure') {
      if (!/\b(?:year|month)s?\b/i.test(duration[0])) return claims;
      const employer = /\b(?:at|for|with) ([A-Z][\w&]+(?: [A-Z][\w&]+)?)/.exec(clause)?.[1] ?? /^(?:At|In) ([A-Z][\w&]+)/.exec(clause)?.[1] ?? '';
      // A stated tenure still running ("you have worked at Brightline…") is the one "here" means.
      const current = /\b(?:have|has|'ve|'s) (?:been|worked)\b|\bhere\b|\bnow\b/i.test(clause);
      claims.push({ slot: `length:tenure:${employer.toLowerCase()}`, value: { kind: 'quantity', amount: days }, clause, ...(current ? { current } : {}) });
    } else if (topic) claims.push({ slot: `length:${topic}`, value: { kind: 'quantity', amount: days }, clause });
  }
  return claims;
}

/** Which time of a repeated event ("my last review", "the next one"): a different occurrence is a different slot. */
const OCCURRENCE = /\b(last|previous|first|next|every|each|another|other|old|new|annual|yearly|mid-year)\s+(?:\w+\s+)?$/;

function timeClaims(clause: string): Claim[] {
  const lower = clause.toLowerCase();
  const found = TIMED_EVENTS.map(([name, re]) => [name, re.exec(lower)] as const).find(([, m]) => m !== null);
  if (!found) return [];
  const [event, match] = found;
  const occurrence = OCCURRENCE.exec(lower.slice(0, match?.index ?? 0))?.[1] ?? '';
  const claims: Claim[] = [];
  for (const [type, re] of [['month', MONTH], ['weekday', WEEKDAY], ['year', YEAR]] as const) {
    const words = lower.match(re);
    if (words) claims.push({ slot: `time:${event}${occurrence ? `:${occurrence}` : ''}:${type}`, value: { kind: 'times', words, type }, clause });
  }
  return claims;
}

/** Who or what arrived, came or broke, when it is not an order: "the bus didn't come", "my friend arrived late". */
const NOT_ORDERS = /\b(?:bus|train|tram|taxi|cab|uber|lift|ride|flight|plane|i|we|you|he|she|friend|boss|anyone|nobody|everyone|guests?|(?!(?:It|The|This|That|My|Your|Our|Their|His|Her)\b)[A-Z][a-z]+)\s+(?:\w+\s+)?$/;
const ABOUT_ORDERS = new Set(['delivered', 'damaged']);
/** A replacement or a second parcel is another delivery than the one the scenario is about. */
const ANOTHER_ONE = /\b(?:replacement|new one|second (?:one|parcel|package|order)|another (?:one|parcel|package|order)|re-?sent|resend|re-?ordered)\b/i;

function eventClaims(clause: string): Claim[] {
  const claims: Claim[] = [];
  for (const [slot, yes, no] of EVENTS) {
    const match = no.exec(clause) ?? yes.exec(clause);
    if (!match) continue;
    if (ABOUT_ORDERS.has(slot) && (NOT_ORDERS.test(clause.slice(0, match.index)) || ANOTHER_ONE.test(clause))) continue;
    claims.push({ slot: `event:${slot}`, value: { kind: 'polarity', happened: !no.test(clause) }, clause });
  }
  // Still working at a named employer, or left it.
  const still = /\b(?:still|currently) (?:work(?:ing)?|employed) (?:at|for) ([A-Z][\w&]+)|\b(?:i|you) (?:work|am working|are working) (?:at|for) ([A-Z][\w&]+)/.exec(clause);
  const left = /\b(?:left|leaving|quit) (?:(?:my|your|the|his|her) )?(?:(?:last|old|previous) )?(?:job|role|position)? ?(?:at )?([A-Z][\w&]+)/.exec(clause);
  if (left?.[1] && !NOT_ACTORS.test(left[1])) claims.push({ slot: `event:works at:${left[1].toLowerCase()}`, value: { kind: 'polarity', happened: false }, clause });
  else if (still) {
    const employer = (still[1] ?? still[2] ?? '').toLowerCase();
    claims.push({ slot: `event:works at:${employer}`, value: { kind: 'polarity', happened: true }, clause });
  }
  return claims;
}

/** Who did a piece of work: "Priya led the billing migration" (someone named) or "I led the migration" (the user). */
function actorClaims(clause: string, speaker: 'scenario' | 'user'): Claim[] {
  for (const [group, verbs] of WORK_VERBS) {
    const verb = verbs.exec(clause);
    if (!verb) continue;
    const before = clause.slice(0, verb.index).trim().split(/\s+/);
    const subject = before.at(-1) ?? '';
    const object = clause
      .slice(verb.index + verb[0].length)
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2 && !WORK_STOP.has(w))
      .slice(0, 3);
    if (object.length === 0) return [];
    const who = speaker === 'user' ? (/^(?:i|we)$/i.test(subject) ? 'user' : null) : /^you$/i.test(subject) ? 'user' : /^[A-Z][a-z]+$/.test(subject) && !NOT_ACTORS.test(subject) ? subject : null;
    if (!who) return [];
    // The user naming the stated actor in the same clause ("Priya and I led it") shares the credit.
    const named = speaker === 'user' ? (clause.match(/\b[A-Z][a-z]+\b/g) ?? []).filter((w) => !NOT_ACTORS.test(w) && w !== 'I') : [];
    return object.map((word) => ({ slot: `actor:${group}:${word}`, value: { kind: 'actor', who: named.length > 0 ? `${who}+${named.join('+')}` : who }, clause }));
  }
  return [];
}

/** Every claim in the clauses given, read for the scenario or for the user's line. */
export function readClaims(clauses: readonly Clause[], speaker: 'scenario' | 'user'): (Claim & { sentence: string })[] {
  return clauses.flatMap(({ text, sentence }) => {
    // A clause carrying on its sentence's subject ("…and forgot her birthday") is the scenario's "you" when the sentence opens with it.
    const subjectless = speaker === 'scenario' && /^(?:and |then )?(?:forgot|missed|cancell?ed|skipped|ignored|broke|lost|took|borrowed|told|cheated|lied|deleted)\b/i.test(text) && /^you\b/i.test(sentence);
    const wrongs = wrongClaims(subjectless ? `you ${text.replace(/^(?:and|then) /i, '')}` : text, speaker);
    // "You promised to repay it by Christmas and missed the deadline": the repayment was missed.
    const missedRepayment = /\b(?:repay|pay (?:\w+ ){0,2}back)\b/i.test(sentence) && /\bmissed (?:the|that) (?:deadline|date)\b/i.test(text);
    if (missedRepayment) wrongs.push({ slot: 'event:paid back', value: { kind: 'polarity', happened: false }, clause: text });
    return [...quantityClaims(text), ...timeClaims(text), ...eventClaims(text), ...wrongs, ...actorClaims(text, speaker)].map((claim) => ({ ...claim, sentence }));
  });
}
