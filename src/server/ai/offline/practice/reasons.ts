import { capitalize, clip } from '../text-utils';
import type { GoalKind } from './goals';
import { sentenceFor, type LineReading, type MoveKind } from './moves';
import type { CharacterProfile } from './roles';
import { findRedFlags, RED_FLAG_KINDS, type RedFlag, type RedFlagKind } from './red-flags';
import { clauseNaming } from './red-flag-naming';

/**
 * The one-line reasons shown beside each scored line, addressed to the user and naming what they
 * did (quoting their own words where that helps).
 */

export type FailCause = MoveKind | 'pressure_after_no' | 'risky_limit';

const FLAG_KINDS: ReadonlySet<string> = new Set(RED_FLAG_KINDS);

/**
 * The user's words behind the move: a red flag's own clause, else the sentence that makes the move.
 * A flag raised by the learned signal alone also names the words that weighed most.
 */
const q = (text: string, move: MoveKind | null, named?: ReadonlySet<RedFlagKind>) => {
  const flag = move !== null && FLAG_KINDS.has(move) ? findRedFlags(text, named).find((f) => f.kind === move) : undefined;
  const quoted = `“${flag ? clip(flag.quote, 100) : sentenceFor(text, move, 60)}”`;
  return flag?.cues?.length ? `${quoted}, with ${flag.cues.map((c) => `“${c}”`).join(' and ')},` : quoted;
};

const BARE_TIME = /^(?:this|next|tomorrow|tonight|today|after|before|at|in|every|within|end|weekly|biweekly|fortnightly)\b/;

/** What a customer is offered, named the way they would repeat it ("a replacement works"). */
const REMEDY_NAMES: readonly (readonly [RegExp, string])[] = [
  [/\b(?:refund(?:ed)?|money back)\b/, 'the refund'],
  [/\b(?:replacement|replace|exchange|send (?:you )?a new|reship|resend)\b/, 'a replacement'],
  [/\b(?:voucher|credit)\b/, 'the voucher'],
  [/\bdiscount\b/, 'the discount'],
  [/\b(?:repair|fix it)\b/, 'the repair'],
];

/** The remedy a line offers, or null: a date's activity words ("show" in "show up") are not one. */
export function describeRemedy(text: string): string | null {
  const lower = text.toLowerCase();
  return REMEDY_NAMES.find(([re]) => re.test(lower))?.[1] ?? null;
}

/** "coffee" + "saturday" → "coffee on Saturday"; "dinner" + "tomorrow" → "dinner tomorrow". */
export function describePlan(activity: string | null, time: string | null): string {
  const when = time ? time.replace(/\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)\b/g, capitalize) : null;
  if (activity && when) return `${activity} ${BARE_TIME.test(when) ? '' : 'on '}${when}`;
  return activity ?? when ?? '';
}

export function successReason(goal: GoalKind, p: CharacterProfile, reading: LineReading): string {
  const who = capitalize(p.who);
  const plan = describePlan(reading.activity, reading.time);
  switch (goal) {
    case 'invite':
    case 'reinvite':
      return `You made a specific plan${plan ? ` — ${plan} —` : ''} after building rapport, and ${p.who} said yes!`;
    case 'open':
      return `You asked, shared and kept it warm — ${p.who} is chatting back happily.`;
    case 'repair':
      return `You owned it, listened, then offered a low-pressure next step — ${p.who} is willing to talk.`;
    case 'reconnect':
      return `You reached out warmly and suggested a real catch-up — ${p.who} is in.`;
    case 'ask':
      return `You backed a specific ask with results — ${p.who} agreed to a concrete next step.`;
    case 'interview':
      return `A concrete example with a result plus a thoughtful question — ${p.who} is moving you forward.`;
    case 'hire':
      return `You asked for a real example, listened, and closed with clear next steps — ${p.who} leaves keen.`;
    case 'resolve':
      return `You acknowledged the problem, got the facts and offered a specific fix — ${p.who} accepted it.`;
    case 'align':
      return `You listened, shared what you've seen and proposed a concrete plan — ${p.who} agreed.`;
    case 'defuse':
      return `You stayed calm, acknowledged the point and engaged — ${p.who} softened.`;
  }
}

