import type { CharacterMood, CharacterRequest } from '../../practice-ai';
import { detectInterests, detectJobRole } from '../details';
import { characterDoings } from './plan-person-traits';
import { capitalize, cleanText, fnv1a, normalize, pick, splitSentences } from '../text-utils';
import { answerQuestion } from './character-answers';
import { asksAboutUs } from './answer-inner';
import { factTopic } from './persona-facts';
import { readDialogue, type DialogueState } from './dialogue';
import { readQuestion, type UserQuestion } from './question';
import { readSlot } from './question-slots';
import { followUpQuestion } from './question-follow-up';
import * as C from './character-lines';
import { isCrisis, type TurnAnalysis } from './evaluate';
import { goalFromDetails, type GoalKind } from './goals';
import type { MoveKind } from './moves';
import { describePlan, describeRemedy } from './reasons';
import { childPronounIn, childPronounOfLines, inChildPronoun } from './child-pronouns';
import { lieCorrection } from './lie-correction';
import { replayLastTurn } from './replay';
import { readProfile, type CharacterProfile } from './roles';
import { readScenarioFacts, type ScenarioFacts } from './scenario-facts';
import { toldOpening } from './scenario-repair-told';
import { readWorld, type StatedWorld } from './character-world';

/**
 * The offline simulated person. It re-reads the chat with the evaluator (deterministic, so it
 * sees exactly what the evaluator saw: a hesitation, a risky line, a success) and answers in the
 * role's voice, colder or warmer with the mood. Variants are picked from a hash of the chat.
 */

const WARM: ReadonlySet<CharacterMood> = new Set(['open', 'warm', 'delighted']);
const COLD: ReadonlySet<CharacterMood> = new Set(['cold', 'hurt', 'guarded']);

interface Voice {
  /** What the character already said in this chat (normalised), so lines are not repeated. */
  said: string[];
  /** The same lines as written, for saying a name back with its capitals. */
  saidAsWritten: string[];
  profile: CharacterProfile;
  goal: GoalKind;
  slots: C.Slots;
  seed: number;
  /** The same for the whole practice: the character's own facts never change. */
  lifeSeed: number;
  /** Where the conversation stands before this reply (what they agreed to or refused). */
  state: DialogueState;
  /** The user's last line and the character's line before it. */
  lastUser: string;
  previous: string | null;
  /** The user's line before the last one: what a follow-up ("what's its name?") refers to. */
  previousUser: string | null;
  /** The user's lines before the last one, oldest first: what they told, for "did I tell you…?". */
  userSaid: string[];
  /** The mood after the user's line (what the evaluator set). */
  mood: CharacterMood;
  /** Where the user said they met ("climbing gym"), from the persona or the scenario. */
  metAt: string | null;
  /** What the practice states about the character's world (a parcel that never came, the review date). */
  scenario: ScenarioFacts;
  /** The trade or workplace the practice states (character-world.ts). */
  world: StatedWorld;
  /** A casual character's job as the practice or the persona states it ("Mira is a tattoo artist"). */
  job: string | null;
  /** What the practice or persona states the character does ("runs the record shop"). */
  doings: readonly string[];
}

/** An activity the user said the person does ("we met at the climbing gym" → climbing), when no "loves X" says it. */
function activityIn(text: string): string | null {
  return /\b(climbing|bouldering|hiking|running|yoga|pottery|chess|surfing|swimming|cycling|dancing|painting|photography|baking|cooking|gaming|football|tennis|basketball|volleyball|skating)\b/.exec(normalize(text))?.[1] ?? null;
}

function metAtIn(text: string): string | null {
  return /\b(?:met|meet|know (?:her|him|them)) (?:at|in|on|from) (?:the |a |my |our )?([a-z]+(?: (?!and\b|but\b|he\b|she\b|they\b|last\b|when\b)[a-z]+)?)/.exec(normalize(text))?.[1] ?? null;
}

/**
 * A line from the table for this role, varied by the chat's hash and never one the character
 * already said in this chat (then the next variant). `optional` pieces are dropped when all are used.
 */
function say(v: Voice, salt: string, table: C.Table | undefined, optional = false): string {
  const lines = table ? C.linesFor(table, v.profile.role, v.profile.register) : [];
  if (lines.length === 0) return '';
  const start = fnv1a(`${v.seed}:${salt}`) % lines.length;
  for (let k = 0; k < lines.length; k++) {
    const text = (lines[(start + k) % lines.length] as C.Line)(v.slots);
    const norm = normalize(text);
    if (!norm || !v.said.some((said) => said.includes(norm))) return text;
  }
  return optional ? '' : (lines[start] as C.Line)(v.slots);
}

