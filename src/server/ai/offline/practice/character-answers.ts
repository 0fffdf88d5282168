import { normalize } from '../text-utils';
import type { Slots } from './character-lines';
import type { CharacterMood } from '../../practice-ai';
import { answerSlot, voiceSwap } from './answer-slots';
import type { Stance } from './dialogue';
import type { GoalKind } from './goals';
import { contentOf, readQuestion, type UserQuestion } from './question';
import { questionPair } from './question-pair';
import { readSlot, type AskSlot } from './question-slots';
import { factAnswer, factTopic } from './persona-facts';
import { hypotheticalAnswer } from './answer-hypothetical';
import { confirmAnswer } from './answer-negation';
import { feelingAnswer } from './answer-feeling';
import { firstEverAnswer } from './answer-first';
import { grievanceAnswer } from './answer-grievance';
import { durationAnswer } from './answer-duration';
import { clauseChoiceAnswer } from './answer-clauses';
import { proposalViewAnswer, weighAnswer } from './answer-weigh';
import { ownTimeAnswer } from './answer-own-time';
import { countNamed } from './answer-count';
import { mentionedOpinion, toldAnswer } from './answer-told';
import { meansAnswer } from './answer-means';
import { awarenessAnswer } from './answer-awareness';
import { guessedCauseAnswer } from './answer-guess';
import { meaningAnswer, ownWordsAnswer, recallAnswer } from './answer-recall';
import { factAbout, mainFact, vary, type Detail } from './answer-life';
import { byShape, casualFallback, namedThing } from './answer-casual';
import { bestWorkAnswer, capital, OWN_WORK_OPINION, WORK_ANSWERS } from './answer-role-lines';
import type { Register, RoleKind } from './roles';
import { statedAnswer, type ScenarioFacts } from './scenario-facts';
import { outOfWorld, worldLine, type StatedWorld } from './character-world';
import { jobAnswer } from './answer-job';
import { CASUAL_TOPICS } from './persona-facts-casual';
import { factOf } from './persona-facts';
import { conditionAnswer, generalView, innerAnswer, type InnerContext } from './answer-inner';
import { contrastReason, givenLeave, leaveToAsk, mindAnswer, viewOfWhatWasSaid } from './answer-requests';

/**
 * Answers to the user's questions, about what was asked: the practice's own facts first, then the
 * answer classes (answer-*.ts), a casual character's fixed life (answer-life.ts) and shapes
 * (answer-casual.ts), and a work role's lines (answer-role-lines.ts).
 */

export { mainFact, type LifeFact } from './answer-life';

export interface AnswerContext {
  role: RoleKind;
  register: Register;
  slots: Slots;
  /** Stable for the whole practice, so the character's facts never change. */
  lifeSeed: number;
  /** Varies per turn, for wording. */
  seed: number;
  /** The character's line just before the question. */
  previous: string | null;
  /** The user's question before this one, when there was one: what a follow-up refers to. */
  previousAsked?: string | null;
  /** What the character already said (lower case), so an answer is not repeated word for word. */
  said: readonly string[];
  /** The character's earlier lines as written (names keep their capitals), oldest first. */
  saidAsWritten?: readonly string[];
  goal: GoalKind;
  /** Where the conversation stands before this answer (a question never turns a no into a yes). */
  stance: Stance;
  mood: CharacterMood;
  /** Things the user told about themselves, and a day or time they named earlier. */
  userFacts: readonly string[];
  userTime: string | null;
  /** A question sentence of the same line before the one answered ("have you seen it? what did you think"). */
  earlier?: UserQuestion | null;
  /** The user's earlier lines as written, oldest first (answer-told.ts). */
  userSaid?: readonly string[];
  /** Where the user said they met the person ("climbing gym"). */
  metAt?: string | null;
  /** What the practice itself states about the character's world (it wins over the banks). */
  scenario?: ScenarioFacts;
  /** The trade or workplace the practice states, when it is not the banks' default office (character-world.ts). */
  world?: StatedWorld;
  /** A casual character's job as the practice states it (persona-facts-stated.ts). */
  job?: string | null;
  /** What the practice states the character does (plan-person-traits.ts). */
  doings?: readonly string[];
}

/** Slots whose answer comes from the dialogue policy first (they have one right shape whatever the topic). */
const SHAPED_SLOTS: ReadonlySet<AskSlot> = new Set(['time', 'reason', 'feeling', 'either', 'request', 'amount', 'place', 'preference', 'proposal', 'plans']);
const OPENS_YES_NO = /^\W*(?:yes|yeah|no|nope|not|sure|of course|definitely)\b/i;
const WORK_FIRST: ReadonlySet<AskSlot> = new Set(['time', 'reason', 'feeling', 'either', 'amount', 'place', 'person', 'proposal']);

