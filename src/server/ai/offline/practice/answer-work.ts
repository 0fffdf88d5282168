import { fnv1a } from '../text-utils';
import type { SlotContext } from './answer-slots';
import type { SlotQuestion, AskSlot } from './question-slots';
import { attributeAnswer } from './answer-attributes';
import { thingYesNo, voiceSwap } from './answer-slots';
import { contentOf } from './question';
import type { RoleKind } from './roles';

/**
 * Work roles answer slot questions from what their role knows: the manager names when a raise
 * takes effect and what the budget allows, the interviewer when you hear back, the candidate their
 * notice period, the customer where to send the replacement. Each answer fills the slot asked.
 * Null: the role's older, word-matched answers (character-answers.ts) decide.
 */

type Bank = Partial<Record<AskSlot, readonly string[]>>;

const BANKS: Partial<Record<RoleKind, Bank>> = {
  boss: {
    time: ['A raise would take effect from the first of April, after the March review.', 'Decisions come at the review in March, and any change starts from the April payroll.', 'Budgets for next year are set in January, once the plan is signed off.', 'We can look at it again in three months, at the mid-year review in July — I’ll put it in the calendar now.'],
    person: ['HR signs it off, and my director, Dana, has to agree with the case.', 'Talk to Dana in the people team about the process; the case itself comes through me.'],
    amount: ['The team’s pool is about 5% this year; anything above that needs a strong case that I take to HR.', 'Realistically, 4 to 6% is the range I can argue for this cycle.'],
    proposal: ['We could — bring me the numbers then, and let’s put a date in the calendar now so it doesn’t slip.'],
    reason: ['Because the calibration meeting moved to next month — that’s on us, not on your work.', 'Because budgets were frozen until the quarter closed; it wasn’t about you.'],
    place: ['We can continue this in my office on Thursday, or on a call if that’s easier.'],
    feeling: ['Honestly, I’m glad you brought it up — I’d rather talk about it than have you stew on it.'],
    opinion: ['I think your work this year has been strong — the migration especially.'],
    thing: ['What I need to see is your results in numbers — the projects you led and what they changed.'],
  },
  colleague: {
    time: ['I can have my part done by Thursday afternoon.', 'Let’s sit down tomorrow at 10 and sort it out.'],
    reason: ['Because I was under pressure from the deadline and I didn’t think it through — not to sideline you.', 'Because the brief changed at the last minute and I panicked a bit, honestly.'],
    place: ['Let’s talk in the small meeting room on the second floor, away from everyone.'],
    feeling: ['Honestly, a bit defensive — but I want to fix this too.'],
    amount: ['About three days of work left on my side.'],
    person: ['Mostly Jordan and me on the front end; Priya handles the reports.'],
    opinion: ['I think the split was unfair on you, looking back.'],
  },
  interviewer: {
    time: ['You’ll hear from us within a week — by Friday at the latest.', 'We aim to decide within ten days, and I’ll email you either way.', 'The role starts on the first of next month — we can wait for a notice period of up to six weeks.'],
    reason: ['Because the team is growing — we doubled our customers this year and need another person.', 'Because it’s a new role: the product grew faster than the team.'],
    amount: ['The band for this role is 55 to 65 thousand, depending on experience.', 'The team is eight people: four engineers, two designers, a researcher and me.'],
    thing: ['Onboarding is two weeks: a buddy on the team, a walkthrough of the product, and a first small task by day five.', 'A typical day: a short stand-up at ten, then mostly focused project work, and a review or two in the afternoon.', 'Your first project would be rebuilding the onboarding flow — it’s the thing our customers complain about most.'],
    person: ['You’d report to me, and work closely with Sam, our lead designer.'],
    place: ['The office is on Dock Road, near the station — two days a week there, the rest remote.'],
    feeling: ['I’ve enjoyed this conversation, honestly.'],
    opinion: ['I think the team is in a good place — busy, but people help each other.'],
  },
  candidate: {
    time: ['I have a four-week notice period, so I could start at the beginning of next month.', 'I could start in three weeks, once my notice period ends.'],
    amount: ['I’m looking for a salary of around 55 to 60 thousand, depending on the whole package.', 'My notice period is four weeks.'],
    reason: ['Because I’ve stopped learning there, and this team ships the kind of product I want to work on.', 'Because I want more ownership than my current role can give me.', 'You should hire me because I’ve done this exact work for four years and can show results — I cut onboarding from three weeks to one.'],
    place: ['I live about twenty minutes away by train, so the office is easy for me.'],
    person: ['My current manager, Alex, can be a reference — she’s seen my work for three years.'],
    feeling: ['Excited, honestly — and a bit nervous, which I think is a good sign.'],
    opinion: ['I think it’s a strong product; the onboarding could be simpler, and I’d love to work on that.'],
    thing: ['In five years I see myself leading a small team — still hands-on, but helping others grow.'],
  },
  customer: {
    time: ['I placed the order on the 3rd, and I need it by Saturday at the latest.', 'It finally arrived on Tuesday — a week late, and the box was crushed.'],
    place: ['Send it to 14 Elm Street, the same address as the order — and please not to the depot again.'],
    reason: ['Because I paid for express and nobody answered two emails — I feel ignored.'],
    feeling: ['Still angry, honestly — but a bit calmer now that someone is actually listening.', 'Less angry than an hour ago. It depends on what you do next.'],
    amount: ['I paid 89 pounds, plus 6 for express shipping.', 'Call me on 07700 900123 — after five is best.'],
    person: ['I spoke to someone called Mark last week; he said he’d call back and never did.'],
    opinion: ['Honestly? Your service has been terrible so far, the product itself is fine.'],
  },
  teacher: {
    time: ['Classes finish at 3:15, and I’m free from half past three most days.', 'School ends at 3:15; Tuesdays and Thursdays after that are best for me.'],
    thing: ['Reading aloud, mostly — and keeping track of homework; he loses the thread of longer tasks.', 'At home, ten minutes of reading aloud every evening and a fixed homework time would help the most.'],
    proposal: ['Yes, I think that would help — let’s try it for a month and see what changes.'],
    reason: ['I think it’s the new reading load this term — and he’s been tired in the mornings, which doesn’t help.', 'Because the maths moved on to fractions and he missed two weeks when he was ill.'],
    person: ['He sits with Sam and Leo, his two close friends — they chat a bit, but they work well together.', 'Talk to Ms Patel, our reading support teacher — she runs small reading groups on Tuesdays.'],
    place: ['He sits near the front, by the window, so I can keep an eye on him.'],
    amount: ['He’s missed four homework assignments this half-term.'],
    feeling: ['Honestly, I’m a little worried, but hopeful — he’s bright.'],
    opinion: ['I think he’s capable — it’s the routine that’s slipping, not his ability.'],
  },
  parent: {
    thing: ['Maths homework, mostly — she gives up after ten minutes and says she’s stupid.'],
    proposal: ['Maybe — if it’s short and you tell me what to do at home, yes.'],
    time: ['I can do any day after five; mornings are hectic with the little one.'],
    reason: ['Because she says nobody in class talks to her — and I believe her.', 'Because he’s been saying he hates school, and he never used to.'],
    person: ['She mostly talks about Lily, her friend from the first year.'],
    feeling: ['Worried, honestly. And a bit defensive, I’ll admit.'],
    place: ['You can reach me at home after five, or at work by email.'],
    opinion: ['I think the homework load is too heavy for her right now.'],
  },
  commenter: {
    reason: ['because the post says it saves money and never mentions the setup costs — that’s overselling it.', 'because you quote a 50% saving with no source, and that’s not what I’ve seen.'],
    thing: ['the part about costs — "50% cheaper" with no source and nothing about the setup fees.', 'a real source would convince me — a study or the vendor’s own price list, something I can check.'],
    yesno: ['yes, please — a source for the cost numbers would actually change my mind.', 'yeah, add a source. then we can talk.'],
    request: ['sure, I can send you the article I mean — it’s the one from the Guardian last month.'],
    proposal: ['sure, go ahead — just include the costs this time.'],
    amount: ['the “50% cheaper” — nothing I’ve seen gets past 20%.'],
    feeling: ['not angry, just annoyed that the downsides were left out.'],
    place: ['in a comparison on a trade blog last month — I can send you the link.'],
    opinion: ['honestly the post was fine except the cost part.'],
    either: [],
  },
};