/** Joins reply pieces; a piece ending in a bare word gets a full stop so two thoughts don't run together. */
function join(...parts: string[]): string {
  const kept = parts.map((p) => p.trim()).filter(Boolean);
  return kept.map((p, i) => (i < kept.length - 1 && /[\p{L}\p{N}]$/u.test(p) ? `${p}.` : p)).join(' ');
}

function opening(v: Voice, title: string, scenario = '', simulatedRole = ''): string {
  // A repair whose practice states what happened: the person opens with it, in their own voice.
  const told = v.goal === 'repair' ? toldOpening(scenario, { ...v.profile, role: simulatedRole }) : null;
  if (told) return told;
  if (v.goal === 'interview' && /\b(?:hard|tough|failure|weakness)\b/i.test(title)) return pick(v.seed, 'open', C.TOUGH_OPENINGS)(v.slots);
  if (v.goal === 'reinvite' && v.profile.register === 'casual') return pick(v.seed, 'open', C.REINVITE_OPENINGS)(v.slots);
  return say(v, 'open', C.OPENINGS) || 'hey!';
}

function ending(v: Voice, analysis: TurnAnalysis | null): string {
  const cause = analysis?.verdict.kind === 'failed' ? analysis.verdict.cause : null;
  const kind: keyof typeof C.ENDINGS =
    cause === 'illegal_question'
      ? 'illegal'
      : cause === 'threat'
        ? 'threat'
        : cause === 'pressure_after_no'
          ? v.state.stance === 'declined'
            ? 'pushed'
            : 'pushedMaybe'
          : cause === 'give_up'
            ? 'wrapup'
            : cause === 'risky_limit' || cause === null
              ? 'tired'
              : 'hurt';
  // A lie the character can see is corrected before they leave, not gone along with.
  const correction = analysis?.lie ? lieCorrection(analysis.lie, v.profile) : '';
  return join(correction, say(v, 'end', C.ENDINGS[kind]) || say(v, 'end', C.ENDINGS.tired));
}

function success(v: Voice): string {
  return say(v, 'yes', C.SUCCESS[v.goal]) || say(v, 'yes', C.SUCCESS.invite) || 'yes — let’s do it.';
}

const REACTION_ORDER: readonly (keyof typeof C.REACTIONS)[] = ['apology', 'listening', 'evidence', 'compliment', 'humour', 'sharing', 'greeting'];
const PUSHBACK_MOVES = ['pressure', 'guilt', 'blame', 'dismiss', 'too_intense', 'threat'] as const;