/** [reason shown on the line, failure reason stored on the plan]. */
const FLAG_NAMES: Record<RedFlagKind, string> = { threat: 'a threat', insult: 'an insult', pressure: 'pressure', guilt: 'a guilt trip', lie: 'a lie', crude: 'a crude remark' };

/**
 * [reason shown on the line, failure reason stored on the plan]. When the line met red flags the
 * practice's failure condition names, the reason quotes that clause and any further flag.
 */
export function failureReasons(cause: FailCause, p: CharacterProfile, text: string, met: { condition: string; flags: readonly RedFlag[] } | null = null): [string, string] {
  const [general, failure] = failureTexts(cause, p, text);
  if (!met || met.flags.length === 0) return [general, failure];
  const first = met.flags[0] as RedFlag;
  const reason = first.kind === 'lie' && first.contradicts ? scenarioLieReason({ quote: first.quote, stated: first.contradicts }, p, true) : general;
  const clause = clauseNaming(met.condition, first.kind);
  const also = met.flags.slice(1).map((f) => `“${clip(f.quote, 60)}” is ${FLAG_NAMES[f.kind]} too.`);
  return [[reason, ...also, clause ? `That meets this practice's failure condition: “${clause}”.` : ''].filter(Boolean).join(' '), failure];
}

function failureTexts(cause: FailCause, p: CharacterProfile, text: string): [string, string] {
  const who = capitalize(p.who);
  const obj = p.name ?? p.pronouns.obj;
  switch (cause) {
    case 'lie':
      return [`${q(text, 'lie')} is a lie or a bluff — if it comes out, ${p.who} stops trusting anything you said.`, `You planned to lie, so ${p.who} ended the conversation.`];
    case 'pressure':
      return [`${q(text, 'pressure')} pressures ${obj} — that ends it.`, `You pressured ${obj}, so ${p.who} ended the conversation.`];
    case 'insult':
      return [`${q(text, 'insult')} is an insult — that ends the conversation.`, `You insulted ${obj} and the conversation ended there.`];
    case 'crude':
      return [`${q(text, 'crude')} crosses a line — ${p.who} is out.`, `A crude message made ${p.who} end the conversation.`];
    case 'threat':
      return [`${q(text, 'threat')} is a threat or an ultimatum — ${p.who} stopped the conversation.`, `You issued a threat or an ultimatum, so ${p.who} ended the conversation.`];
    case 'illegal_question':
      return [`${q(text, 'illegal_question')} is off-limits in an interview (age, family, religion, health, origin).`, `You asked the candidate an illegal personal question, so the interview ended.`];
    case 'guilt':
      return [`${q(text, 'guilt')} is a guilt trip — ${p.who} shut down.`, `Guilt-tripping ${obj} made ${p.who} end the conversation.`];
    case 'blame':
      return [`${q(text, 'blame')} blames ${obj} again — ${p.who} had enough.`, `You blamed ${obj} twice, so ${p.who} ended the conversation.`];
    case 'give_up':
      return [`A second “I don't know” — the interview wrapped up early.`, `You gave up on two questions, so the interviewer wrapped up.`];
    case 'pressure_after_no':
      return [`${q(text, null)} pushes after a no or a maybe — that ends it.`, `You kept pushing after ${p.who} said no or not yet, so the conversation ended.`];
    case 'risky_limit':
      return [`A third risky message — ${p.who} has lost interest.`, `Three risky messages made ${p.who} lose interest and leave.`];
    default:
      return [`${q(text, cause)} went too far — ${p.who} ended the conversation.`, `${who} ended the conversation after a message that went too far.`];
  }
}