const pick = <T,>(seed: number, salt: string, items: readonly T[]): T => items[fnv1a(`${seed}:${salt}`) % items.length] as T;

/** Why a work role picks one of two options. */
const WHY_PICK: Partial<Record<RoleKind, (choice: string) => string>> = {
  boss: (c) => `${capital(c)} first, I think — it’s the step I can actually get approved this cycle.`,
  colleague: (c) => `${capital(c)}, I think — it’s simpler for both of us.`,
  interviewer: (c) => `${capital(c)}, mostly — that’s how the team works day to day.`,
  candidate: (c) => `${capital(c)}, mostly — that’s where I do my best work, though I’m happy with both.`,
  // "a refund" takes its article; a thing to be done ("send it to the manufacturer") or a phrase of its own ("just the screen") does not.
  customer: (c) => `${capital(/^(?:a|an|the|my|your|just|only|some|any)\b/.test(c) || c.split(' ').length > 2 || /^(?:fix|send|get|give|keep|replace|refund|repair|return|take|try|wait|call|email|come|bring|have|go|do)\b/.test(c) ? c : `a ${c}`)}, please — quickly. That’s all I want at this point.`,
  teacher: (c) => `${capital(c)}, I think — it’s what works best for him in class.`,
  parent: (c) => `${capital(c)}, I think — that would suit us at home.`,
  commenter: (c) => `${c}, obviously — that’s my whole point.`,
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The option a work role prefers: the customer wants the thing they paid for, others go by the seed. */
function choose(q: SlotQuestion, ctx: SlotContext): string {
  const [a, b] = q.options as readonly [string, string];
  const chosen = ctx.role === 'customer' ? (/replace|new one|send/.test(b) ? b : a) : ctx.role === 'candidate' ? (/team|together|people/.test(b) ? b : a) : fnv1a(`${ctx.lifeSeed}:either:${a}:${b}`) % 2 === 0 ? a : b;
  // Said back by the character: "your money back" is "my money back".
  return voiceSwap(chosen);
}

/** Irregular forms and synonyms that name the same thing in a question and an answer ("pay" / "paid", "pick you" / "hire me"). */
const SAME_WORD: Record<string, string> = { normal: 'typical', usual: 'typical', average: 'typical', paid: 'pay', spent: 'spend', bought: 'buy', sent: 'send', told: 'tell', pick: 'hire', choose: 'hire', chose: 'hire', select: 'hire' };
const sameWord = (w: string) => SAME_WORD[w] ?? w;

const COMMON_WORK_WORDS = new Set(['team', 'work', 'role', 'job', 'people', 'time', 'year', 'thing', 'make', 'here', 'like', 'would', 'what']);

/** About the child, when a teacher or a parent has no line closer to the question. */
const CHILD_OBSERVATION: Partial<Record<RoleKind, string>> = {
  teacher: 'Quieter than I’d like, honestly — she mostly sticks with the same two friends and doesn’t put her hand up much.',
  parent: 'At home she’s fine most days, but she goes quiet when school comes up.',
};

/** "Are you interviewing anywhere else?": a yes or a no in full sentences, about what was asked. */
/**
 * The upset customer's yes/no: about what they did already ("did you contact us before?", "have you
 * tried resetting it?") a yes with what they did, said back; about what happens next ("will you take
 * a replacement?") a yes on condition that it happens.
 */
function customerYesNo(q: SlotQuestion): string {
  const pred = voiceSwap(q.predicate ?? '').replace(/\bus\b/g, 'you').trim();
  if (!pred || !/^(?:did|have|has)$/.test(q.aux ?? '')) return 'Yes — as long as it actually happens this time.';
  const done = q.aux === 'did' ? `Yes, I did ${pred}` : `Yes, I have ${pred}`;
  // Their grievance (nobody answers their emails) is the answer to whether they got in touch.
  const contacted = /\b(?:contact\w*|email\w*|call\w*|phon\w*|wr[io]te?\w*|reach\w*|complain\w*|message\w*|chat\w*)\b/.test(pred);
  return contacted ? `${done} — twice, and nobody answered my emails.` : `${done}. It still doesn’t work.`;
}

function workYesNo(q: SlotQuestion, ctx: SlotContext): string | null {
  // "did anyone from our team call you?": someone with a grievance was left alone with it; others say someone did.
  if (q.subject === 'anyone') return ctx.role === 'customer' || ctx.role === 'commenter' ? `No, nobody ${q.aux} — I’ve had to chase this myself.` : `Yes, someone ${q.aux} — I’ll check who exactly.`;
  if (ctx.role === 'customer') return customerYesNo(q);
  // "is the budget frozen this year?": yes or no about the thing, with the role's line about it when they have one.
  if (q.aboutThing && q.aux) {
    const asked = new Set(contentOf(q.predicate ?? '').filter((w) => !COMMON_WORK_WORDS.has(w)));
    const lines = Object.values(BANKS[ctx.role] ?? {}).flat() as string[];
    const about = lines.map((line) => ({ line, score: contentOf(line).filter((w) => asked.has(w)).length })).filter((x) => x.score > 0).sort((a, b) => b.score - a.score)[0]?.line.replace(/^because\s+/i, '');
    const yes = fnv1a(`${ctx.lifeSeed}:wyn:${q.text}`) % 3 !== 0;
    return `${capital(yes ? `yes, ${thingYesNo(q.aux, true, q.subject)}` : `no, ${thingYesNo(q.aux, false, q.subject)}`)}${about ? ` — ${about.charAt(0).toLowerCase()}${about.slice(1)}` : '.'}`;
  }
  const pred = voiceSwap(q.predicate ?? '').replace(/\b(?:actually|really|ever|still)\b\s*/g, '').trim();
  if (!/^(?:is|are) there\b/.test(q.text) && (!pred || !q.aux)) return null;
  // A candidate who wants the job takes the conditions it comes with ("are you ok with early starts?").
  // So does what an employer reasonably asks of them ("could you send me two references by friday?").
  const accepts = ctx.role === 'candidate' && (/^(?:ok(?:ay)?|alright|fine|good|happy|comfortable) with\b/.test(pred) || q.slot === 'request');
  const yes = accepts || fnv1a(`${ctx.lifeSeed}:wyn:${pred}`) % 3 !== 0;
  const verb: Record<string, [string, string]> = {
    are: [`Yes, I’m ${pred}`, `No, I’m not ${pred}`],
    do: [`Yes, I ${pred}`, `No, I don’t ${pred}`],
    have: [`Yes, I have ${pred.replace(/^(?:been|used|done|seen|worked)\b/, (w) => w)}`, `No, I haven’t ${pred}`],
    did: [`Yes, I did`, `No, I didn’t`],
    was: [`Yes, I was ${pred}`, `No, I wasn’t ${pred}`],
    were: [`Yes, I was ${pred}`, `No, I wasn’t ${pred}`],
    can: [`Yes, I can ${pred}`, `No, I can’t ${pred}`],
    will: [`Yes, I will`, `No, I won’t`],
    // "would you back me for a raise?": a yes, or a not-yet with what would change it.
    would: ctx.role === 'boss' ? [`Yes, I would ${pred} — bring me the results behind it and I’ll make the case`, `Not yet — I wouldn’t ${pred} today; show me another quarter like this one and ask me again`] : [`Yes, I would ${pred}`, `Not this time — I wouldn’t ${pred}`],
    could: [`Yes, I could ${pred}`, `No, I couldn’t ${pred} — not this time`],
  };
  // "is there a probation period?"
  const there = /^(?:is|are) there (.{2,60})$/.exec(q.text)?.[1];
  // The interviewer's probation has its terms; any other "is there…" is a plain yes with the thing said back.
  if (there) return ctx.role === 'interviewer' && /\b(?:probation|trial)\b/.test(there) ? `Yes, there is — ${there}: three months, with a check-in after six weeks.` : `Yes, there is ${there}.`;
  // "would you accept £1,000 if I sign for a year?": an offer to weigh (below), not a yes/no.
  const offer = q.aux === 'would' && /^(?:accept|agree to|consider|take|go for|be open to|settle for)\b/.test(pred);
  const pair = q.aux && !offer ? verb[q.aux] : undefined;
  if (!pair) return null;
  // "this role is my first choice" answers "are you interviewing elsewhere?", not "do you have a licence?".
  const elsewhere = /\b(?:interview\w*|appl\w*|offers?|elsewhere|other (?:compan\w+|roles?|jobs?)|looking)\b/.test(pred);
  const tail = ctx.role === 'candidate' && elsewhere ? (yes ? ' — though this role is my first choice.' : ' — this is the one I’m focused on.') : '.';
  return `${yes ? pair[0] : pair[1]}${tail}`;
}

export function workSlotAnswer(q: SlotQuestion, ctx: SlotContext): string | null {
  // "what would worry you most, the workload or the cover?": the option named as the worry, not as a preference.
  if (q.slot === 'either' && q.options && ctx.role !== 'customer' && /\b(?:worr(?:y|ies|ied)|concern(?:s|ed)?|bother(?:s|ed)?|(?:bigger|biggest|main) (?:problem|issue|risk))\b/.test(q.text)) {
    return `${capital(choose(q, ctx))}, honestly — that’s the part I’d need a clear plan for before I could say yes.`;
  }
  if (q.slot === 'either' && q.options) return (WHY_PICK[ctx.role] ?? WHY_PICK.colleague)?.(choose(q, ctx)) ?? null;
  // "what time did it get to the venue?": a clock time in the past asks for a clock time, not a date of theirs.
  if (q.slot === 'time' && /^what time (?:did|was|were|had)\b/.test(q.text)) return 'Around 2:30, as far as I remember — I noted it down.';
  const bank = BANKS[ctx.role];
  const lines = bank?.[q.slot];
  // "is a 10% raise realistic?": the manager compares it with the range they can argue for.
  const percent = /\b(\d{1,2})\s?(?:%|percent)/.exec(q.text)?.[1];
  if (ctx.role === 'boss' && percent) {
    return Number(percent) > 6 ? `Not this cycle, honestly — ${percent}% is above the 4 to 6% I can argue for; more than that would need a promotion case.` : `${percent}% is within what I can argue for, yes — let’s build the case with your results.`;
  }
  // "when is the next parents' evening?": the date of an event in their world.
  // Words every work answer shares ("team", "work") do not make a line about what was asked.
  const asked = new Set(contentOf(q.text).filter((w) => !COMMON_WORK_WORDS.has(w)).map(sameWord));
  const overlap = (line: string) => contentOf(line).map(sameWord).filter((w) => asked.has(w)).length;
  // "when is the next parents' evening?": the date of an event in their world — the role's own line for it when they have one ("the review in March").
  const event = /^when(?:'s| is| are) (?:the |your |our )?next ([a-z' ]{3,30})$/.exec(q.text)?.[1]?.trim();
  if (q.slot === 'time' && event) {
    const known = lines?.find((l) => overlap(l) > 0);
    return known ?? `The next ${event} is on Thursday the 14th${/\b(?:evening|night|meeting|open day|session|event)\b/.test(event) ? ', from 4 to 7' : ''}.`;
  }
  // "how much did you pay?": the role's own line about it (the customer's price) before a generic attribute.
  const ownLine = lines?.find((l) => overlap(l) > 0);
  if (ownLine && q.slot === 'amount') return ownLine;
  // "what tools…?", "how often…?", "what colour…?": an attribute's value before any loosely matching line.
  // A time question takes only a frequency ("how often…?"): "when is the next pay review?" is no price.
  const attributeFits = ['thing', 'amount', 'preference'].includes(q.slot) || (q.slot === 'time' && /\bhow (?:often|many times)\b/.test(q.text));
  const attribute = attributeFits ? attributeAnswer(q.text, 'work', ctx.lifeSeed) : null;
  if (attribute) return attribute;
  const own = (lines ?? []).some((l) => overlap(l) > 0);
  // No line of this slot about what was asked: a line of another slot that is ("how much notice?" → the notice period).
  if (!own && bank && (q.slot === 'time' || q.slot === 'amount')) {
    // Borrowed from another slot, it must still have the slot's shape: a number for an amount.
    const fits = (line: string) => (q.slot === 'amount' ? /\d/.test(line) : /\d|\b(?:week|weeks|month|months|monday|tuesday|wednesday|thursday|friday|january|march|april|daily|day)\b/i.test(line));
    const any = Object.values(bank).flat().map((line) => ({ line: line as string, score: overlap(line as string) })).filter((x) => x.score > 0 && fits(x.line));
    if (any.length > 0) return any.reduce((a, b) => (b.score > a.score ? b : a)).line;
  }
  if (lines && lines.length > 0) {
    const scored = lines.map((line) => ({ line, score: overlap(line) }));
    const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
    if (best.score > 0) return best.line;
    // A slot with one right shape takes the role's line for it; a yes/no, a request ("would you delete
    // the comment if…?") or a "which thing" only the line about it.
    if (!['yesno', 'request', 'thing', 'opinion'].includes(q.slot)) return pick(ctx.lifeSeed, `${ctx.role}:${q.slot}`, lines);
  }
  if (q.slot === 'proposal') return ctx.role === 'customer' ? 'Yes, that’s fine — as long as someone actually follows through this time.' : 'I think so — let’s agree on the details.';
  if (q.slot === 'yesno' || q.slot === 'request') return workYesNo(q, ctx);
  if (q.slot === 'thing' && ctx.role === 'commenter') return 'something like: “it can save money for big teams, but budget for the setup costs” — with a source for the numbers.';
  if ((q.slot === 'thing' || q.slot === 'opinion') && CHILD_OBSERVATION[ctx.role] && /\b(?:she|he|they|her|his|him|them)\b/.test(q.text)) return CHILD_OBSERVATION[ctx.role] as string;
  return null;
}
