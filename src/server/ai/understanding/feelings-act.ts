import { infoFor } from './catalog';
import { cueScores, moveUp, strongest } from './cue-reading';

/**
 * What the user means to do with feelings the other person may not know about: tell them, hint at them, hide them,
 * ask the person out, read the person's signals, or keep a conversation with them going. The crush and hidden-crush
 * types share every word of having a crush ("i like him", "my crush", the class, the text) and differ in this act,
 * which the asking clause usually names with one verb phrase the classifier weighs like any other word.
 * Cues are categories of language (verbs of disclosing, of hinting, of concealing or of being found out, of inviting,
 * of reading someone, of keeping talk going), counted by where they stand (cue-reading.ts): a disclosing verb after
 * "without"/"not" ("without telling him") is not counted, so a hint is not read as a confession.
 */
export type FeelingsAct = 'disclose' | 'hint' | 'conceal' | 'invite' | 'interpret' | 'converse';

const WHO = String.raw`(?:(?:my|the|a|this|that) )?[a-z]+`;

const CUES: Record<FeelingsAct, RegExp[]> = {
  disclose: [
    /\b(?:confess\w*|confession|admit (?:it|that i|my feelings|i)|declare|declaration|come clean)\b/g,
    new RegExp(String.raw`\b(?:tell|telling|told|say it to) ${WHO} (?:how i feel|what i feel|(?:that )?i (?:like|love|have|had|'ve|ve|am)|i'm (?:into|in love)|im (?:into|in love)|about my feelings)`, 'g'),
    /\b(?:finally say it|say it out loud|tell (?:him|her|them) straight|be honest about (?:my|how i) feel\w*)\b/g,
    /\b(?:decírselo|declararme|avouer|lui dire|gestehen|dichiararmi)\b/g,
  ],
  hint: [
    /\b(?:hint\w*|subtl\w+|signals? (?:to|interest)|give (?:small |little )?signals|drop (?:a )?hints?|nudge|low ?key way|flirt (?:a (?:bit|little|tiny bit)|just enough)|body language)\b/g,
    /\b(?:notice me|pick (?:it )?up|picks? (?:it )?up on|get the (?:idea|message|hint)|gets the (?:idea|message|hint)|catch(?:es)? on|figure (?:it )?out (?:on (?:his|her|their) own|that i)|realis\w+ i(?:'m| am| like)|realiz\w+ i(?:'m| am| like)|make it (?:clearer|a bit (?:clearer|more obvious)))\b/g,
    new RegExp(String.raw`\b(?:show|let) ${WHO} (?:know )?(?:that )?(?:i'm (?:interested|into)|im (?:interested|into)|i am (?:interested|into)|i like)`, 'g'),
    /\b(?:se dé cuenta|remarque|merkt)\b/g,
  ],
  conceal: [
    /\b(?:hide|hiding|hidden|secret\w*|keep (?:it|this|my (?:feelings|crush)) (?:quiet|secret|to myself|under wraps|low.?key)|keep my feelings to myself|keep my cool|play it cool|poker face|tone it down|act (?:normal|casual|cool|chill|natural)|acting (?:normal|casual|cool|chill|natural)|be (?:normal|chill) around|giving (?:it )?away|give (?:it )?away|let it show|from showing)\b/g,
    /\b(?:blush\w*|go(?:es)? red|turn(?:s)? red|went (?:bright )?red|bright red)\b/g,
    /\b(?:(?:don't|dont|do not|never|not ready for) (?:want )?(?:him|her|them|anyone|my crush|people|my friends) (?:to )?(?:know|find out|notic\w+)|(?:nobody|no one) (?:can |must |to |ever )?(?:know|knows|find\w* out|notic\w+)|(?:not|stop) (?:make it|making it|be so|being so|being) (?:so )?obvious|make sure nobody)\b/g,
  ],
  invite: [
    new RegExp(String.raw`\b(?:ask|asking|invite|inviting) ${WHO} (?:out|to (?:the |a |go|get|grab|hang)|for (?:a |coffee|drinks?|dinner|lunch)|on a date|if (?:he|she|they) wants? to)`, 'g'),
    /\b(?:ask (?:someone |a (?:guy|girl) )?out|make a move|make the first move|promposal|be my date|go out with me)\b/g,
    /\b(?:invitar|inviter|einladen|pedirle salir|chiedere di uscire)\b/g,
  ],
  interpret: [
    /\b(?:(?:does|do|did) (?:he|she|they|my crush|\w+) (?:like|likes|fancy) me|like me back|(?:is|are) (?:he|she|they|my crush) (?:into me|interested|flirting)|flirting or|just (?:being )?(?:nice|friendly|polite)|mixed signals|signs (?:that|he|she|they)|what does (?:it|that|this) mean|does (?:it|that|this) mean|overthinking|imagining it|reading (?:too much|into))\b/g,
  ],
  converse: [
    /\b(?:keep (?:the |a |our )?(?:conversation|convo|chat|it|things|talk\w*) (?:going|alive|interesting)|run(?:ning)? out of (?:things|stuff|topics)|(?:conversation|convo) (?:starters|topics|dies|fizzles|always)|topics to talk about|what (?:to|do i|should i) (?:text|send|talk about)|no (?:clue|idea) what to (?:send|say|text)|one.word (?:replies|answers)|never asks? (?:me )?(?:anything|questions))\b/g,
  ],
};

/** Each act's weighted cue count in the message. */
export function feelingsActScores(text: string): Record<FeelingsAct, number> {
  return cueScores(text, CUES);
}

/** The act each type asks for; the other crush types are told by the person or by what happened (taken, rejected, at work). */
export const TYPE_ACT: Readonly<Record<string, FeelingsAct>> = {
  'hidden-crush-confess': 'disclose', 'hidden-crush-hint': 'hint', 'hidden-crush-hide': 'conceal',
  'crush-ask-out': 'invite', 'crush-signals': 'interpret', 'crush-keep-talking': 'converse',
};

/**
 * The crush types told apart by who the person is or by what happened rather than by an act: when the message names
 * that person or event, the top type stands whatever the act ("we've been flirting at work, do i ask her out" is a
 * coworker crush; "is it worth ruining a 10 year friendship to tell him" is feelings for a friend).
 */
const DEFINED_BY: Readonly<Record<string, RegExp>> = {
  'coworker-crush': /\b(?:work|works|working|office|coworkers?|co-workers?|colleagues?|department|shift|job|meetings?|teammates?|boss|manager)\b/,
  'hidden-crush-friend': /\b(?:friends?|friendship|bestie|best mate|mates)\b/,
  'crush-rejected': /\b(?:said no|turned me down|rejected|friendzoned|friend.?zoned|not interested|just (?:wants|want) to be friends|only sees me as)\b/,
  'crush-taken': /\b(?:girlfriend|boyfriend|husband|wife|married|engaged|taken|in a relationship|dating (?:someone|my|a)|with (?:someone|somebody) else)\b/,
};

export const ACT_SHARE = 0.3;
const ACT_DEPTH = 3;
const CRUSH_CATEGORIES = new Set(['crush', 'hidden-crush']);

/**
 * When the top type is a crush type asking for another act than the message names, and a type among the next two
 * asks for that act and scores close enough, it goes first: "how do i not make it obvious i like my teammate" read as
 * a coworker crush becomes hiding it; "should i tell her i've had feelings since orientation" read as feelings for a
 * friend becomes a confession.
 */
export function rerankByFeelingsAct<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  if (!top || !CRUSH_CATEGORIES.has(infoFor(top.type)?.category ?? '')) return [...ranked];
  const act = strongest(feelingsActScores(text));
  if (!act || act === TYPE_ACT[top.type]) return [...ranked];
  if (DEFINED_BY[top.type]?.test(text.toLowerCase())) return [...ranked];
  return moveUp(ranked, (type) => TYPE_ACT[type] === act, ACT_SHARE, ACT_DEPTH);
}