/**
 * Why a claim the practice's scenario contradicts is a lie: the claim quoted, the stated detail
 * named (scenario-lies.ts). `fatal`: it met the failure condition and ended the practice.
 */
export function scenarioLieReason(lie: { quote: string; stated: string }, p: CharacterProfile, fatal: boolean): string {
  // "You owe Jess £85" reads on as "you owe Jess £85"; a name or "I" keeps its capital.
  const stated = /^(?:You|Your|The|A|An|It|This|That)\b/.test(lie.stated) ? lie.stated.charAt(0).toLowerCase() + lie.stated.slice(1) : lie.stated;
  const end = fatal ? `${p.who} knows it isn't true and stopped trusting anything you said` : `${p.who} knows it isn't true — say what happened, even when it's awkward`;
  return `“${clip(lie.quote, 100)}” is a lie: this practice states “${clip(stated, 120)}”, and ${end}.`;
}

/** Why a flag the learned signal alone raised matters, per kind (the reason says it may read that way). */
const LEARNED_ADVICE: Record<RedFlagKind, (p: CharacterProfile, obj: string) => string> = {
  threat: (_, obj) => `it would put ${obj} on the defensive; say what you want, not what happens otherwise`,
  insult: (_, obj) => `say what frustrates you, not what you think of ${obj}`,
  pressure: (_, obj) => `pressure makes people pull back; give ${obj} room to answer`,
  guilt: (_, obj) => `it would make ${obj} responsible for your feelings`,
  lie: () => 'it wins nothing you can keep once it comes out',
  crude: (p) => `keep it respectful, or ${p.who} will pull away`,
};

/** `named`: the red flags the practice's failure condition names (the learned signal reads them at its lower threshold). */
export function riskyReason(move: MoveKind, p: CharacterProfile, text: string, named?: ReadonlySet<RedFlagKind>): string {
  const obj = p.name ?? p.pronouns.obj;
  const learned = FLAG_KINDS.has(move) ? findRedFlags(text, named).find((f) => f.kind === move && f.cues !== undefined) : undefined;
  if (learned) return `${q(text, move, named)} could come across as ${FLAG_NAMES[learned.kind]} — ${LEARNED_ADVICE[learned.kind](p, obj)}.`;
  switch (move) {
    case 'pressure':
      return `${q(text, 'pressure')} pushes — pressure makes people pull back.`;
    case 'guilt':
      return `${q(text, 'guilt')} is a guilt trip — it makes ${obj} responsible for your feelings.`;
    case 'blame':
      return `${q(text, 'blame')} puts the blame on ${obj} — own your part instead.`;
    case 'dismiss':
      return `${q(text, 'dismiss')} dismisses how ${p.who} feels — acknowledge it instead.`;
    case 'too_intense':
      return `${q(text, 'too_intense')} is a lot, too soon — keep it light.`;
    case 'threat':
      return `${q(text, 'threat')} sounds like a threat — it puts ${obj} on the defensive.`;
    case 'lie':
      return `${q(text, 'lie')} is a lie or a bluff — it wins nothing you can keep once it comes out.`;
    case 'insult':
      return `${q(text, 'insult')} is an insult — say what frustrates you, not what you think of ${obj}.`;
    default:
      return `${q(text, move)} is risky — it puts ${obj} on the defensive.`;
  }
}

const MISSING: Record<string, (p: CharacterProfile) => string> = {
  'personal_question,question': (p) => `ask about ${p.name ?? p.pronouns.obj} first`,
  sharing: () => 'share something of your own',
  'humour,compliment,listening': () => 'add some warmth (a joke, a compliment or showing you listened)',
  apology: () => 'apologise, without excuses',
  'listening,personal_question': (p) => `show you understand how ${p.who} felt`,
  evidence: () => "back it up with results you've delivered",
  'evidence,question,personal_question': () => 'give an example with a result',
  'question,personal_question': () => 'ask a thoughtful question about the role',
  behavioural_question: () => 'ask for a real example (“Tell me about a time…”)',
  'listening,question,personal_question': () => 'listen and ask questions',
  'apology,listening': () => 'acknowledge the problem',
  'listening,apology': () => 'acknowledge their point',
  'question,personal_question,sharing': () => 'engage with what they said',
};

