import type { CharacterMood } from '../../practice-ai';
import { voiceSwap } from './answer-slots';
import type { Stance } from './dialogue';
import type { GoalKind } from './goals';
import type { RoleKind } from './roles';

/**
 * Answers to questions about the character's inner side and the relationship (issue #23 point 5):
 * how they felt at a moment the user names, a memory the two share, what they think of the user,
 * what they make of something in general, what it would take for them to say yes. Each reader is a construction whose fitting answer has one shape whatever the topic —
 * a feeling word, "I remember", a yes or a no about "you", a condition — so the character says that
 * rather than a story of its own life that shares a word with the question.
 */

export interface InnerContext {
  role: RoleKind;
  goal: GoalKind;
  mood: CharacterMood;
  stance: Stance;
  work: boolean;
  /** Stable for the practice, so a span or a view never changes between two asks. */
  lifeSeed: number;
}

const COLD: ReadonlySet<CharacterMood> = new Set(['cold', 'hurt', 'guarded']);
/** People whose feelings the practice itself is about: a hurt friend, an ex, family, a partner. */
const CLOSE: ReadonlySet<RoleKind> = new Set(['ex', 'partner', 'family', 'friend', 'parent']);

const pick = <T>(seed: number, list: readonly T[]): T => list[Math.abs(seed) % list.length]!;
/** The user's words said back from the character's side ("i didnt show up" → "you didnt show up"). */
const back = (s: string) => voiceSwap(s.replace(/[?!.]+$/, '').trim());

/** Hurt is what a repair or a reconnection is about, or what a close person in a cold mood carries. */
function hurtSide(ctx: InnerContext): boolean {
  return ctx.goal === 'repair' || ctx.goal === 'reconnect' || (CLOSE.has(ctx.role) && COLD.has(ctx.mood));
}

/**
 * "how did it feel when I didn't show up?": a feeling at the moment named, in the past, with that
 * moment said back. ("how did you feel when…" is already answered by the feeling slot's readers; the
 * impersonal "it" is what they missed, reading "it" as a thing of the character's life.) The feeling follows the practice: hurt where the
 * practice repairs something, frustration for a customer, a plain mix otherwise.
 */
const PAST_FEELING = /^(?:so |and |but |honestly |be honest,? )*how (?:did|does) (?:it|that) (?:really )?feel (when|after|once) (.{3,80})$/;

function pastFeeling(s: string, ctx: InnerContext): string | null {
  const m = PAST_FEELING.exec(s);
  if (!m) return null;
  const moment = `${m[1]} ${back(m[2]!)}`;
  if (ctx.role === 'customer') return `Frustrated, honestly — ${moment} I felt let down, because I’d paid for it to work.`;
  if (hurtSide(ctx)) return ctx.work ? `Hurt, honestly — ${moment} it felt like I didn’t matter much.` : `hurt, honestly. ${moment} it felt like I didn’t matter much to you.`;
  return ctx.work ? `Honestly? A bit unsettled at first, ${moment}, then fine once I’d thought it through.` : `a bit nervous at first, ${moment}, then honestly pretty good`;
}

/**
 * "remember our trip to porto?", "do you remember when we got lost?": a memory they share. Said
 * back as remembered ("our" stays ours); a cold mood remembers it too, only more quietly.
 */
const SHARED_MEMORY = /^(?:(?:do|d) you |you )?(?:still )?remember ((?:our|when we|when you and i|that (?:time|day|night|summer|trip|holiday)|the (?:time|day|night|trip|holiday|summer) (?:we|when)|how we)\b.{2,80})$/;

function sharedMemory(s: string, ctx: InnerContext): string | null {
  const m = SHARED_MEMORY.exec(s);
  if (!m) return null;
  const memory = back(m[1]!);
  if (ctx.work) return `Of course I remember ${memory}.`;
  return COLD.has(ctx.mood) ? `yeah, I remember ${memory}. I try not to think about it too much.` : `of course I remember ${memory} — I still think about it sometimes`;
}

/**
 * A yes/no about the user as the character sees them: "did I do something wrong?", "are you proud
 * of me?", "do you still trust me?", "do you ever think about us?". The answer speaks of "you"
 * (never "I did"), and its yes or no follows the state of the practice: the person a repair is
 * about says yes, it hurt; a warm one says no.
 */
