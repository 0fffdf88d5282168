import type { PracticeDetails } from '../../../../db/schema/practice';
import { extractFacts } from '../../understanding/facts';
import { capitalize, normalize } from '../text-utils';
import { candidatePastSaid } from './plan-candidate-past';
import type { RoleKind } from './roles';
import { commenterFacts } from './scenario-commenter';
import { toldCommentFacts } from './scenario-comment-told';
import { lessonFacts, lessonInDetails } from './scenario-lesson';
import { askedThing, workAskFacts } from './scenario-work-ask';
import { TOLD_IN_SCENARIO, toldCustomerFacts } from './scenario-customer-told';
import { patronFacts } from './scenario-patron-told';
import { toldRepairFacts, type TellerOf } from './scenario-repair-told';
import { ASK_IN_TENANCY, tenancyAskAnswers } from './scenario-tenancy-ask';
import { toldHabitFacts } from './scenario-issue-told';
import { neighbourFacts } from './scenario-neighbour';

const TOLD_ROLES: ReadonlySet<RoleKind> = new Set(['friend', 'family', 'partner', 'ex']);

/**
 * What the practice itself says about the character's world, read from its title, scenario and
 * persona: the parcel that never arrived, the item ordered, the date of the review, the budget, the
 * role being interviewed for. The seeded fact banks (persona-facts-*.ts, answer-work.ts, the
 * role's answers) assume one default world each (a blender delivered crushed, a review in March);
 * a stated detail answers its question first, and a bank answer that contradicts a stated detail is
 * never said (`contradicts`), so the character never argues with the practice the user chose.
 */

export interface StatedAnswer {
  /** Questions (lower case) this detail answers. */
  asked: RegExp;
  /** Questions matching this are not asking for the detail after all ("when could a new one arrive?"). */
  unless?: RegExp;
  line: string;
}

export interface ScenarioFacts {
  answers: readonly StatedAnswer[];
  /** True for a bank line that contradicts a stated detail. */
  contradicts: (line: string) => boolean;
  /** Said instead of a contradicting bank line: the stated detail itself. */
  instead: string | null;
}

/**
 * A choice between two ("next month or after the summer?") or a yes/no question ("is he struggling
 * with scales?") has its own shape, answered by the slot policy: a slot a request's scenario states
 * (scenario-work-ask.ts, -lesson, -customer-told, -comment-told) does not take it over.
 */