export function missingText(group: readonly MoveKind[], p: CharacterProfile): string {
  return MISSING[group.join(',')]?.(p) ?? 'build a bit more trust';
}

export type Hold = { kind: 'requirement'; group: readonly MoveKind[] } | { kind: 'rapport' } | { kind: 'first_close' };

/** The close came before the goal was ready: say what is still missing. */
export function holdReason(goal: GoalKind, hold: Hold, p: CharacterProfile): string {
  const who = capitalize(p.who);
  if (hold.kind === 'first_close') return `Good, a specific ask. ${who} can't make that one — show it's fine and offer another day.`;
  if (hold.kind === 'rapport') {
    if (goal === 'invite' || goal === 'reinvite' || goal === 'reconnect') return `A clear ask — but it came early. Build a bit more rapport first.`;
    return `Close — but ${p.who} isn't convinced yet. Build a little more trust first.`;
  }
  const missing = missingText(hold.group, p);
  if (goal === 'repair') return `You suggested a next step before you ${missing.replace(/^show/, 'showed').replace(/^apologise/, 'apologised')} — ${p.who} isn't ready.`;
  return `Not yet — first ${missing}.`;
}

export function goodReason(move: MoveKind, p: CharacterProfile, text: string): string {
  const obj = p.name ?? p.pronouns.obj;
  switch (move) {
    case 'personal_question':
      return `You asked ${q(text, 'personal_question')} — curiosity about ${obj} builds rapport.`;
    case 'question':
      return `You asked ${q(text, 'question')} — questions keep the conversation moving.`;
    case 'listening':
      return `${q(text, 'listening')} shows you're listening — ${p.who} feels heard.`;
    case 'sharing':
      return `${q(text, 'sharing')} shares something of your own — that makes it a two-way conversation.`;
    case 'compliment':
      return `${q(text, 'compliment')} — a sincere compliment lands warmly.`;
    case 'humour':
      return `${q(text, 'humour')} — a bit of humour keeps it light and easy to answer.`;
    case 'apology':
      return `${q(text, 'apology')} owns it — that's what lets ${p.who} soften.`;
    case 'evidence':
      return `${q(text, 'evidence')} backs you with a concrete result.`;
    case 'behavioural_question':
      return `${q(text, 'behavioural_question')} asks for a real example — the best way to judge skill.`;
    case 'greeting':
      return `${q(text, 'greeting')} is a friendly hello — now give ${obj} something to answer.`;
    case 'invite_vague':
      return `${q(text, 'invite_vague')} is a start — make it specific: a day and an activity.`;
    case 'request':
      return `${q(text, 'request')} raises the topic — now name a number or a date.`;
    case 'remedy_vague':
      return `${q(text, 'remedy_vague')} is vague — offer a specific fix.`;
    default:
      return `${q(text, move)} moves things forward.`;
  }
}

export function weakReason(move: MoveKind | null, p: CharacterProfile, text: string): string {
  const obj = p.name ?? p.pronouns.obj;
  switch (move) {
    case 'low_effort':
      return `${q(text, null)} gives ${obj} nothing to reply to — add a question or a detail.`;
    case 'off_topic':
      return `${q(text, null)} drifts away from the conversation — bring it back to ${obj}.`;
    case 'excuse':
      return `${q(text, 'excuse')} sounds like an excuse — own it fully.`;
    case 'give_up':
      return `${q(text, 'give_up')} — take a breath and give your best example instead.`;
    default:
      return `${q(text, null)} keeps things going but doesn't move toward the goal — ask about ${obj} or share something.`;
  }
}