const DID_WRONG = /^(?:did|have) i (?:do|done|say|said) (?:something|anything) (?:wrong|bad|to upset you|to hurt you)\b|^(?:is|was) it (?:something|anything) i (?:did|said)\b/;
const FOND_OF_ME = /^(?:are|r) you (?:even |still |at all )?(proud|happy|glad) (of|with|for) me\b/;
const HOLD_ME = /^do you (?:even |still )?(love|trust|like|respect) me\b/;
const THINK_OF_US = /^do you (?:ever |still |sometimes )?think (?:about|of) ((?:us|me|how things (?:were|used to be)|what we had|the old days|when we|before)\b.*)$/;
/** "are we ok?", "so are we good now?": where the two of them stand, asked outright. */
const WE_OK = /^(?:so |and |but )*(?:are|r) we (?:still )?(ok|okay|good|cool|alright|fine)(?: now| then)?$/;
/** "are you seeing someone?", "r u dating anyone new": whether there is someone new, asked of an ex or a match. */
const SEEING = /^(?:are|r) you (?:seeing|dating|with|going out with|talking to) (?:someone|anyone|somebody|anybody)(?: new| else| at the moment| now| right now)?$/;

function aboutUser(s: string, ctx: InnerContext): string | null {
  if (DID_WRONG.test(s)) {
    if (!hurtSide(ctx)) return ctx.work ? 'No, you didn’t do anything wrong — this is about how we handle it from here.' : 'no, you didn’t do anything wrong, honestly';
    return ctx.work ? 'Yes, honestly, you did — it hurt, and I needed you to notice.' : 'yeah, honestly, you did. it hurt, and I needed you to notice.';
  }
  const fond = FOND_OF_ME.exec(s);
  if (fond) {
    const said = `${fond[1]} ${fond[2]} you`;
    if (ctx.work) return `Yes — I’m ${said}, and I should say it more often.`;
    return COLD.has(ctx.mood) ? `I am, yes. I don’t always show it, I know.` : `of course I’m ${said}. I just don’t say it enough.`;
  }
  const hold = HOLD_ME.exec(s);
  if (hold) {
    const verb = hold[1]!;
    if (ctx.work) return `Yes, I do — that’s why I want us to get this right.`;
    return COLD.has(ctx.mood) ? `I do. that’s why this hurt so much.` : `yeah, I do ${verb === 'like' ? '🙂' : '— of course'}`;
  }
  const we = WE_OK.exec(s);
  if (we) {
    // The answer follows the mood: a yes when warm, a "getting there" that still says yes or no otherwise.
    if (ctx.work) return COLD.has(ctx.mood) ? 'Not quite yet — but this conversation helps.' : 'Yes, we’re ok — thanks for raising it.';
    if (COLD.has(ctx.mood)) return 'not yet, honestly. but I want us to be.';
    return hurtSide(ctx) ? `yeah, we’re ${we[1]} — or we will be. it just stung.` : `yeah, we’re ${we[1]} 🙂`;
  }
  if (SEEING.test(s)) return ctx.work ? 'No — not that it’s really something for here.' : COLD.has(ctx.mood) ? 'no. nobody new. not that it changes anything.' : 'no, nobody new — it’s been a quiet year, honestly';
  const us = THINK_OF_US.exec(s);
  if (us) {
    const what = back(us[1]!);
    if (ctx.work) return `Yes, sometimes — I think about ${what} more than you’d guess.`;
    return COLD.has(ctx.mood) || hurtSide(ctx) ? `yeah, I do. I think about ${what} more than I’d like to admit.` : `yeah, sometimes — more than you’d guess`;
  }
  return null;
}

/**
 * "how do you think I've done this year?", "how do you think the interview went?": their view of
 * how the user did, said as a judgement with its reason and the one thing they would push on.
 * ("how do you think my quarter went?" names a piece of the user's work, which the role's own lines judge.)
 */
