import type { CharacterMood } from '../../practice-ai';

/**
 * Yes/no questions about how the character feels towards the user or what just happened: "are you
 * annoyed I asked so last minute?", "are you upset that I'm bringing this up?", the tag statement
 * "you're not still mad right?", "did I upset you?", "did that hurt you?". A yes/no wants its yes or
 * no first, and the honest one is the character's mood: a cold or hurt character says yes, a
 * guarded one "a little", a warm one no. Before, the tag statement was said back garbled ("yes — I
 * still I'm not mad right, actually"), "did I upset you?" took the user's "I" as the character's
 * ("oh I did 🙂"), and a work role answered "Honestly, a bit defensive" with no yes or no.
 */

/** Adjectives of a negative feeling aimed at someone (the word class a "are you … with me?" asks about). */
const FEELING_ADJ = String.raw`(?:mad|angry|upset|hurt|annoyed|cross|pissed(?: off)?|offended|bothered|disappointed|fed up|irritated|sad)`;
/** Verbs of causing that feeling, with the user (or what they did) as the subject. */
const CAUSE_VERB = String.raw`(?:upset|hurt|annoy|annoyed|offend|offended|bother|bothered|disappoint|disappointed|embarrass|embarrassed|piss(?:ed)? (?:you|u) off)`;
const LEAD = String.raw`^(?:(?:so|and|but|ok|okay|wait|hey|honestly|be honest|sorry|just),? )*`;

/** "are you (still) annoyed (that) I asked…", "r u mad at me". */
const ARE_YOU = new RegExp(String.raw`${LEAD}(?:are|r) (?:you|u) (?:still |even |a bit |at all |really )?(${FEELING_ADJ})\b(.*)$`);
/** "you're not still mad right", "you're still angry, aren't you": a statement of the feeling with a tag. */
const TAGGED = new RegExp(String.raw`${LEAD}(?:you|u)(?:'re|re| are) (not |still |not still |still not )?(?:really )?(${FEELING_ADJ})\b(.*?),? (?:right|yeah|no|eh|innit|are (?:you|u)|aren'?t (?:you|u))$`);
/** "did I upset you", "have I hurt you", "did that annoy you", "did what I said hurt you". */
const CAUSED = new RegExp(String.raw`${LEAD}(?:did|have|has) (i|that|it|this|what i (?:said|did)) (?:really |ever |just )?(${CAUSE_VERB})(?: (?:you|u))?\b(.*)$`);

export interface FeelingContext {
  mood: CharacterMood;
  work: boolean;
  /** A repair practice: the user is apologising, so a feeling that lingers is "still", and easing is "anymore". */
  repair: boolean;
}

const COLD: ReadonlySet<CharacterMood> = new Set(['cold', 'hurt']);

/** The yes or no to a feeling the user asks about, or null when the line asks no such thing. */
export function feelingAnswer(sentence: string, ctx: FeelingContext): string | null {
  const q = sentence.toLowerCase().replace(/[’]/g, "'").replace(/[?!.…]+\s*$/, '').replace(/\s+(?:lol|haha|tho)$/, '').trim();
  const plain = ARE_YOU.exec(q);
  const tagged = plain ? null : TAGGED.exec(q);
  const caused = plain || tagged ? null : CAUSED.exec(q);
  // A work role's own feeling line knows its state (an angry customer, a defensive colleague) better
  // than the mood does; it gets its yes at the call site (character-answers.ts). "did I upset you?" is asked of anyone.
  if (ctx.work && !caused) return null;
  // The feeling in the asker's word ("mad", "annoyed"), or the one a causing verb names ("upset you" → upset).
  const word = plain?.[1] ?? tagged?.[2] ?? (caused?.[2] ? feelingOf(caused[2]) : null);
  if (!word) return null;
  const still = /\bstill\b/.test(q) || ctx.repair;
  if (COLD.has(ctx.mood)) {
    if (caused) return ctx.work ? 'Yes, it did, honestly — that’s why I wanted to talk about it.' : `yeah, it did, honestly. I was ${word}.`;
    return `yeah, ${still ? 'still ' : ''}a bit ${word}, honestly. one message doesn’t fix it.`;
  }
  if (ctx.mood === 'guarded') {
    if (caused) return ctx.work ? 'A little, honestly — but I’m glad we’re talking about it.' : `a little, yeah. I was ${word} — less now.`;
    return `a little, ${still ? 'still' : 'honestly'}. less ${word} than I was.`;
  }
  if (caused) return ctx.work ? 'No, not really — I’m glad you said something.' : still ? `a bit at the time, honestly — but not anymore. thanks for saying sorry.` : `no, not at all — don’t worry about it 🙂`;
  return still ? `no, not ${word} anymore. I appreciate you saying it.` : `no, not at all — I’m not ${word}, don’t worry 🙂`;
}

/** "upset you" → upset, "annoy you" → annoyed: the feeling a causing verb leaves. */
function feelingOf(verb: string): string {
  const base = verb.replace(/ (?:you|u) off$/, '').replace(/ed$/, '');
  const FELT: Record<string, string> = { upset: 'upset', hurt: 'hurt', annoy: 'annoyed', offend: 'offended', bother: 'bothered', disappoint: 'disappointed', embarrass: 'embarrassed', piss: 'annoyed', pissed: 'annoyed' };
  return FELT[base] ?? 'upset';
}
