import type { CharacterMood } from '../../practice-ai';
import { fnv1a } from '../text-utils';
import type { Stance } from './dialogue';
import type { GoalKind } from './goals';
import type { SlotQuestion } from './question-slots';
import type { Register, RoleKind } from './roles';
import { topicAnswer } from './answer-topics';
import { workSlotAnswer } from './answer-work';
import { attributeAnswer } from './answer-attributes';

/**
 * The dialogue policy for questions: the slot the question asks for is filled concretely, in the
 * character's voice, consistent with where the conversation stands. A time question gets a time
 * (or, while the character hesitates, the reason they won't name one yet); an either/or picks one;
 * a yes/no says yes or no about the thing asked; a question after a no never turns it into a yes.
 * Facts the character gives are picked with the practice's stable seed, so they never change, and
 * facts the user told earlier are used back ("not like your guitar haha").
 */

export interface SlotContext {
  role: RoleKind;
  register: Register;
  goal: GoalKind;
  stance: Stance;
  mood: CharacterMood;
  /** Stable for the whole practice. */
  lifeSeed: number;
  seed: number;
  /** Things the user said about themselves ("guitar"), oldest first. */
  userFacts: readonly string[];
  /** A day or time the user named earlier ("saturday"), if any. */
  userTime: string | null;
  /** Something the character loves (from the scenario or the persona). */
  interest: string | null;
  /** Where the user knows them from ("chemistry class"). */
  place: string | null;
  /** Where the user said they met ("climbing gym"). */
  metAt: string | null;
  /** The question before, when this one follows it up ("what was it called again?"): its topic holds. */
  followsUp?: string;
}

const pick = <T,>(seed: number, salt: string, items: readonly T[]): T => items[fnv1a(`${seed}:${salt}`) % items.length] as T;
const COLD: ReadonlySet<CharacterMood> = new Set(['cold', 'hurt', 'guarded']);
const CLOSE_HURT: ReadonlySet<RoleKind> = new Set(['ex', 'partner', 'family']);