/** The reply to an ordinary line: react to the strongest move, answer a question, maybe ask one back. */
function reply(v: Voice, analysis: TurnAnalysis, mood: CharacterMood): string {
  const moves = analysis.reading.moves;
  const verdict = analysis.verdict;
  if (verdict.kind === 'risky') {
    if (analysis.lie) return join(lieCorrection(analysis.lie, v.profile), say(v, 'push', C.PUSHBACK.lie));
    const move = PUSHBACK_MOVES.find((m) => moves.has(m));
    return say(v, 'push', move ? C.PUSHBACK[move] : C.PUSHBACK.pressure) || 'hm.';
  }
  const question = askedOf(v);
  // A real question ("when is the next review?", "how would you like us to fix it?") gets its answer before any hesitation.
  // A yes/no that offers a choice or asks how they feel is answered too ("a refund or a replacement?", "are you still mad?").
  const slot = question ? readSlot(question.sentence).slot : null;
  // At work, "could we revisit this in three months?" is a proposal to weigh, not a date to accept or refuse.
  // A bare "can we talk about a raise?" keeps the role's hesitation ("what did you have in mind?").
  const workProposal = slot === 'proposal' && v.profile.register === 'work' && /\b(?:help|in (?:a|one|two|three|four|six|\d+) (?:days?|weeks?|months?)|next (?:week|month|quarter)|by (?:friday|monday|the end)|tomorrow)\b/i.test(v.lastUser);
  // A yes/no about their own life or world ("can I work from home on Fridays?", "is there an on-call rota?") has a factual answer too.
  const aboutTheirWorld = question !== null && question.kind !== 'invite' && factTopic(readSlot(question.sentence).text, v.profile.role, v.profile.register) !== null;
  // "is the budget frozen this year?": a yes/no about a thing of theirs is a question, not a request.
  const aboutThing = question !== null && readSlot(question.sentence).aboutThing === true;
  const asksOpenly = question !== null && ((question.kind !== 'invite' && (question.kind !== 'yesno' || aboutTheirWorld || aboutThing || slot === 'either' || slot === 'feeling' || slot === 'opinion' || asksAboutUs(question.sentence) || (slot === 'proposal' && v.profile.register !== 'work'))) || workProposal);
  if (verdict.kind === 'hold') return asksOpenly ? answerTo(v, question) : say(v, 'hold', C.HOLDS[v.goal]) || say(v, 'hold', C.HOLDS.invite);
  const nudge = C.NUDGES[v.goal];
  if (nudge && !asksOpenly && (['invite_vague', 'request', 'remedy_vague'] as MoveKind[]).some((m) => moves.has(m))) {
    const line = say(v, 'nudge', nudge);
    if (line) return line;
  }
  // An invitation in a practice that is not about one still gets an answer to that invitation.
  if (question?.kind === 'invite' && !INVITE_GOALS.has(v.goal) && !workProposal) return answerInvite(v, mood, question.focus);
  // An invitation the evaluator neither closed nor held still gets an answer: a "maybe", never a yes the score did not give.
  if (question?.kind === 'invite' && INVITE_GOALS.has(v.goal) && v.state.stance !== 'agreed') return answerMaybe(v, mood, question.focus);
  if (moves.has('low_effort') && !question) return say(v, 'low', C.LOW_EFFORT);
  if (moves.has('off_topic')) return join(say(v, 'off', C.OFF_TOPIC), question ? answerTo(v, question) : '');
  if (moves.has('excuse')) return say(v, 'excuse', C.EXCUSE);
  if (moves.has('give_up')) return say(v, 'giveup', C.GIVE_UP);

  const reactionKey = REACTION_ORDER.find((k) => moves.has(k as MoveKind));
  const asked = question !== null && (question.kind !== 'invite' || workProposal);
  // Before an answer, only a reaction to what they felt or did (not "oh nice!" to a question).
  const reaction = reactionKey && !(asked && (reactionKey === 'greeting' || reactionKey === 'sharing')) ? say(v, `react:${reactionKey}`, C.REACTIONS[reactionKey], true) : '';
  const answer = asked ? answerTo(v, question) : '';
  // The interviewer always leads with the next question; others ask back only when warm.
  const leads = v.profile.role === 'interviewer' || v.profile.role === 'customer';
  const wantsBack = leads || (WARM.has(mood) && !asked) || (mood === 'neutral' && !reaction && !answer);
  // Something the user told earlier is worth asking about once the moment is free (no question pending).
  const remembered = !asked && !COLD.has(mood) && !reaction.endsWith('?') ? rememberedQuestion(v) : '';
  const back = remembered || (wantsBack && !reaction.endsWith('?') ? say(v, 'back', C.QUESTIONS_BACK, true) : '');
  const tail = COLD.has(mood) && !answer && !reaction ? say(v, 'tail', C.GUARDED_TAILS) : '';
  const text = join(reaction, answer, back, tail);
  return text || say(v, 'filler', C.REACTIONS.filler) || 'ok';
}

/** "and you?", "what about you?", "u?": the question asked back, with nothing of its own. */
const BACK_QUESTION = /^(?:(?:and|what about|how about|n|same|wbu|hbu)\s*)?(?:you|u|yourself|urself)?\s*\?*$|^(?:wbu|hbu)\??$/;

/**
 * The user's question, with "and you?" read as the question it turns back: the one the character
 * just asked the user ("what are you up to this weekend?"), else the user's own question before
 * (asked again, now of the character).
 */
function askedOf(v: Voice): UserQuestion | null {
  // "and your mum?" after "how is your sister doing?": the question before, of the new subject.
  const again = followUpQuestion(v.lastUser, v.previousUser ? (readQuestion(v.previousUser)?.sentence ?? null) : null);
  const question = (again ? readQuestion(again) : null) ?? readQuestion(v.lastUser);
  if (!question || !BACK_QUESTION.test(normalize(question.sentence).replace(/[.!]+$/, ''))) return question;
  const theirs = v.previous ? readQuestion(v.previous.split(/(?<=\?)\s+/).filter((s) => s.includes('?')).at(-1) ?? '') : null;
  const ours = v.previousUser ? readQuestion(v.previousUser) : null;
  const turned = theirs ?? ours;
  return turned && turned.kind !== 'invite' ? turned : question;
}