/**
 * The answer to a question that is not an invitation (those are the dialogue policy's). A detail
 * the practice states answers first; a bank answer that contradicts one gives way to it.
 */
export function answerQuestion(q: UserQuestion, ctx: AnswerContext): string {
  const pair = questionPair(q.sentence);
  const parts = pair?.map((p) => readQuestion(p));
  // Two questions in one line: each gets its answer, the second only when it adds one.
  if (parts?.[0] && parts[1] && parts.every((p) => p?.kind !== 'invite')) return bothAnswers(parts[0], parts[1], ctx);
  // "have you seen it? what did you think": a yes/no put before a wh-question gets its yes or no first.
  // (A yes/no after a wh-question, "who came? did mum make it", guesses at its answer; it is not asked apart.)
  if (ctx.earlier?.kind === 'yesno' && q.kind !== 'invite') {
    const yesNo = answerOne(ctx.earlier, ctx);
    // "no, I haven't seen it" leaves nothing to think of it: the no stands alone rather than an opinion it contradicts.
    return /^\W*(?:no|nope|nah|not)\b/i.test(yesNo) ? yesNo : bothAnswers(ctx.earlier, q, ctx);
  }
  // "how was peru?? did you do machu picchu": how it went is the question; the yes/no after it adds a detail, answered second.
  if (ctx.earlier?.kind === 'how' && q.kind === 'yesno' && /^how (?:was|were|did|is)\b/i.test(ctx.earlier.sentence.trim())) return bothAnswers(ctx.earlier, q, ctx);
  // "when could you start? and how many afternoons could you do?", "how long have you been dancing? do you go every week?":
  // two questions put apart, each asking something of its own, get both answers in the order asked. A yes/no about
  // someone else after a wh-question ("who came? did mum make it") guesses at the first answer and is answered alone.
  if (ctx.earlier && ctx.earlier.kind !== 'invite' && q.kind !== 'invite' && ctx.earlier.kind !== 'yesno' && ASKS_OF_ITS_OWN.test(q.sentence)) {
    const first = answerOne(ctx.earlier, ctx);
    // A first question with nothing to say ("I don't know that one…") does not stand before the answer there is.
    return /\boff the top of my head\b/.test(first) ? answerOne(q, ctx) : bothAnswers(ctx.earlier, q, ctx);
  }
  return answerOne(q, ctx);
}