const MINE: Record<string, string> = { your: 'my', you: 'I', "you're": "I'm", yours: 'mine', yourself: 'myself', u: 'I', ur: 'my', me: 'you', my: 'your', i: 'you', "i'm": "you're", mine: 'yours', myself: 'yourself', us: 'us' };
/** After the swap, the verb agrees with its new subject: "you were" said back is "I was", "I am" is "you are". */
const AGREEMENT: readonly (readonly [RegExp, string])[] = [
  [/\bI were\b/g, 'I was'],
  [/\bI are\b/g, 'I am'],
  [/\bI (?:weren't|werent)\b/g, "I wasn't"],
  [/\bI (?:aren't|arent)\b/g, "I'm not"],
  [/\byou was\b/g, 'you were'],
  [/\byou am\b/g, 'you are'],
  [/\byou (?:wasn't|wasnt)\b/g, "you weren't"],
];
/** "still talk to my sister" said back by the character: "still talk to your sister". */
export const voiceSwap = (text: string) =>
  AGREEMENT.reduce((s, [re, to]) => s.replace(re, to), text.replace(/\b(?:your|you're|yours|yourself|you|ur|u|me|my|i'm|mine|myself|i)\b/g, (w) => MINE[w] ?? w));

/** Past days and times the user named, said back ("saturday afternoon works"). */
function casualTime(ctx: SlotContext, q: SlotQuestion): string {
  // "what time did it start keeping you up?", "what time did you get home?": a clock time that night, not "two years ago" or a day to meet.
  if (/^what time (?:did|was|were|had)\b/.test(q.text)) return pick(ctx.lifeSeed, 'clock-past', ['around 11:30, and it went on well past one', 'just after midnight — 12:15 or so, I checked my phone']);
  const hurt = CLOSE_HURT.has(ctx.role) && COLD.has(ctx.mood);
  if (ctx.stance === 'maybe') return pick(ctx.seed, 'time-maybe', ['not sure yet when, honestly — I’d like to chat a bit more first 🙂', 'hmm, not sure yet when… let’s talk a bit more and then pick a day']);
  if (hurt) return pick(ctx.seed, 'time-hurt', ['not this week. maybe next weekend, if we keep talking like this', 'I’m not sure when yet — I need a few days first']);
  if (/^how often\b/.test(q.text)) return attributeAnswer(q.text, 'casual', ctx.lifeSeed) ?? 'about twice a week';
  if (/^how long\b/.test(q.text)) return /\b(?:until|till|before)\b/.test(q.text) ? 'a couple of weeks, I think' : pick(ctx.lifeSeed, 'duration', ['about two months now', 'a bit over a year, honestly']);
  // "when did you realise I was upset?": a moment in what happened between them, not "two years ago".
  if ((CLOSE_HURT.has(ctx.role) || ctx.goal === 'repair') && /^when did (?:you|u) (?:first )?(?:realise|realize|notice|find out|know|feel|start)\b/.test(q.text)) {
    return pick(ctx.lifeSeed, 'time-realised', ['that same evening, honestly — when I didn’t hear anything from you', 'two days later, once I’d had time to think about it']);
  }
  if (/\b(?:did|was|were)\b/.test(q.text.split(' ').slice(0, 3).join(' '))) return pick(ctx.lifeSeed, 'time-past', ['about two years ago now', 'last spring, so not that long ago']);
  if (ctx.stance === 'declined') return pick(ctx.lifeSeed, 'time-declined', ['sunday works much better for me — late morning?', 'next week’s easier — how about tuesday evening?']);
  // "what time works on saturday?": a time on that day, or the user's earlier day.
  const day = /\b((?:mon|tues|wednes|thurs|fri|satur|sun)days?|tomorrow|tonight|this weekend|next week)\b/.exec(q.text)?.[1] ?? null;
  const theirs = day ?? ctx.userTime;
  const proposing = /\b(?:works?|suits?|free|good for (?:you|u)|best for (?:you|u))\b/.test(q.text);
  // "when do you finish classes on thursdays?" is about their routine that day, not a plan.
  const onDay = /day|days$/.test(day ?? '') ? `on ${day}` : (day as string);
  if (day && !proposing) return pick(ctx.lifeSeed, 'time-routine', [`around 6 ${onDay}, usually`, `${onDay}? pretty late, around 10`]);
  if (theirs && proposing) return pick(ctx.lifeSeed, 'time-day', [`${theirs} around 3 works for me!`, `${theirs}? after 6 is best for me`]);
  // "what time do you usually get to campus?": their routine.
  if (/\b(?:usually|normally|always|typically)\b/.test(q.text)) return pick(ctx.lifeSeed, 'time-usual', ['around 9, usually — earlier on busy days', 'about half past eight most mornings']);
  // "when is your next exam?": the date of a thing in their life, not a plan with the user.
  const event = /^(?:when(?:'s| is| are)|when do (?:you|u) (?:have|start|finish))\b (?:(?:your|ur|the) )?(?:next )?([a-z]+(?: [a-z]+)?)/.exec(q.text)?.[1];
  if (event && !proposing) return pick(ctx.lifeSeed, 'time-event', [`${voiceSwap(event)}? next tuesday, ugh — wish me luck`, `on the 14th, so in about two weeks`]);
  if (theirs) return pick(ctx.lifeSeed, 'time-day', [`${theirs} around 3 works for me!`, `${theirs}? after 6 is best for me`]);
  return pick(ctx.lifeSeed, 'time', ['saturday afternoon works for me — around 3?', 'I’m free thursday after 6, or sunday morning', 'weekends are best — saturday around 2?']);
}

/** Why they can't make the day they turned down — the same whether asked "why not?" or "what have you got on friday?". */
const declinedReason = (ctx: SlotContext) => pick(ctx.lifeSeed, 'why-not', ['I’ve got my sister’s birthday dinner that day, sorry!', 'I’m working a late shift that day, it’s not you I promise']);

/** "what made you swipe right on me?", "why did you message me?": a reason about the user, not a hobby of theirs. */
const ABOUT_THE_USER = /\b(?:swipe[ds]? right on|swiped on|like[ds]?|liked|message[ds]?|messaged|text(?:ed)?|match(?:ed)? with|pick(?:ed)?|chose|choose|say yes to|said yes to|repl(?:y|ied) to|talk(?:ed)? to|sit with|sat with) (?:me|my)\b/;

function casualReason(ctx: SlotContext, q: SlotQuestion): string {
  const t = q.text;
  if (/\b(?:can't|cannot|can not|couldn't|won't) (?:you |u )?(?:make|come|do)\b|\bwhy not\b/.test(t)) return declinedReason(ctx);
  if (ABOUT_THE_USER.test(t) && !CLOSE_HURT.has(ctx.role) && ctx.goal !== 'repair') {
    return pick(ctx.lifeSeed, 'why-you', ['honestly? your photos made me laugh, and your bio sounded like a real person', 'you seemed fun and easy to talk to — and your profile had a dog in it, so 😄']);
  }
  // "what got you into climbing in the first place, was it a friend…": the thing named, not the rest of the line.
  const into = /\b(?:what got (?:you|u) into|how did (?:you|u) (?:get into|start)) ([a-z]{3,}(?: (?!in\b|at\b|on\b|the\b|first\b|so\b|and\b|was\b|or\b|anyway\b|lol\b|haha\b|then\b)[a-z]+)?)\b/.exec(t)?.[1];
  if (into) return pick(ctx.lifeSeed, 'into', [`${into}? a friend dragged me along once and I got hooked`, `honestly ${into} just clears my head — I started a couple of years ago because a friend did`]);
  if (/\bwhat would make (?:you|u)\b/.test(t)) return 'honestly, knowing you a bit better first — I say yes more easily to people I’ve talked to properly';
  // "why did you stop replying?": the reason for the silence, from any friend, not only a hurt one.
  const silent = /\b(?:didn't|don't|won't|haven't|did not|do not) (?:you |u )?(?:answer|reply|call|text|respond|pick up)\b|\bstopped (?:replying|answering|texting|calling|messaging|writing)\b|\bignor\w*\b|\bghost\w*\b|\bwent quiet\b/.test(t);
  if (silent && !CLOSE_HURT.has(ctx.role) && ctx.goal !== 'repair') return 'honestly because I was going through a lot back then and let my messages pile up — that’s on me, sorry';
  if (CLOSE_HURT.has(ctx.role) || ctx.goal === 'repair') {
    if (/\bsay (?:that|it)\b|\bsaid (?:that|it)\b/.test(t)) return 'because I was hurt, and it came out harsher than I meant.';
    // "why didn't you say anything?": why they kept it to themselves, not why it hurt.
    if (/\b(?:didn'?t|did not|don'?t|wouldn'?t|haven'?t) (?:you|u) (?:say|tell|mention|speak|bring)\b/.test(t)) {
      // The moment the user names ("…when I snapped") is said back: that is when they kept quiet.
      const moment = /\b(?:when|after) (?:i|you|u|we) [a-z' ]{2,40}$/.exec(t)?.[0];
      // What they did not say ("…tell me you were hurt") is said back as what they needed time to say.
      const unsaid = /\b(?:tell|say|mention)(?: (?:me|to me))? (?:that )?((?:you|u|i|it|we) [a-z' ]{2,40}?)(?= when\b| after\b|$)/.exec(t)?.[1];
      const later = unsaid ? ` before I could tell you ${voiceSwap(unsaid)}` : ' first';
      return `because ${moment ? `${voiceSwap(moment)}, ` : ''}I didn’t want it to turn into a row — I needed to calm down${later}.`;
    }
    if (/\b(?:didn't|don't|won't|haven't|did not|do not) (?:you|u)? ?(?:answer|reply|call|text|respond|pick up)\b|\bignor\w*\b/.test(t)) return 'because I needed some space, and I didn’t know what to say to you yet.';
    // "what hurt the most?" asks for the thing that hurt, not a "because".
    if (/^what (?:upset|hurt|bothered|annoyed|worried)\b/.test(t)) return pick(ctx.seed, 'what-hurt', ['that it felt like I didn’t matter to you, honestly.', 'honestly? that you didn’t seem to notice I was upset.']);
    // "why do you always bring up the party?": the reason names the thing asked about.
    const thing = /\b(?:about|up|mention|mentioning|on about) the ([a-z]+)$/.exec(t)?.[1];
    if (thing) return `because of what happened at the ${thing} — it felt like I didn’t matter to you, honestly.`;
    return pick(ctx.seed, 'why-hurt', ['because it felt like I didn’t matter to you, honestly.', 'because I was hurt and I needed you to notice.']);
  }
  const topic = topicAnswer('reason', t, ctx);
  if (topic) return topic;
  if (/\bsay (?:that|it)\b|\bsaid (?:that|it)\b/.test(t)) return 'because I meant it, honestly — I wasn’t trying to be weird haha';
  // Something they share: the reason is about both of them, not a hobby of theirs.
  if (/\bwhy (?:did|do|have|are|were|did'nt|didn't|don't) we\b/.test(t)) return pick(ctx.lifeSeed, 'why-we', ['honestly? because we both got busy and neither of us reached out — that’s on both of us', 'because life got in the way, I think — I moved, you changed jobs, and we just stopped making the time']);
  const chosen = /\b(?:pick|picked|choose|chose|study|studied|do|did|switch(?:ed)? to|take up|took up|start(?:ed)?) ([a-z]+(?: [a-z]+)?)$/.exec(t)?.[1];
  if (chosen && !/^(?:that|this|it|them|me|so|the photo|that photo)$/.test(chosen) && /\bwhy (?:did|do) (?:you|u) (?:pick|choose|chose|study|do|switch|take up|start)\b/.test(t)) {
    return pick(ctx.lifeSeed, 'why-chose', [`because I’ve loved ${chosen} since school — I had a brilliant teacher`, `honestly because ${chosen} is the one thing I never get bored of`]);
  }
  if (/\b(?:pick|picked|choose|chose|chosen)\b/.test(t)) return 'because it felt the most like me, honestly — and my friends said it was the best one';
  if (/\b(?:move|moved|leave|left|quit)\b/.test(t)) return pick(ctx.lifeSeed, 'why-move', ['because of a job — and I needed a change', 'because my old place got too expensive, honestly']);
  if (/\b(?:go|went|come|came|join|joined)\b/.test(t)) return 'because a friend asked me along and I said why not';
  // The thing asked about, named in the reason: "why do you like hiking so much?" → "hiking…".
  const liked = /\bwhy (?:do|did) (?:you|u) (?:like|love|enjoy) ([a-z]+(?: [a-z]+)?)$/.exec(t.replace(/\s+(?:so much|that much|so|lol|haha|anyway)$/, ''))?.[1];
  if (liked && !/^(?:that|this|it|them|me)$/.test(liked)) return pick(ctx.lifeSeed, 'why-like', [`because ${liked} is the one thing that really helps me switch off`, `honestly ${liked} just clears my head — a friend got me into it and it stuck`]);
  return pick(ctx.lifeSeed, 'why', ['because it’s the one thing that really helps me switch off', 'honestly because I’m a night owl and it’s quieter then', 'because a friend got me into it and it stuck']);
}

function casualFeeling(ctx: SlotContext, q: SlotQuestion): string {
  const past = /\b(?:did|were|was|felt)\b/.test(q.text);
  // "are you still mad?" is answered about being mad, in the asker's word.
  const word = /\b(mad|angry|upset|hurt|annoyed|cross|disappointed|sad)\b/.exec(q.text)?.[1] ?? 'upset';
  if (/\bforgive\b/.test(q.text)) return COLD.has(ctx.mood) && ctx.mood !== 'guarded' ? 'not yet. I want to, though — give me some time.' : 'I’m getting there. yes, I forgive you — just don’t do it again, okay?';
  // "are you happy now?" asks about a good feeling: the answer says how near to it they are, not how upset they still are.
  const good = /\b(happy|okay|ok|alright|better|fine|good)\b/.test(q.text) && !/\b(?:mad|angry|upset|hurt|annoyed|cross|disappointed|sad)\b/.test(q.text);
  if (CLOSE_HURT.has(ctx.role) || ctx.goal === 'repair') {
    if (past) return 'honestly? hurt. and a bit stupid for waiting.';
    if (good) return ctx.mood === 'cold' || ctx.mood === 'hurt' ? 'not really, honestly. not yet.' : ctx.mood === 'guarded' ? 'getting there, honestly. better than I was — still a bit hurt, though.' : 'yeah, I think I am. better than I’ve been in a while.';
    if (ctx.mood === 'cold' || ctx.mood === 'hurt') return `yeah, still ${word}, honestly. one message doesn’t fix it.`;
    if (ctx.mood === 'guarded') return `less ${word} than I was. still a bit hurt, though.`;
    return `not really ${word} anymore. I appreciate you saying it.`;
  }
  if (past && (ctx.goal === 'reconnect' || ctx.role === 'friend')) return 'honestly? I missed you. it felt quiet without you around.';
  if (past) return pick(ctx.seed, 'felt', ['a bit let down, honestly', 'kind of nervous, but fine']);
  if (COLD.has(ctx.mood)) return 'I’m okay. a bit unsure about all this, honestly.';
  return pick(ctx.seed, 'feel', ['pretty good, honestly! a bit tired but happy', 'good! this is nice actually 🙂']);
}

/** Yes or no, about the thing asked, in the character's own voice. */
/** "it is" / "they aren't": the short answer to a yes/no about a thing, by its auxiliary. */
export function thingYesNo(aux: string, yes: boolean, subject?: string): string {
  // "did anyone call you?": "someone did" / "nobody did".
  if (subject === 'anyone') return yes ? `someone ${aux}` : `nobody ${aux}`;
  if (subject === 'everyone') return yes ? `everyone ${aux}` : `not everyone ${aux}`;
  const they = subject ?? (/^(?:are|were|have)$/.test(aux) ? 'they' : 'it');
  const no: Record<string, string> = { is: "isn't", are: "aren't", was: "wasn't", were: "weren't", has: "hasn't", have: "haven't", will: "won't", does: "doesn't", did: "didn't" };
  return yes ? `${they} ${aux}` : `${they} ${no[aux] ?? 'not'}`;
}

/** "have you ever thought about moving?": the yes says back what they have done ("I've thought about moving"). */
const PARTICIPLE = /^(?:been|seen|tried|done|heard|read|watched|met|had|thought|gone|made|taken|given|known|felt|kept|left|lost|won|taught|bought|[a-z]{2,}ed|[a-z]{2,}en)\b/;

function casualYesNo(ctx: SlotContext, q: SlotQuestion): string {
  const topic = topicAnswer('yesno', q.text, ctx);
  if (topic) return topic;
  if (q.aboutThing && q.aux) {
    const yes = fnv1a(`${ctx.lifeSeed}:yn:${q.text}`) % 3 !== 0;
    return yes ? pick(ctx.seed, 'yn-thing-yes', [`yeah, ${thingYesNo(q.aux, true, q.subject)}!`, `yes — ${thingYesNo(q.aux, true, q.subject)}, actually`]) : pick(ctx.seed, 'yn-thing-no', [`no, ${thingYesNo(q.aux, false, q.subject)}, I don’t think`, `nope, ${thingYesNo(q.aux, false, q.subject)}`]);
  }
  // "did it mess up your week?": a yes or a no about that thing, not about the character ("I did").
  const thing = /^\W*(?:did|does|is|was|has|had|will|would|can|could)\s+(it|that|this)\b/.exec(q.text.toLowerCase())?.[1];
  if (thing && q.aux && !q.subject) {
    const yesThing = fnv1a(`${ctx.lifeSeed}:yn:${q.text}`) % 3 !== 0;
    return yesThing ? pick(ctx.seed, 'yn-it-yes', [`yeah, ${thingYesNo(q.aux, true, 'it')}, a bit`, `honestly, ${thingYesNo(q.aux, true, 'it')}`]) : pick(ctx.seed, 'yn-it-no', [`no, ${thingYesNo(q.aux, false, 'it')}, don’t worry`, `not really, ${thingYesNo(q.aux, false, 'it')}`]);
  }
  // "do you still row at all?": "at all" belongs to the question, not to the answer.
  const pred = voiceSwap(q.predicate ?? '')
    .replace(/\b(?:still|ever|even|actually|really)\b\s*/g, '')
    .replace(/\s*\bat all\b/g, '')
    .trim();
  // "do you see anyone from school?" → yes: "I see a few people from school"; no keeps "anyone".
  const some = pred.replace(/\b(?:much|often)$/, 'a lot').replace(/\banyone\b/g, 'a few people').replace(/\banything\b/g, 'something').replace(/\bany\b/g, 'some');
  if (!pred) return pick(ctx.seed, 'yn-bare', ['yeah, I think so', 'mm, not really']);
  const still = /\bstill\b/.test(q.text);
  const cold = COLD.has(ctx.mood) && CLOSE_HURT.has(ctx.role);
  const yes = cold ? false : fnv1a(`${ctx.lifeSeed}:yn:${pred}`) % 3 !== 0;
  const aux = q.aux ?? 'do';
  const positive: Record<string, string> = { do: `I ${some}`, does: `it ${some}`, did: `I did`, are: `I'm ${some}`, is: `it is`, was: `I was`, were: `I was`, have: PARTICIPLE.test(some) ? `I've ${some}` : 'I have', has: `it has`, can: `I can`, could: `I could`, would: `I would`, will: `I will`, should: `I should`, shall: `I will`, may: 'sure', had: 'I had' };
  const negative: Record<string, string> = { do: "I don't", does: "it doesn't", did: "I didn't", are: "I'm not", is: "it isn't", was: "I wasn't", were: "I wasn't", have: "I haven't", has: "it hasn't", can: "I can't", could: "I couldn't", would: "I wouldn't", will: "I won't", should: "I shouldn't", shall: "I won't", may: 'better not', had: "I hadn't" };
  // "did you end up going to that gig?": a yes about the past, said without a "yeah" that could read as a yes to a plan.
  if (yes && /^(?:did|was|were|had)$/.test(aux)) return pick(ctx.seed, 'yn-past', [`${positive[aux]}, actually!`, `oh ${positive[aux]} 🙂`]);
  if (yes) {
    const clause = still && aux === 'do' ? `I still ${some}` : still && aux === 'are' ? `I'm still ${some}` : positive[aux];
    return pick(ctx.seed, 'yn-yes', [`yeah, ${clause}!`, `yes — ${clause}, actually`]);
  }
  const no = negative[aux] ?? "I don't";
  // The no names what it is about ("I don't talk to Mia much these days"), so it reads as an answer.
  const about = ['do', 'are', 'can', 'will', 'would', 'could'].includes(aux) || (aux === 'have' && PARTICIPLE.test(pred)) ? `${no} ${pred}` : no;
  return cold ? `honestly? not right now. ${about}, sorry.` : pick(ctx.seed, 'yn-no', [`not really — ${about} much these days`, `nope, ${about}. you?`]);
}

function casualRequest(ctx: SlotContext, q: SlotQuestion): string {
  const pred = voiceSwap(q.predicate ?? 'do that');
  if (COLD.has(ctx.mood)) return `maybe. I’ll ${pred} if things feel better between us.`;
  return pick(ctx.seed, 'req', [`sure, I can ${pred}!`, `yeah of course, I’ll ${pred}`]);
}

/** "you" and day names stand alone; other things take "the" ("the coffee", "the day"). */
const named = (option: string) => {
  // "or just a busy week": a hedge before the option is not part of it, and an option with its own article keeps it.
  const thing = option.replace(/^(?:just|only|more|maybe|rather) /, '');
  return /^(?:you|me|us|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tonight|tomorrow)$/.test(thing) || /^(?:an?|my|your|our|their|his|her|some) /.test(thing) ? thing : `the ${thing.replace(/^the /, '')}`;
};
const DAY_WORD = /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|day|date|time|week|tonight|tomorrow)\b/;

function casualEither(ctx: SlotContext, q: SlotQuestion): string {
  const [a, b] = q.options as readonly [string, string];
  // "is it the day or is it me?": which of two is the cause — after "I can't make it", the day, with the reason they gave.
  if (/^(?:is|was) it\b/.test(q.text)) {
    const day = DAY_WORD.test(a) ? a : DAY_WORD.test(b) ? b : null;
    if (ctx.stance === 'declined' && day) return `${named(day)}, honestly — not ${named(voiceSwap(day === a ? b : a))}. ${declinedReason(ctx)}`;
    return `${named(voiceSwap(a))}, I think — not ${named(voiceSwap(b))}`;
  }
  const first = fnv1a(`${ctx.lifeSeed}:either:${a}:${b}`) % 2 === 0;
  const choice = voiceSwap(first ? a : b);
  // "that I didn't come or that I didn't even call": two things that happened, one said to weigh more.
  if (/\b(?:i|you|u|we|they|he|she)\b/.test(`${a} ${b}`)) return `${choice}, honestly — more than ${voiceSwap(first ? b : a)}`;
  return pick(ctx.seed, 'either', [`${choice}, definitely — it just suits me better`, `hmm, ${choice}, I think. it's close though!`]);
}

/** "would it help if I explained?", "can we talk this weekend?": a yes, a not-yet or a no — by mood, never a flip. */
function casualProposal(ctx: SlotContext, q: SlotQuestion): string {
  // "would it be weird if I brought a friend?": a detail of the plan, asked the other way round — a no means it is fine.
  const worry = /^(?:would|is) it (?:be )?(weird|awkward|strange|a problem|an issue|too much|rude|bad) if (.{2,60})$/.exec(q.text);
  if (worry) {
    const [, what, plan] = worry as unknown as [string, string, string];
    if (CLOSE_HURT.has(ctx.role) && COLD.has(ctx.mood)) return `a bit, honestly — I’d rather keep it simple for now, not if ${voiceSwap(plan)}`;
    return `haha no, not ${what} at all if ${voiceSwap(plan)} 🙂`;
  }
  const helps = /\bhelp\b/.test(q.text);
  const newTime = /\b(?:(?:next|this) )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|week|tomorrow|tonight)\b|\binstead\b/.exec(q.text)?.[0];
  if (ctx.stance === 'declined' && newTime) return `yes, ${newTime === 'instead' ? 'that' : newTime} works much better for me 🙂`;
  if (ctx.stance === 'declined') return 'not that, no. but thanks for asking.';
  if (CLOSE_HURT.has(ctx.role) && COLD.has(ctx.mood)) return helps ? 'maybe. go on — I’m listening, but I’m not promising anything.' : 'maybe. not yet — I need a bit more time first.';
  if (ctx.stance === 'maybe') return 'maybe — let’s see how this goes first 🙂';
  return helps ? 'yeah, it would help. go on, I’m listening.' : 'yeah, that works for me.';
}

function casualPlans(ctx: SlotContext, q: SlotQuestion): string {
  const occasion = /\b(?:for|on) (?:your |ur |the )?([a-z]+(?: [a-z]+)?)$/.exec(q.text)?.[1] ?? /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day|tonight|tomorrow|this weekend)\b/.exec(q.text)?.[1];
  // After "I can't make it": what they have on is the reason they gave, not a free evening.
  if (ctx.stance === 'declined') return `${occasion ? `${voiceSwap(occasion)}? ` : ''}${declinedReason(ctx)}`;
  const plan = pick(ctx.lifeSeed, 'plans', ['dinner with a few friends at Lupe’s, nothing big', 'probably a long walk and a film night at home', 'a picnic in the park if the weather holds']);
  return occasion ? `for ${voiceSwap(occasion)}? ${plan}` : `${plan} — this saturday`;
}

/** The casual roles' answer to a slot question, or null to let the older tables answer. */
function casualSlot(q: SlotQuestion, ctx: SlotContext): string | null {
  switch (q.slot) {
    case 'time':
      return casualTime(ctx, q);
    case 'reason':
      return casualReason(ctx, q);
    case 'feeling':
      return casualFeeling(ctx, q);
    case 'either':
      return casualEither(ctx, q);
    case 'yesno':
      return casualYesNo(ctx, q);
    case 'request':
      return casualRequest(ctx, q);
    case 'proposal':
      return casualProposal(ctx, q);
    case 'plans':
      return casualPlans(ctx, q);
    case 'place': {
      // "where do you usually climb?" with "we met at the climbing gym": the place the user described.
      const known = ctx.metAt ?? ctx.place;
      const stem = (w: string) => w.slice(0, 5);
      const shared = known && known.split(' ').some((w) => w.length >= 4 && q.text.split(' ').some((x) => x.length >= 4 && stem(x) === stem(w)));
      const spot = known?.replace(/^(?:from|at|in) (?:the )?/, '');
      if (spot && /\bwhere (?:did|do) we (?:meet|first meet|know each other)\b/.test(q.text)) return `at the ${spot} — don’t tell me you forgot 😄`;
      if (spot && shared) return `at the ${spot}, mostly — where we met!`;
      return topicAnswer(q.slot, q.text, ctx);
    }
    case 'thing':
      return topicAnswer(q.slot, q.text, ctx) ?? attributeAnswer(q.text, 'casual', ctx.lifeSeed);
    case 'preference':
      // What they love, from what the user told about them, before the small world's defaults.
      if (ctx.interest && /\b(?:fun|weekends?|free time|spare time|hobby|hobbies|into|like doing|love doing|unwind|relax|switch off|wind down|after (?:work|class|school|uni)|evenings?)\b/.test(q.text)) return `${ctx.interest}, honestly — I’d do it every day if I could`;
      return topicAnswer(q.slot, q.text, ctx) ?? attributeAnswer(q.text, 'casual', ctx.lifeSeed);
    case 'opinion':
    case 'amount':
    case 'person':
      return topicAnswer(q.slot, q.text, ctx);
  }
}

/**
 * "since when has it been doing that?", "since when have you felt like that?": a start in the past,
 * from the character's side of the practice, never a time to meet.
 */
function sinceWhen(ctx: SlotContext): string {
  if (ctx.role === 'customer') return 'Since the first time I used it — the day it arrived, two weeks ago.';
  if (CLOSE_HURT.has(ctx.role) || ctx.goal === 'repair') return 'for a while now, honestly — since the last time it happened, a few weeks ago';
  if (ctx.role === 'teacher' || ctx.role === 'parent') return 'Since the start of this term, about six weeks ago.';
  if (ctx.register === 'work' || ctx.role === 'commenter') return 'Since the last quarter — about three months now.';
  return pick(ctx.lifeSeed, 'since-when', ['since last spring, give or take', 'a couple of months ago, I think — it crept up on me']);
}

export function answerSlot(q: SlotQuestion, ctx: SlotContext): string | null {
  if (q.slot === 'time' && /^since when\b/.test(q.text)) return sinceWhen(ctx);
  if (ctx.register === 'work' || ctx.role === 'commenter') return workSlotAnswer(q, ctx);
  return casualSlot(q, ctx);
}