const INVITE_GOALS: ReadonlySet<GoalKind> = new Set(['invite', 'reinvite', 'reconnect', 'repair']);

/**
 * The question sentence just before the answered one in the user's line, when the line asks two
 * ("have you seen it? what did you think"): a question put with its own question mark.
 */
function earlierQuestionIn(line: string, answered: UserQuestion): UserQuestion | null {
  const sentences = splitSentences(cleanText(line));
  const last = sentences.findLastIndex((s) => readQuestion(s)?.sentence === answered.sentence);
  const before = last > 0 ? sentences[last - 1]! : null;
  return before && /\?\s*$/.test(before) ? readQuestion(before) : null;
}

function answerTo(v: Voice, question: UserQuestion): string {
  return answerQuestion(question, {
    earlier: earlierQuestionIn(v.lastUser, question),
    role: v.profile.role,
    register: v.profile.register,
    slots: v.slots,
    lifeSeed: v.lifeSeed,
    seed: v.seed,
    previous: v.previous,
    previousAsked: v.previousUser ? (readQuestion(v.previousUser)?.sentence ?? null) : null,
    said: v.said,
    saidAsWritten: v.saidAsWritten,
    goal: v.goal,
    stance: v.state.stance,
    mood: v.mood,
    userFacts: v.state.userFacts,
    userSaid: v.userSaid,
    userTime: v.state.userTime,
    metAt: v.metAt,
    scenario: v.scenario,
    world: v.world,
    job: v.job,
    doings: v.doings,
  });
}

/** Yes to a friendly invitation when the mood allows, a clear "not now" when it does not. */
/** "r u free thursday or have u got training?": the other thing they might have on, as they would say it. */
const OR_BUSY = /\bor (?:have|are|r) (?:you|u) (got|busy with|busy|working|doing) ?(.{0,40}?)[?!.]*$/i;
const BUSY_SAID: Record<string, string> = { got: 'I’ve got', 'busy with': 'I’m busy with', busy: 'I’m busy', working: 'I’m working', doing: 'I’m doing' };

/** Free or the other thing: the option that holds is named before the yes or the not-now. */
function otherOption(v: Voice): string | null {
  const busy = v.profile.register === 'casual' ? OR_BUSY.exec(normalize(v.lastUser).replace(/[’]/g, "'")) : null;
  return busy ? `${BUSY_SAID[busy[1]!.toLowerCase()]} ${busy[2]!.replace(/\b(?:your|ur)\b/g, 'my')}`.trim() : null;
}

function answerInvite(v: Voice, mood: CharacterMood, activity: string | null): string {
  const plan = v.slots.plan || activity || 'that';
  if (v.state.stance === 'agreed') return v.profile.register === 'work' ? `We’re already on for ${plan} — looking forward to it.` : `we already said yes to ${plan} haha 😊`;
  const other = otherOption(v);
  if (COLD.has(mood)) return v.profile.register === 'work' ? `Maybe another time — I’d rather sort out what we’re here for first.` : `${other ? `${other} then, actually — ` : ''}maybe another time… I’m not sure right now.`;
  return v.profile.register === 'work' ? `${capitalize(plan)}? Sure, that could be nice.` : `${other ? 'free, actually! ' : ''}haha sure, ${plan} sounds nice 🙂`;
}

function answerMaybe(v: Voice, mood: CharacterMood, activity: string | null): string {
  const plan = v.slots.plan || activity || 'that';
  const other = otherOption(v);
  if (other) return `${other} then, actually — so maybe${COLD.has(mood) ? '… not yet' : ' another time'}.`;
  if (COLD.has(mood)) return `maybe… not yet. I need a bit more time before ${plan === 'that' ? 'that' : plan}.`;
  return `maybe! ${plan === 'that' ? 'let’s' : `${plan} could be nice — let’s`} see how this goes first 🙂`;
}

/** Ask back about something the user told earlier ("how’s the guitar going?"), once. */
function rememberedQuestion(v: Voice): string {
  if (v.profile.register !== 'casual') return '';
  const fact = v.state.userFacts.find((f) => !v.said.some((said) => said.includes(f)));
  return fact ? `by the way, how’s the ${fact} going?` : '';
}