export const CHOICE_OR_YES_NO = /\bor\b|^(?:\W*(?:and|so|but|ok|okay) )?(?:is|are|does|do|did|has|have|can|could|would|will|was|were|should|shall|isn't|aren't|doesn't|don't|didn't|won't|wouldn't)\b/;

/** Offers and plans ("could a new one arrive by Friday?", "would a replacement help?") are the dialogue policy's. */
const FUTURE = /\b(?:will|would|could|can|shall|should|want|like|new one|replacement|another|refund|resend|re-send)\b/;

const NONE: ScenarioFacts = { answers: [], contradicts: () => false, instead: null };

const NEVER_ARRIVED = /\b(?:never (?:arrived|came|turned up|showed up|got (?:there|delivered)|received|reached)|(?:has|have|had)(?: not|n't|nt) (?:arrived|come|turned up|been delivered)|did(?: not|n't|nt) (?:arrive|come|turn up|get delivered)|not (?:yet )?(?:arrived|delivered|received)|(?:parcel|package|order|delivery) (?:is |was |went )?(?:missing|lost)|lost (?:in the post|in transit|parcel|package|order)|missing (?:parcel|package|order|delivery))\b/;
const SAYS_DELIVERED = /\b(?:tracking|app|website|courier) (?:says|said|shows|showed|marks?|marked)[^.]{0,30}\bdelivered\b|\bmarked (?:as )?delivered\b/;
const DAMAGE = /\b(broken|damaged|cracked|smashed|shattered|scratched|dented|faulty|defective|torn|leaking|stopped working|(?:does|did)(?: not|n't) work|the wrong (?:size|colou?r|item|model))\b/;
const ITEM_AFTER = /\b(?:ordered|bought|purchased|paid for|received|got|sent (?:her|him|them))\s+(?:(?:a|an|the|some|two|three|her|his|their|new|pair of|set of|box of|wrong (?:size|colou?r|model) of|broken|damaged|cracked|scratched|dented|faulty|defective|smashed)\s+)*((?:[a-z]+-)?[a-z]+(?: [a-z]+)?)/;
/** Words that end an item's name ("a lamp three weeks ago", "a vase that arrived…"). */
const NOT_ITEMS = new Set(['something', 'it', 'online', 'from', 'item', 'items', 'product', 'order', 'parcel', 'package', 'ago', 'last', 'on', 'in', 'for', 'with', 'and', 'but', 'that', 'which', 'who', 'weeks', 'week', 'days', 'months', 'express', 'delivery', 'shipping', 'arrived', 'was', 'is', 'has', 'hasnt', 'never', 'three', 'two', 'wrong', 'size', 'this', 'yesterday', 'today', 'he', 'she', 'they', 'i', 'we', 'you', 'off', 'to', 'at', 'by', 'stopped', 'broken', 'damaged', 'not', 'late', 'because', 'so', 'order', 'orders', 'customer', 'customers', 'item', 'refund']);
/** The default world the customer banks describe. */
const DEFAULT_ITEM = /\b(?:blender|jug|lid)\b/;

/** "the kettle they ordered", "a broken lamp": the item named before its verb or after its damage. */
const ITEM_BEFORE = /\b(?:the|a|an|my|her|his|their) ((?:[a-z]+ )?[a-z]+) (?:they|she|he|i|you|we) (?:ordered|bought|got|purchased)\b/;
const DAMAGED_ITEM = /\b(?:broken|damaged|cracked|scratched|dented|faulty|defective|smashed|leaking) ((?:[a-z]+-)?[a-z]+)\b/;

function itemIn(text: string): string | null {
  const before = ITEM_BEFORE.exec(text)?.[1];
  if (before && !before.split(' ').some((w) => NOT_ITEMS.has(w))) return before;
  const m = ITEM_AFTER.exec(text)?.[1] ?? DAMAGED_ITEM.exec(text)?.[1];
  if (!m) return null;
  const words: string[] = [];
  for (const w of m.split(' ')) {
    if (NOT_ITEMS.has(w)) break;
    words.push(w);
  }
  return words.length > 0 ? words.join(' ') : null;
}

const damageSaid = (subject: string, damage: string) =>
  damage.startsWith('the wrong') ? `${subject} came in ${damage.replace(/^the /, 'the ')}` : /^(?:stopped|does|did)\b/.test(damage) ? `${subject} ${damage.replace(/^does/, 'doesn’t').replace(/^did(?: not|n't)/, 'didn’t')}` : `${subject} arrived ${damage}`;

/**
 * What went wrong with a customer's order, as the user told the coach ("her parcel never arrived",
 * "the kettle stopped working"), for the practice's scenario; null when the text says neither.
 */
export function customerProblem(text: string): string | null {
  const lower = normalize(text);
  const item = itemIn(lower);
  const subject = item ? `the ${item} they ordered` : 'their order';
  if (NEVER_ARRIVED.test(lower)) return `${subject} never arrived`;
  const damage = DAMAGE.exec(lower)?.[1];
  return damage ? damageSaid(subject, damage) : null;
}

function customerFacts(text: string): ScenarioFacts {
  const told = TOLD_IN_SCENARIO.exec(text)?.[1];
  if (told) return toldCustomerFacts(told);
  const item = itemIn(text);
  const missing = NEVER_ARRIVED.test(text);
  const it = item ? `the ${item}` : 'the order';
  if (missing) {
    const tracking = SAYS_DELIVERED.test(text) ? ' The tracking says delivered, but nothing came to my door.' : '';
    const never = `It never arrived — I never got ${it}.${tracking}`;
    return {
      answers: [
        { asked: /\b(?:delivered|arrived?|arrival|did (?:you|u) (?:get|receive)|got it|received|came|turn(?:ed)? up)\b/, unless: FUTURE, line: never },
        { asked: /\bwhat(?:'s|s)?(?: exactly| else)?(?: is| was)? (?:wrong|the (?:problem|issue|matter))\b|\b(?:damaged?|broken|crack\w*|condition|state)\b|\bwhat happened\b/, unless: FUTURE, line: `There’s nothing to be wrong with — it never came. That’s the problem: I paid for ${it} and never got it.` },
        { asked: /\b(?:tracking|track|where is (?:it|the (?:order|parcel|package))|where(?:'s| is) (?:it|my|the)|courier|status|in transit|depot)\b/, line: tracking ? `The tracking says delivered, but there’s no parcel here — not at my door, not with the neighbours.` : `I have no idea where it is — that’s what I need you to find out. It never arrived.` },
        { asked: /\b(?:box|packaging|receipt|photos?|pictures?|used?|tried|plugged|warranty)\b/, line: `I can’t — ${it} never arrived. All I have is the order confirmation.` },
        ...(item ? [{ asked: /\bwhat (?:did|do) (?:you|u) (?:order|buy|get)\b|\bwhat(?:'s| is| was) (?:the )?(?:item|order|product)\b|\bwhich (?:item|product)\b/, line: `${capitalize(it)} — and it never arrived.` }] : []),
      ],
      // Anything that has it arriving, being opened or used, or being the default blender.
      contradicts: (line) => /\b(?:arrived (?:on|late|damaged|broken)|finally arrived|delivered (?:on|to my)|crushed|crack|cracked|opened (?:the|it)|plugged|jug|blender|lid was|arrived damaged|took photos|kept the box|the box went|two weeks old)\b/i.test(line),
      instead: never,
    };
  }
  const damage = DAMAGE.exec(text)?.[1];
  if (!item && !damage) return NONE;
  // A blender (or an unnamed order) that arrived broken is the banks' own world, told in more detail there.
  if ((!item || DEFAULT_ITEM.test(item)) && (!damage || /^(?:broken|damaged|cracked|smashed|shattered)$/.test(damage))) return NONE;
  const what = !damage ? null : damage.startsWith('the wrong') ? `I got ${damage}${item ? ` of ${item}` : ''} — that’s the problem.` : `${damageSaid(capitalize(it), damage)} — that’s the problem.`;
  return {
    answers: what ? [{ asked: /\bwhat(?:'s|s)?(?: exactly| else)?(?: is| was)? (?:wrong|the (?:problem|issue|matter))\b|\b(?:damaged?|broken|condition|state)\b|\bwhat happened\b/, line: what }, ...(item ? [{ asked: /\bwhat (?:did|do) (?:you|u) (?:order|buy|get)\b|\bwhich (?:item|product)\b/, line: `${capitalize(it)}.` }] : [])] : [],
    // A named item that is not the blender: the blender's jug and lid are someone else's practice.
    contradicts: (line) => item !== null && !DEFAULT_ITEM.test(item) && DEFAULT_ITEM.test(line.toLowerCase()),
    instead: what ?? (item ? `It’s about ${it} — that’s what I want sorted.` : null),
  };
}

const MONTH_OR_DAY = /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g;

/** A time the text gives in the same sentence as `topic` ("your review is on 14 May"). */
function timeNear(text: string, topic: RegExp): string | null {
  for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
    if (!topic.test(sentence.toLowerCase())) continue;
    const day = /\b(?:(?:on |by )?(?:the )?\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2}(?:st|nd|rd|th)?)\b/i.exec(sentence)?.[0];
    const time = day ?? extractFacts(sentence).find((f) => f.kind === 'time')?.text;
    if (time) return time.replace(/^(?:on|by) (?=\d|the\b|[a-z]+ \d)/i, '').replace(/^(?:on|by) (?=next|this)/i, '');
  }
  return null;
}

function amountNear(text: string, topic: RegExp): string | null {
  for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
    if (!topic.test(sentence.toLowerCase())) continue;
    const amount = extractFacts(sentence).find((f) => f.kind === 'amount')?.text;
    if (amount) return amount;
  }
  return null;
}

/** A line naming a month or weekday that is not in the stated time, about the same topic. */
const otherTime = (line: string, topic: RegExp, stated: string) => {
  const lower = line.toLowerCase();
  if (!topic.test(lower)) return false;
  const said = stated.toLowerCase();
  return (lower.match(MONTH_OR_DAY) ?? []).some((w) => !said.includes(w));
};

function bossFacts(text: string): ScenarioFacts {
  const asked = askedThing(text);
  if (asked) return workAskFacts(asked);
  const REVIEW = /\b(?:review|appraisal|evaluation)\b/;
  const BUDGET = /\b(?:budget|pool|pay rise|raise)\b/;
  const review = timeNear(text, REVIEW);
  const budget = amountNear(text, BUDGET);
  if (!review && !budget) return NONE;
  const answers: StatedAnswer[] = [];
  if (review) answers.push({ asked: /\b(?:when|what (?:day|date|time)|date)\b.*\b(?:review|appraisal|evaluation)\b|\b(?:review|appraisal|evaluation)\b.*\b(?:when|date)\b/, line: `Your review is ${/^(?:next|this|in|at)\b/i.test(review) ? '' : 'on '}${review} — that’s when we’ll go through ${/\b(?:raise|pay|salary)\b/i.test(text) ? 'your pay' : 'it'} properly.` });
  if (budget) answers.push({ asked: /\bbudget\b|\bhow much\b.*\b(?:raise|rise|pool|room)\b|\bpool\b/, line: `The budget I have is ${budget} — that’s the real limit, not a negotiating position.` });
  return {
    answers,
    contradicts: (line) => (review !== null && otherTime(line, REVIEW, review)) || (budget !== null && /\b(?:budget|pool)\b/i.test(line) && /\d/.test(line) && !line.includes(budget)),
    instead: answers[0]?.line ?? null,
  };
}

const NOT_ROLES = /^(?:the|a|an|this|that|new|your|my|his|her|their|our|next|first|job|same)$/;

/** The role the practice names ("for a product designer role"; "for your interview" is none). */
function jobRoleIn(text: string): string | null {
  return (
    extractFacts(text)
      .filter((f) => f.kind === 'job')
      .map((f) => f.text.replace(/^(?:for|as|hiring|interviewing for|applied for|apply for)\s+(?:a |an |the |my |your )?/i, '').replace(/\s+(?:role|job|position|interview)$/i, ''))
      .find((r) => r.length > 0 && !r.split(' ').every((w) => NOT_ROLES.test(w.toLowerCase()))) ?? null
  );
}

/**
 * A candidate for a named role has done that work: asked about their current or last job, they say
 * so, and the bank's product designer at a payments start-up gives way unless the role is design.
 */
function candidateFacts(text: string): ScenarioFacts {
  const role = jobRoleIn(text);
  // What the user said the candidate did before ("The candidate used to be a roofer.") is their own past.
  const past = candidatePastSaid(text);
  if (!role && !past) return NONE;
  const line = past
    ? `${past} — and I’d bring that straight to ${role ? `the ${role} role` : 'this job'}.`
    : `I’ve been working as a ${role} for four years now, in a team of five — and I’d bring that straight to this team.`;
  const design = /\bdesign/i.test(role ?? '') || /\bdesign/i.test(past ?? '');
  const before = past ? String.raw`|\bwhat did (?:you|u) do before\b|\babout (?:yourself|urself)\b|\bbefore (?:this|that|now)\b` : '';
  return {
    answers: [{ asked: new RegExp(String.raw`\b(?:current|last|previous|old) (?:role|job|company|position|employer|team)\b|\bwhere do (?:you|u) work (?:now|at the moment|currently)\b|\bwhat do (?:you|u) do (?:now|at the moment|currently|for work)\b|\b(?:your|ur) (?:experience|background)\b${before}`), unless: /\b(?:proud|achiev\w*|learn\w*|why|leav\w*|left|quit|mistake|fail\w*|weakness|strength)\b/, line }],
    contradicts: (bank) => !design && /\b(?:product designer|payments start-up|design(?:er)? (?:team|work)|case studies)\b/i.test(bank),
    instead: line,
  };
}

function interviewerFacts(text: string): ScenarioFacts {
  const role = jobRoleIn(text);
  if (!role) return NONE;
  return {
    answers: [{ asked: /\bwhat(?:'s| is) (?:the|this) (?:role|job|position)\b|\bwhat the (?:role|job|position) is\b|\babout the (?:role|job|position)\b|\bwhich (?:role|job|position)\b|\bwhat (?:role|job|position)\b|\bwhat (?:would|will) i be doing\b/, line: `It’s the ${role} role — you’d own that work on the team from the start.` }],
    contradicts: () => false,
    instead: null,
  };
}

/** School subjects, with the words a bank line uses for each ("fractions" is maths). */
const SUBJECTS: readonly (readonly [string, RegExp])[] = [
  ['maths', /\b(?:maths?|fractions|times tables|arithmetic|numbers)\b/],
  ['reading', /\b(?:reading|phonics)\b/],
  ['writing', /\b(?:writing|spelling|handwriting|essays?)\b/],
  ['science', /\bscience\b/],
  ['history', /\bhistory\b/],
  ['French', /\bfrench\b/],
  ['Spanish', /\bspanish\b/],
  ['PE', /\b(?:pe|sports?)\b/],
];

function teacherFacts(text: string): ScenarioFacts {
  // A school subject's own teacher ("his science teacher") is a class teacher: the subject facts below
  // fit; a tutor, a coach, or a teacher of something outside the timetable (piano) has lessons of its own.
  const lesson = lessonInDetails(text);
  if (lesson && (lesson.noun !== 'teacher' || !SUBJECTS.some(([, re]) => re.test(lesson.subject)))) return lessonFacts(lesson.subject, lesson.noun);
  const lower = text.toLowerCase();
  const stated = SUBJECTS.filter(([, re]) => re.test(lower));
  // One subject named (two or more: the scenario is about something broader; the banks stay).
  if (stated.length !== 1) return NONE;
  const [subject, re] = stated[0] as readonly [string, RegExp];
  const line = `${capitalize(subject)}, mostly — that’s where I see the struggle in class.`;
  return {
    answers: [{ asked: /\b(?:which|what) (?:subject|lesson|class|area)\b|\bstruggling (?:with|in)\b|\bwhat(?:'s| is) (?:he|she|they) (?:struggling|finding hard|behind)\b|\bbehind in\b/, line }],
    contradicts: (bank) => SUBJECTS.some(([name, other]) => name !== subject && other.test(bank.toLowerCase())) && !re.test(bank.toLowerCase()),
    instead: line,
  };
}

const VENUE = /\b(?:at|to|in) (?:an? |the |that |this )?((?:[a-z]+ ){0,2}?(?:restaurant|cafe|café|coffee shop|bar|pub|park|cinema|museum|gallery|bistro|bakery|diner|gig|concert|beach|market|bookshop|wine bar|pizzeria|sushi place|ramen place))\b/i;

function dateFacts(text: string): ScenarioFacts {
  const venue = VENUE.exec(text)?.[1];
  const time = extractFacts(text).find((f) => f.kind === 'time')?.text ?? null;
  // What the date is ("You're on your second date with Omar: bowling, tomorrow.", plan-templates-personal.ts).
  const activity = /\bdate with [^:.]+: ([a-z]+ing)\b/i.exec(text)?.[1]?.toLowerCase() ?? null;
  if (!venue && !time && !activity) return NONE;
  const answers: StatedAnswer[] = [];
  const when = time ? time.replace(/^(?:on|by) (?=next|this)/i, '') : null;
  if (activity) answers.push({ asked: /\bwhat (?:are|r|were) we (?:doing|up to)\b|\bwhat(?:'s| is) the plan\b|\bwhere (?:are|r|were) we (?:going|off to|headed)\b/, line: `${activity}${when ? `, ${when}` : ''} — I’m looking forward to it 😊` });
  if (venue) answers.push({ asked: /\bwhere (?:are|r|were|will|should) we (?:going|meeting|eating|having|headed|off to)\b|\bwhere(?:'s| is) (?:the|our) (?:date|dinner|plan|place)\b|\bwhich (?:place|restaurant|bar|cafe|café)\b/, line: `the ${venue}${when ? `, ${when}` : ''} — I’m looking forward to it 😊` });
  if (when) answers.push({ asked: /\b(?:what time|when) (?:are|r|were|will|should) we (?:meeting|going|doing this)\b|\bwhat time (?:is|was) (?:it|the date|dinner)\b/, line: `${when}${venue ? ` at the ${venue}` : ''}, right? 😊` });
  return { answers, contradicts: () => false, instead: null };
}

/** "£950 a month", "one month's notice": the tenancy's stated terms, in the landlord's words. */
const MONEY_IN = /[£$€]\s?\d[\d,]*(?:\.\d{2})?/g;
const NOTICE = /\b((?:one|two|three|four|six|\d+|a) (?:month|week)s?'?’?s?) notice\b/i;

function landlordFacts(text: string): ScenarioFacts {
  const sentences = text.split(/(?<=[.!?;])\s+/);
  const moneyIn = (topic: RegExp) => {
    const sentence = sentences.find((x) => topic.test(x.toLowerCase()) && /[£$€]\s?\d/.test(x));
    return sentence?.match(MONEY_IN) ?? [];
  };
  const rent = moneyIn(/\brent is\b|\brent (?:of|at)\b/);
  const rise = moneyIn(/\braise your rent\b|\brent (?:rise|increase)\b/);
  const deposit = moneyIn(/\bdeposit\b/);
  const notice = NOTICE.exec(text)?.[1]?.replace(/['’]s$|['’]$/, '') ?? null;
  const answers: StatedAnswer[] = [];
  // A rise states the old and the new rent: "from £950 to £1,050".
  if (rise.length >= 2) answers.push({ asked: /\b(?:new rent|rent (?:go(?:ing)? up|increase|rise|be)|how much (?:more|extra|higher)|(?:raise|raising|put(?:ting)? up|increase|increasing) (?:the |my )?rent|increase|rise)\b|^why\b.*\brent\b/, line: `It goes from ${rise[0]} to ${rise[1]} a month from the 1st of next month — because my costs went up this year, and I’ve kept it below what the flats around here now go for.` });
  if (rent.length >= 1) answers.push({ asked: /\b(?:how much|what) (?:is|'s) (?:the |my )?rent\b|\brent (?:is|amount)\b|\bhow much do i pay\b/, line: `Your rent is ${rent[0]} a month, due on the 1st.` });
  // How much was kept and what for; when the rest comes back and the scheme are the landlord's facts (persona-facts-work.ts).
  if (deposit.length >= 2) answers.push({ asked: /\bdeduct|\b(?:keep|kept|keeping|take|took|taking)\b|\bwhat (?:was|is) (?:the |my )?deposit\b|\b(?:deposit|money) for\b/, unless: /\b(?:when|scheme|protect\w*|back)\b/, line: `I kept ${deposit[0]} of the ${deposit[1]} deposit, for cleaning and wear and tear — the rest comes back to you once we agree the check-out report.` });
  // "by email or in a letter?" is a choice, not the period.
  if (notice) answers.push({ asked: /\bnotice\b/, unless: /\bor\b/, line: `${capitalize(notice)}’s notice, in writing — that’s what the contract says.` });
  // The repair the practice states: what is broken and for how long (plan-templates-tenancy.ts).
  const repair = /\bthe ([a-z ]+?) in your flat has been (?:broken|there) for ([a-z0-9 ]+?), and\b/i.exec(text);
  if (repair) {
    answers.push({ asked: /\bwhat(?:'s|s)?(?: exactly| actually)?(?: is| was)? (?:wrong|the (?:problem|issue|matter))\b|\bwhat (?:is|was) broken\b/, line: `The ${repair[1]} — I know it’s been broken for ${repair[2]}, and that’s too long.` });
    answers.push({ asked: /\bwhen did (?:it|the [a-z ]+?) (?:break|stop|go|start)\b|\bhow long (?:has|have|did)\b/, line: `It’s been ${repair[2]} since you first told me about the ${repair[1]} — I know.` });
  }
  // A permission asked (a pet, a partner moving in, painting): what is asked answers first, and the stock tenancy gives way.
  const permission = ASK_IN_TENANCY.exec(text)?.[1];
  if (permission) {
    const ask = tenancyAskAnswers(permission);
    return { answers: [...ask.answers, ...answers], contradicts: ask.contradicts, instead: ask.instead };
  }
  if (answers.length === 0) return NONE;
  const stated = [...rent, ...rise, ...deposit];
  return {
    answers,
    // A bank line with another period of notice, or another sum for the rent or the deposit, is someone else's tenancy.
    contradicts: (line) => {
      const lower = line.toLowerCase();
      if (notice && /\bnotice\b/.test(lower) && !lower.includes(notice.toLowerCase().split(' ')[0] as string)) return true;
      return /\b(?:rent|deposit)\b/.test(lower) && (line.match(MONEY_IN) ?? []).some((m) => !stated.includes(m));
    },
    instead: answers[0]?.line ?? null,
  };
}

function factsFor(role: RoleKind, text: string): ScenarioFacts {
  if (role === 'customer') return customerFacts(normalize(text));
  if (role === 'boss') return bossFacts(text);
  if (role === 'interviewer') return interviewerFacts(text);
  if (role === 'candidate') return candidateFacts(text);
  if (role === 'teacher') return teacherFacts(text);
  if (role === 'date') return dateFacts(text);
  if (role === 'landlord') return landlordFacts(text);
  if (role === 'service') return patronFacts(text) ?? NONE;
  if (role === 'neighbour') return neighbourFacts(text) ?? NONE;
  return NONE;
}

/**
 * The practice's own details, for this role; when the practice states none, what the user stated
 * in the chat ("I can see your parcel never arrived") — their statements, not their questions.
 */
export function readScenarioFacts(details: Pick<PracticeDetails, 'title' | 'scenario'>, persona: string | null, role: RoleKind, userLines: readonly string[] = [], who?: TellerOf): ScenarioFacts {
  const told = who ? toldFactsFor(role, details.scenario, who) : null;
  const rest = statedFacts(details, persona, role, userLines);
  // What the plan states the user told answers its questions first; the role's own facts keep theirs.
  return told ? { answers: [...told.answers, ...rest.answers], contradicts: (line) => told.contradicts(line) || rest.contradicts(line), instead: rest.instead ?? told.instead } : rest;
}

/** What happened or what keeps happening, as the plan states the user told it (scenario-repair-told.ts, scenario-issue-told.ts). */
function toldFactsFor(role: RoleKind, scenario: string, who: TellerOf): ScenarioFacts | null {
  // The friend, relative, partner or ex knows what happened between them.
  if (TOLD_ROLES.has(role)) {
    const told = toldRepairFacts(scenario, who);
    if (told) return told;
  }
  // A parent's concern told to the class teacher: the teacher names it (the child's pronouns are not the teacher's).
  if (role === 'teacher') return toldRepairFacts(scenario, { ...who, pronouns: { subj: 'they', obj: 'them', poss: 'their' } }, true);
  // What a coworker or a roommate keeps doing: they name their own habit.
  if (role === 'colleague' || role === 'friend') return toldHabitFacts(scenario, who, role === 'colleague');
  return null;
}

function statedFacts(details: Pick<PracticeDetails, 'title' | 'scenario'>, persona: string | null, role: RoleKind, userLines: readonly string[]): ScenarioFacts {
  // The commenter's post is named by the user as often in a question ("which part of how the bake sale was run upset you?") as in a statement.
  if (role === 'commenter') return commenterFacts([details.title, details.scenario, persona ?? '', ...userLines].join('. ')) ?? toldCommentFacts(details.scenario) ?? NONE;
  const own = factsFor(role, `${details.title}. ${details.scenario}. ${persona ?? ''}`);
  if (own !== NONE) return own;
  const told = userLines
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .filter((sentence) => !sentence.trim().endsWith('?'))
    .join(' ');
  return told ? factsFor(role, told) : NONE;
}

/** The stated detail answering this question, if the practice gives one. */
export function statedAnswer(question: string, facts: ScenarioFacts): string | null {
  const q = normalize(question);
  return facts.answers.find((a) => a.asked.test(q) && !a.unless?.test(q))?.line ?? null;
}