/** A second question that asks something of its own: a wh-question, or a yes/no about the character ("busy week?" only guesses at the first answer). */
const ASKS_OF_ITS_OWN = /^\W*(?:(?:and|so|also|oh),? )?(?:(?:what|where|when|who|why|which|how)\b|(?:do|does|did|are|were|have|would|will|could|can)(?:n't)? (?:you|u)\b)/i;

function bothAnswers(one: UserQuestion, two: UserQuestion, ctx: AnswerContext): string {
  const first = answerOne(one, ctx);
  const second = answerOne(two, ctx);
  const said = (a: string) => normalize(a).replace(/[^a-z0-9 ]/g, '');
  // "…and why did you leave?" after a first answer that already gave its reason adds nothing.
  const repeats = said(first).includes(said(second)) || said(second).includes(said(first)) || (readSlot(two.sentence).slot === 'reason' && /\bbecause\b/i.test(first));
  return repeats ? first : `${/[.!?)\p{Extended_Pictographic}]$/u.test(first.trim()) ? first.trim() : `${first.trim()}.`} ${second}`;
}

function answerOne(q: UserQuestion, ctx: AnswerContext): string {
  const scenario = ctx.scenario;
  const work = ctx.register === 'work' || ctx.role === 'commenter';
  // "how many patients…?": the count names what was counted, whichever bank answered.
  const fromBanks = () => countNamed(q.sentence, inWorld(q, ctx, answerFromBanks(q, ctx)), ctx.lifeSeed, work);
  if (!scenario) return fromBanks();
  // "what did I say was stressing me out?": what the user said in this practice, before what the practice states.
  const told = toldAnswer(q.sentence, ctx.userSaid ?? [], work);
  if (told) return told;
  const stated = statedAnswer(q.sentence, scenario);
  if (stated) return stated;
  const answer = fromBanks();
  return scenario.contradicts(answer) ? (scenario.instead ?? 'I don’t know that one off the top of my head — I’ll find out and tell you by the end of the week.') : answer;
}

/** A bank line of the default office world, in a practice that states another trade or workplace, gives way to a line of that world. */
function inWorld(q: UserQuestion, ctx: AnswerContext, answer: string): string {
  if (!ctx.world || ctx.register !== 'work' || !outOfWorld(answer, ctx.world)) return answer;
  return worldLine(readSlot(q.sentence).slot, q.sentence, ctx.role, ctx.world, ctx.seed) ?? answer;
}

/** A question that points back ("its name", "there", "then", "that one") or is too short to name its topic ("who with?"). */
/** "what are you reading / watching / listening to at the moment?": the object of an activity under way. */
const CURRENT_OBJECT = /^(?:so |and |oh |ok )*what (?:are|r) (?:you|u) (?:currently |actually )?(?:reading|watching|listening to|playing|learning|working on|knitting|writing)\b/;
const FOLLOW_UP = /\b(?:it|its|it's|that|there|then|they|them|those|he|she|his|her|him|one)\b|^[a-z']+(?: [a-z']+){0,2}$/;

function answerFromBanks(q: UserQuestion, ctx: AnswerContext): string {
  const work = ctx.register === 'work' || ctx.role === 'commenter';
  // "do you remember what I said I started?", "what do you mean?" after a maybe: what was said in this practice.
  // "did I tell you I moved?", "what time did I say I start?": the user's own earlier statement, said back.
  const recalled = toldAnswer(q.sentence, ctx.userSaid ?? [], work) ?? recallAnswer(q.sentence, ctx.userFacts, work) ?? meaningAnswer(q.sentence, ctx.stance, work);
  if (recalled) return recalled;
  // "how did it feel when I didn't show up?", "remember our trip?", "did I do something wrong?": their inner side, in the one shape each asks for.
  const inner = innerAnswer(q.sentence, innerOf(ctx));
  if (inner) return inner;
  // "would you mind lowering the music?", "is it ok if I ask about salary?", "why a class and not an app?": one shape each, whatever the topic.
  const minded = mindAnswer(q.sentence, { work, cold: ctx.mood === 'cold' || ctx.mood === 'hurt', declined: ctx.stance === 'declined' });
  if (minded) return minded;
  const leave = leaveToAsk(q.sentence);
  if (leave) {
    const topic = readQuestion(/^(?:the|your|my|our|his|her|their) /.test(leave.topic) ? `what about ${leave.topic}?` : `what's the ${leave.topic}?`);
    const answer = topic ? answerFromBanks(topic, ctx) : null;
    return givenLeave(work, answer && !/\b(?:off the top of my head|find out)\b/.test(answer) ? answer : null);
  }
  const contrast = contrastReason(q.sentence, ctx.role, work);
  if (contrast) return contrast;
  const ofTold = viewOfWhatWasSaid(q.sentence, ctx.userSaid?.at(-1) ?? null, { work, cold: ctx.mood === 'cold' || ctx.mood === 'hurt', close: ctx.role === 'family' || ctx.role === 'parent' || ctx.role === 'partner' });
  if (ofTold) return ofTold;
  // "how did you get home in the end?": a way of travelling, in the question's tense.
  const means = meansAnswer(q.sentence, ctx.lifeSeed, work);
  if (means) return means;
  // "did you realise the music was that loud?": whether they knew, with what they did not know said back.
  const aware = awarenessAnswer(q.sentence, ctx.lifeSeed, work);
  if (aware) return aware;
  // "what are you worried about, the carpets?": the cause the user guesses at, taken up.
  const guessed = guessedCauseAnswer(q.sentence, work);
  if (guessed) return guessed;
  // A topic of the character's own facts ("which ramen place was it again?", a first car of theirs) is answered by those facts, which never change.
  const asked = readSlot(q.sentence);
  const ownFact = factTopic(asked.text, ctx.role, ctx.register) !== null;
  // "what was the first band you were ever in?": a memory, not today's band.
  const first = ownFact ? null : firstEverAnswer(q.sentence, ctx.lifeSeed, work);
  if (first) return first;
  // "what's the name of that place again?": what the character said earlier, said again.
  // ("what was it you said you had on friday?" after a bare "I can't make it" asks what they have on: the plans reader's.)
  const again = asked.slot === 'plans' || ownFact ? null : ownWordsAnswer(q.sentence, ctx.saidAsWritten ?? [], work);
  if (again) return again;
  // "are you annoyed I asked?", "you're not still mad right?", "did I upset you?": a yes or no by their mood.
  // "what did you think of the place I mentioned?": a view of what the user put forward, named back.
  const view = mentionedOpinion(q.sentence, { work, declined: ctx.stance === 'declined', cool: ctx.mood === 'cold' || ctx.mood === 'hurt' || ctx.mood === 'guarded' });
  if (view) return view;
  const felt = feelingAnswer(q.sentence, { mood: ctx.mood, work, repair: ctx.goal === 'repair' });
  if (felt) return felt;
  // "you don't think I did it on purpose, do you?", "you wouldn't not come…?": a statement to confirm, negations and all.
  const confirmed = confirmAnswer(q.sentence, { work, hurt: (ctx.goal === 'repair' || ctx.role === 'ex' || ctx.role === 'partner' || ctx.role === 'family') && (ctx.mood === 'cold' || ctx.mood === 'hurt'), declined: ctx.stance === 'declined' });
  if (confirmed) return confirmed;
  // "what would you do if…?" asks what they would do, whatever topic words it names.
  const would = hypotheticalAnswer(q.sentence, ctx.role, ctx.register === 'work' || ctx.role === 'commenter');
  if (would) return would;
  // "what exactly did you find offensive?", "what would make this right?": their side of the practice.
  const grievance = grievanceAnswer(q.sentence, ctx.role, ctx.register === 'work' || ctx.role === 'commenter');
  if (grievance) return grievance;
  // "how long do your labs run?": the length of the thing named, whatever the role.
  // "the part is on order" — "and how long does that take?": "that" is the thing the user just named.
  const register = ctx.register === 'work' || ctx.role === 'commenter' ? 'work' : 'casual';
  const lasting = durationAnswer(q.sentence, register) ?? (/\b(?:that|it|this)\b/.test(q.sentence) && ctx.userSaid?.length ? durationAnswer(`${q.sentence} ${ctx.userSaid.at(-1)}`, register) : null);
  if (lasting) return lasting;
  // "have we met before or do you just follow my page?": one of two whole clauses, said back.
  const clause = clauseChoiceAnswer(q.sentence, ctx.stance, ctx.register === 'work' || ctx.role === 'commenter');
  if (clause) return clause;
  // "is that realistic if I take on the new client?": what was just put on the table, weighed from their side.
  const weighed = weighAnswer(q.sentence, ctx.role, ctx.register === 'work' || ctx.role === 'commenter') ?? proposalViewAnswer(q.sentence, ctx.role, ctx.register === 'work' || ctx.role === 'commenter');
  if (weighed) return weighed;
  // "what's a normal shift like?", "hardest part of it?", "why did you leave the hotel?": the inside of their job.
  const ofJob = jobAnswer({ sentence: q.sentence, ...jobOf(ctx), before: ctx.userSaid?.at(-1) ?? null });
  if (ofJob) return ofJob;
  const slotQ = readSlot(q.sentence);
  // A follow-up ("what's its name?", "how long have you been there?") is about the topic asked just before.
  const follow = ctx.previousAsked && FOLLOW_UP.test(slotQ.text) ? readSlot(ctx.previousAsked).text : undefined;
  const slotCtx = { ...ctx, interest: ctx.slots.interest, place: ctx.slots.place, metAt: ctx.metAt ?? null, followsUp: follow };
  const bySlot = () => (q.kind === 'wellbeing' ? null : answerSlot(slotQ, slotCtx));
  // A question about the character's own life or world (their commute, the on-call rota, the
  // order's tracking) gets their fact for it, the same all practice long.
  const fact = factAnswer({ slot: slotQ.slot, text: slotQ.text, sentence: q.sentence, options: slotQ.options, role: ctx.role, register: ctx.register, lifeSeed: ctx.lifeSeed, followsUp: follow, job: ctx.job, doings: ctx.doings });
  if (ctx.register === 'work' || ctx.role === 'commenter') {
    // "has he said anything about it?": a yes or a no about that person, unless a fact of theirs is about what was asked ("does she eat lunch with anyone?").
    const factOnTopic = fact !== null && contentOf(slotQ.predicate ?? '').some((w) => contentOf(fact).includes(w));
    const aboutThem = slotQ.subject && !factOnTopic ? bySlot() : null;
    if (aboutThem) return aboutThem;
    if (fact) return fact;
    if (q.kind === 'wellbeing') return ctx.role === 'customer' ? 'Honestly? Fed up. This order has ruined my week.' : 'Busy, but good, thanks for asking.';
    // The role's slot answer first when the slot has one right shape, or when it is about the words asked ("which part?").
    const slotted = bySlot();
    const onTopic = slotted !== null && q.words.some((w) => contentOf(slotted).includes(w));
    // A yes/no question put with its auxiliary gets its yes or no before a role line that only shares a word with it ("busy day?" — "busy quarter…").
    const saysYesNo = slotQ.slot === 'yesno' && slotQ.aux !== null && slotted !== null && OPENS_YES_NO.test(slotted);
    if (slotted && (WORK_FIRST.has(slotQ.slot) || onTopic || saysYesNo)) return slotQ.slot === 'feeling' ? feelingWithYes(q.sentence, slotted) : slotted;
    // "what do you think of the numbers I showed you?": their judgement of the user's work, named back.
    const mine = slotQ.slot === 'opinion' ? /\bthink (?:of|about) (.{3,60}?\b(?:i|my|i've|i'd)\b.{0,60})$/.exec(slotQ.text)?.[1] : undefined;
    if (mine && OWN_WORK_OPINION[ctx.role]) return `${capital(voiceSwap(mine).replace(/\b(showed|told|sent|gave|asked|emailed|brought) I\b/g, '$1 me'))}? ${OWN_WORK_OPINION[ctx.role]}`;
    const best = bestWorkAnswer(ctx.role, q);
    if (best) return best;
    // "what would it take for you to keep it at 5 percent?": the condition their side would set.
    const condition = conditionAnswer(q.sentence, innerOf(ctx));
    if (condition) return condition;
    // A role's line for a "thing" or an opinion only when nothing closer was found, and never a first-project line for "what happens next?".
    if (slotted) return slotted;
    const roleAnswers = WORK_ANSWERS[ctx.role] ?? [];
    // A candidate asked about themselves tells one of their own stories rather than "I don't know".
    if ((!q.focus || ctx.role === 'candidate') && roleAnswers.length > 0) return vary(ctx.seed, 'work', roleAnswers);
    // "would you accept £1,000 if I sign for a year?": an offer to weigh, not a fact to look up.
    const offer = /^(?:would|could|will) (?:you|u) (?:accept|agree to|consider|take|go for|be open to|settle for)\s+(.{2,80}?)\??$/i.exec(q.sentence.trim())?.[1];
    if (offer) return `I could consider ${voiceSwap(offer.replace(/[.?!]+$/, '').replace(/\bI\b/g, 'i').replace(/\bI'm\b/g, "i'm"))} — tell me exactly what you’d commit to, and from what date, and I’ll give you a straight answer.`;
    // A time of their own with one right shape (a span, a day, a moment past) before "I don't know".
    const when = slotQ.slot === 'time' ? ownTimeAnswer(q.sentence, ctx.lifeSeed) : null;
    if (when) return when;
    // A workplace the practice states has its shifts and its suppliers, whatever the trade.
    const ofWorld = ctx.world ? worldLine(slotQ.slot, q.sentence, ctx.role, ctx.world, ctx.seed, true) : null;
    if (ofWorld) return ofWorld;
    const view = generalView(q.sentence, innerOf(ctx));
    if (view) return view;
    // An honest "I don't know" with its reason, not a vague promise.
    return 'I don’t know that one off the top of my head — I’ll find out and tell you by the end of the week.';
  }
  const guarded = ctx.role === 'ex' || ctx.role === 'partner' || ctx.role === 'family';
  if (guarded && q.kind === 'wellbeing') {
    const lines = ['I’m okay. it’s been a strange few months honestly.', 'doing alright I guess. work’s been a lot.', 'I’m fine. just tired.', 'not much, honestly. work, sleep, repeat.'];
    return lines.find((line) => !ctx.said.includes(normalize(line))) ?? vary(ctx.seed, 'guarded', lines);
  }
  // "how are things with your sister?" is about the sister, not a plain "how are you?".
  if (q.kind === 'wellbeing' && fact && !guarded) return fact;
  if (q.kind === 'wellbeing') return mainFact(ctx.slots, ctx.lifeSeed).told;
  // "are you doing anything this weekend?" asks what is ahead; a story of last weekend does not answer it.
  const ahead = slotQ.slot === 'plans' ? bySlot() : null;
  if (ahead) return ahead;
  // The character's own life first ("which ramen place?" after the ramen story), then the slot's policy.
  const told = factAbout(ctx.slots, q.words, ctx.previous);
  // "what got you into climbing?" asks how it began (the story a "how" detail tells); "how long have
  // you been climbing?" asks a span up to now, which no story of the pastime gives (the slot's span does).
  const origin = ORIGIN.test(normalize(q.sentence));
  const kind: Detail | null = q.kind === 'yesno' || SPAN_SO_FAR.test(normalize(q.sentence)) ? null : origin ? 'how' : (q.kind as Detail);
  const detail = told && kind && !['either', 'feeling', 'request', 'preference'].includes(slotQ.slot) && !(slotQ.slot === 'place' && ctx.metAt) ? (told.details[kind] ?? told.details.what) : null;
  if (detail) return detail;
  const named = namedThing(q, ctx.lifeSeed);
  // "which bakery did you say you work at?": the answer names the thing asked about; a fact of
  // theirs that names none of it ("admin at the city hospital") would deny what the question takes as given.
  const noun = /^(?:wait,? |sorry,? |so )?which ([a-z]+)\b/.exec(normalize(q.sentence))?.[1];
  if (named && fact && noun && slotQ.slot === 'thing' && !normalize(fact).includes(noun)) return named;
  // "what are you reading for book club?": the thing they are in the middle of, which a doing of theirs ("I run a book club") does not name.
  const current = fact && CURRENT_OBJECT.test(normalize(q.sentence)) ? bySlot() : null;
  if (current) return current;
  // A hurt ex or partner does not chat about their life while cold; a guarded line answers instead.
  if (fact && !(guarded && ctx.stance === 'declined')) return fact;
  if (named) return named;
  const shapedFirst = SHAPED_SLOTS.has(slotQ.slot) ? bySlot() : null;
  if (shapedFirst) return shapedFirst;
  // "what do you think of dating apps?": a view of that kind of thing, before a shape that reads it as an event or only reacts.
  const general = generalView(q.sentence, innerOf(ctx));
  if (general) return general;
  const shaped = byShape(q, ctx.seed, guarded);
  if (shaped) return shaped;
  return bySlot() ?? casualFallback(q, ctx.seed);
}

/**
 * "are you upset that I'm bringing this up?" asks for a yes or a no: a work role's feeling line that
 * admits the feeling ("Honestly, a bit defensive — …", "Still angry, honestly — …") is that yes, and
 * says it first. A line that denies it ("not angry, just annoyed…") or already opens with one stays.
 */
function feelingWithYes(sentence: string, line: string): string {
  if (!/^\W*(?:are|r|am|is) (?:you|u)\b/i.test(sentence.trim()) || OPENS_YES_NO.test(line) || /^\W*(?:no|not|nope|a (?:bit|little))\b/i.test(line)) return line;
  return `Yes — ${line.charAt(0).toLowerCase()}${line.slice(1)}`;
}

function innerOf(ctx: AnswerContext): InnerContext {
  return { role: ctx.role, goal: ctx.goal, mood: ctx.mood, stance: ctx.stance, work: ctx.register === 'work' || ctx.role === 'commenter', lifeSeed: ctx.lifeSeed };
}

/** "what got you into…", "how did you get into…": how a pastime began. */
const ORIGIN = /^(?:so |and |mind telling me )?(?:what (?:got|made|brought) (?:you|u) (?:into|to start)|how did (?:you|u) (?:get|end up) (?:into|in))\b/;
/** "how long have you been climbing?": a span from when it began until now. */
const SPAN_SO_FAR = /^(?:so |and )?how long (?:have|'ve) (?:you|u) been [a-z]+ing\b/;

const SEEDED_JOB = CASUAL_TOPICS.find((t) => t.id === 'job');

/** The job a character speaks of: a casual character's stated (or seeded) own job, a candidate's trade, the role an interviewer or a manager hires for. */
function jobOf(ctx: AnswerContext): { job: string | null; voice: 'own' | 'role'; casual: boolean; stated: boolean } {
  if (ctx.register === 'casual' && ctx.role !== 'commenter') return { job: ctx.job ?? (SEEDED_JOB ? factOf(SEEDED_JOB, ctx.lifeSeed).told : null), voice: 'own', casual: true, stated: Boolean(ctx.job) };
  if (ctx.role === 'candidate') return { job: ctx.world?.trade ?? null, voice: 'own', casual: false, stated: true };
  if (ctx.role === 'interviewer' || ctx.role === 'boss') return { job: ctx.world?.trade ?? null, voice: 'role', casual: false, stated: true };
  return { job: null, voice: 'role', casual: false, stated: false };
}