export function characterLine(req: CharacterRequest): string {
  const profile = readProfile(req.details, req.persona);
  const goal = goalFromDetails(req.details);
  const analysis = req.beat === 'opening' ? null : replayLastTurn(req.details, req.history);
  const reading = analysis?.reading;
  const traits = `${req.details.scenario} ${req.persona ?? ''}`;
  const interest = detectInterests(traits)[0] ?? activityIn(traits);
  const slots: C.Slots = {
    place: profile.context ? profile.context.replace(/^(?:from|at|in)\s+/i, '') : null,
    interest,
    plan: describePlan(reading?.activity ?? null, reading?.time ?? null),
    time: reading?.time ?? null,
    remedy: describeRemedy(req.history.findLast((t) => t.role === 'user')?.text ?? ''),
  };
  const seed = fnv1a([req.beat, req.details.title, ...req.history.map((t) => normalize(t.text))].join('\u0001'));
  const said = req.history.filter((t) => t.role === 'assistant').map((t) => normalize(t.text));
  const lastUserAt = req.history.findLastIndex((t) => t.role === 'user');
  const before = lastUserAt >= 0 ? req.history.slice(0, lastUserAt) : req.history;
  const v: Voice = {
    said,
    saidAsWritten: req.history.filter((t) => t.role === 'assistant').map((t) => t.text),
    profile,
    goal,
    slots,
    seed,
    lifeSeed: fnv1a(`${req.details.title}\u0001${req.details.simulated_role}`),
    state: readDialogue(before),
    lastUser: req.history[lastUserAt]?.text ?? '',
    previous: before.filter((t) => t.role === 'assistant').at(-1)?.text ?? null,
    previousUser: before.filter((t) => t.role === 'user').at(-1)?.text ?? null,
    userSaid: before.filter((t) => t.role === 'user').map((t) => t.text),
    mood: req.mood,
    metAt: metAtIn(traits),
    scenario: readScenarioFacts(req.details, req.persona, profile.role, req.history.filter((t) => t.role === 'user').map((t) => t.text), { ...profile, role: req.details.simulated_role }),
    world: readWorld(req.details),
    job: profile.register === 'casual' ? detectJobRole(traits) : null,
    doings: profile.register === 'casual' ? characterDoings(req.details.scenario, req.persona, profile.name) : [],
  };
  // A parent–teacher practice is about one child: every line says "he" or "she" as the practice does, else as the user does.
  const child = profile.role === 'teacher' || profile.role === 'parent' ? (childPronounIn(`${req.details.title} ${req.details.simulated_role} ${traits}`) ?? childPronounOfLines(req.history.filter((t) => t.role === 'user').map((t) => t.text))) : null;
  return inChildPronoun(beatLine(req, v, analysis), child);
}

function beatLine(req: CharacterRequest, v: Voice, analysis: TurnAnalysis | null): string {
  switch (req.beat) {
    case 'opening':
      return opening(v, req.details.title, req.details.scenario, req.details.simulated_role);
    case 'succeed': {
      // A closing line that asks something ("a refund or a replacement?", "which part did you disagree
      // with?") gets its answer before the yes; an invitation or a proposal is answered by the yes itself.
      const asked = askedOf(v);
      const slot = asked ? readSlot(asked.sentence).slot : null;
      // Only a line put as a question: "you'll see it within the week" closes with the remedy, it asks nothing.
      const put = asked !== null && (v.lastUser.includes('?') || /^(?:\W*(?:and|so|but|ok|okay|wait) )?(?:what|which|where|when|who|why|how|do|does|did|are|is|was|were|have|has|can|could|would|will)\b/i.test(asked.sentence.trim()));
      const answers = put && asked.kind !== 'invite' && slot !== 'proposal' && slot !== 'request';
      return join(answers && asked ? answerTo(v, asked) : slot === 'either' && asked ? answerTo(v, asked) : '', success(v));
    }
    case 'failed':
      return ending(v, analysis);
    case 'continue':
      if (analysis && isCrisis(req.history.filter((t) => t.role === 'user').at(-1)?.text ?? '')) return say(v, 'care', C.CARE);
      // Without a practice around it (a simulator chat) nobody sends succeed/failed beats: the
      // character still agrees when the goal is met and leaves when a line crosses it.
      if (analysis?.verdict.kind === 'succeed') return success(v);
      if (analysis?.verdict.kind === 'failed') return ending(v, analysis);
      return analysis ? reply(v, analysis, req.mood) : opening(v, req.details.title, req.details.scenario, req.details.simulated_role);
  }
}
