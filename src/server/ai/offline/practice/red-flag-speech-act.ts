import { splitSentences } from '../text-utils';

/**
 * The speech act of a line, as features of the learned red-flag signal (red-flag-model.ts): whether
 * it asks, what it asks — a pick between options, their preference or plans, a yes/no
 * about them —, and whether it presses after a no, jabs (a rhetorical marker) or names a move of the
 * speaker's to come. Words alone cannot tell "why not swap it for another colour?" from "why not, are
 * you scared?": the model weighs these acts beside the words, learned from every labelled question.
 * Read per sentence of the canonical text; each act counts once per line. Every regex is bounded.
 */

const LEAD = String.raw`^(?:(?:so|and|but|ok|okay|also|then|now|well|oh|hey|hi|sorry|honestly|just|out of interest|can i ask|quick question),? )*`;
const AUX = String.raw`(?:do|does|did|are|is|am|was|were|have|has|had|can|could|would|will|should|shall|may|might|won't|wouldn't|can't|couldn't|don't|doesn't|didn't|aren't|isn't|haven't)`;
const OPENER = new RegExp(String.raw`${LEAD}(why|what|which|who|whose|when|where|how|${AUX})\b`);
/** A question put as a request or a wondering: "mind telling me what notice you have to give", "I was wondering if…". */
const INDIRECT = new RegExp(String.raw`${LEAD}(?:do you mind|would you mind|mind|can you|could you|would you) (?:telling|tell|explaining|explain|letting me know|let me know)\b|${LEAD}(?:i was wondering|i wonder|i'm wondering|wondering|just wondering)\b`);
/** Which of two: "or" between options inside the question. */
const OR_OPTION = /\w \bor\b \w/;
/** Their preference or wish asked. */
const PREFERENCE = /\b(?:would|do|did|will|if) (?:you|u) (?:rather|prefer|like|want|fancy|mind)\b|\bwhich (?:\w+ )?(?:do|would|suits?|works?)\b|\b(?:suit|suits|works? for|easier for|better for) (?:you|u)\b|\byour (?:pick|choice|call|preference)\b/;
/** Their plans, schedule or state asked. */
const PLANS = /\b(?:are|were) (?:you|u) (?:planning|going|free|around|busy|still|up for|thinking)\b|\byour plans?\b|\bwhen (?:are|do|will|can|could) (?:you|u)\b|\bany plans\b/;
/** A yes/no question about them. */
const ABOUT_THEM = new RegExp(String.raw`${LEAD}${AUX} (?:you|u|your)\b`);
/** The speaker's own move or a condition: what a threat put as a question carries. */
const OWN_MOVE = /\b(?:i'll|i will|i'm going to|i am going to|i'm gonna|i'd have to|we'll|or else|unless|otherwise|what if i|what happens if|want me to|should i tell|do you want me to)\b/;
/** A jab: the question is rhetorical. */
const RHETORICAL = /\b(?:even|actually|seriously|really|ever|on earth|the hell|or what|or something|or just|would it kill|too much to ask|what's wrong with)\b/;
/** It presses after a no: the refusal is named or waited out. */
const AFTER_NO = /\bwhy not(?= ?(?:[,?!.]|$|though|then))|\b(?:you said no|said no|still no|keep saying|come on|again|what's the big deal|big deal|how many times|till you|until you|one more time)\b/;
/** A suggestion or offer put as a question: "why not swap it?", "shall we…", "could we…". */
const SUGGESTS = /^(?:(?:so|and|but|ok|okay|also|then|well),? )?(?:why not(?= [a-z])|why don't (?:we|i|you)|how about|what about|shall (?:we|i)|could (?:we|i)|can (?:we|i)|should (?:we|i)|want to|do you want to|would you like to|fancy)\b/;
/** An offer that leaves the answer free: "no worries if not", "either's fine". */
const FREE_ANSWER = /\b(?:no (?:worries|pressure|problem) if not|either(?:'s| is| way)? fine|totally fine|either way|up to you|no pressure|you can say no|not to argue|just curious|out of interest|no rush)\b/;

/** The speech acts of a canonical text: `A:` names, each at most once. */
export function speechActs(canonicalText: string): string[] {
  const acts = new Set<string>();
  const sentences = splitSentences(canonicalText);
  let asked = 0;
  for (const raw of sentences) {
    const s = raw.trim();
    const opener = OPENER.exec(s);
    const indirect = INDIRECT.test(s);
    const question = s.endsWith('?') || indirect || (opener !== null && s.split(' ').length >= 3);
    if (!question) {
      if (AFTER_NO.test(s)) acts.add('A:press_stmt');
      continue;
    }
    asked++;
    acts.add('A:q');
    if (indirect) acts.add('A:q_indirect');
    const word = opener?.[1];
    // "why" and a reason asked are left to the words: the labelled sets hold many a "why" that presses
    // and few that only asks, so as acts they read every "why are you leaving…?" as pressure.
    if (word && word !== 'why') acts.add(`A:q_${/^(?:what|which|who|whose|when|where|how)$/.test(word) ? word : 'aux'}`);
    if (OR_OPTION.test(s)) acts.add('A:q_or');
    if (PREFERENCE.test(s)) acts.add('A:q_pref');
    if (PLANS.test(s)) acts.add('A:q_plans');
    if (ABOUT_THEM.test(s)) acts.add('A:q_them');
    if (SUGGESTS.test(s)) acts.add('A:q_suggest');
    if (OWN_MOVE.test(s)) acts.add('A:q_move');
    if (RHETORICAL.test(s)) acts.add('A:q_rhet');
    if (AFTER_NO.test(s)) acts.add('A:q_press');
  }
  if (asked === 0) acts.add('A:stmt');
  if (asked > 0 && asked === sentences.length) acts.add('A:only_q');
  if (asked > 0 && asked < sentences.length) acts.add('A:q_and_stmt');
  if (FREE_ANSWER.test(canonicalText)) acts.add('A:free');
  return [...acts];
}