const USER_DID = /^how do you think (?:(i(?:'ve| have)?|ive|i'm|im|i am) (?:done|did|do|doing|been doing|performed|got on)|((?:the|this|our) [a-z ]{2,30}?) (?:went|is going|has gone|was|has been))\b(.*)$/;

function userView(s: string, ctx: InnerContext): string | null {
  const m = USER_DID.exec(s);
  if (!m) return null;
  const what = m[2] ? `${back(m[2])} went` : 'you’ve done';
  if (ctx.work) return `Honestly? I think ${what} well — you’ve been clear and concrete, and that counts. The one thing I’d push on is more detail behind your results.`;
  return COLD.has(ctx.mood) ? `honestly? I think ${what} ok. not great, not bad.` : `honestly? I think ${what} really well 🙂`;
}

/**
 * "what do you think of dating apps?", "how do you feel about remote work?": a view of a kind of
 * thing in general, when no fact of theirs answers it — a judgement, the thing said back.
 */
const VIEW_OF = /^(?:honestly |so |and |but )*(?:what do you (?:honestly |actually |really )?think (?:of|about)|how do you feel about|what's your (?:take|opinion|view) on|thoughts on) ([a-z][a-z' ]{1,40}?)$/;

export function generalView(sentence: string, ctx: InnerContext): string | null {
  const m = VIEW_OF.exec(plain(sentence));
  // Only a bare noun ("dating apps", "remote work") names a kind in general; "the new professor" is
  // a particular one the older readers judge, and "my work" is the user's, which the role's lines judge.
  if (!m || /^(?:the|this|that|these|those|a|an|my|your|his|her|our|their|its)\b/.test(m[1]!) || /\b(?:my|me|i|us|our)\b/.test(m[1]!)) return null;
  const thing = m[1]!;
  if (ctx.work) return `${thing.charAt(0).toUpperCase()}${thing.slice(1)}? I think it works when people are clear about what they need — and it goes wrong when nobody says it.`;
  return pick(ctx.lifeSeed, [`${thing}? honestly, mixed feelings — some of it’s great, some of it wears me out`, `${thing}? honestly, I’m a fan — more than I expected`]);
}

/**
 * "what would it take for you to say yes?", "is there anything I could do to change your mind?":
 * the practice's subject asked from the other side. The answer is the condition that side would
 * set — what a landlord, a manager, a teacher, a customer gains or needs — never "I don't know".
 */
const TAKES = /^(?:what would it take (?:for you )?to|what would (?:make|get) you (?:to )?(?:say yes|agree|reconsider|change your mind)|(?:is there )?anything i (?:could|can) do to (?:change your mind|make you reconsider|get a yes))\b/;
const CONDITIONS: Partial<Record<RoleKind, string>> = {
  landlord: 'A longer commitment: sign for another twelve months and I could meet you partway — an empty flat costs me more than the difference.',
  boss: 'A clear case: your results this year, what you’d take on next, and a date — bring me that and I can take it further.',
  teacher: 'If you rework it with a clearer argument and evidence behind each point, I’ll read it again — the mark follows the work, not the effort.',
  customer: 'A full refund, or a replacement that actually works — this week, not after another round of emails.',
  colleague: 'Credit said out loud, in the next meeting, for the work that was yours — that’s what it would take.',
  interviewer: 'Concrete examples of results you drove yourself — that’s what turns a maybe into a yes here.',
};

export function conditionAnswer(sentence: string, ctx: InnerContext): string | null {
  if (!TAKES.test(plain(sentence))) return null;
  if (ctx.work) return CONDITIONS[ctx.role] ?? null;
  return hurtSide(ctx) ? 'time, honestly. and you showing up when you say you will.' : 'just a bit more time getting to know each other 🙂';
}

/** Lower case, plain apostrophes, "u" read as "you", no closing marks: what the constructions are matched on. */
const plain = (sentence: string) => sentence.toLowerCase().replace(/[’]/g, "'").replace(/\bu\b/g, 'you').replace(/\s+/g, ' ').replace(/[?!.\s]+$/, '').trim();

/** The inner-side answer to a question, or null when it is not one of these constructions. */
export function innerAnswer(sentence: string, ctx: InnerContext): string | null {
  const s = plain(sentence);
  return pastFeeling(s, ctx) ?? sharedMemory(s, ctx) ?? aboutUser(s, ctx) ?? userView(s, ctx);
}

/** A yes/no about the user or the two of them, which a hold must answer rather than put off. */
export function asksAboutUs(sentence: string): boolean {
  const s = plain(sentence);
  return DID_WRONG.test(s) || FOND_OF_ME.test(s) || HOLD_ME.test(s) || THINK_OF_US.test(s) || SHARED_MEMORY.test(s) || WE_OK.test(s) || SEEING.test(s);
}
