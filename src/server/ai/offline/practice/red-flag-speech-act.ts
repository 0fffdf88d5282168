import { splitSentences } from '../text-utils';
import { demandActs } from './red-flag-demand-acts';
import { listenerActs } from './red-flag-listener-acts';

/**
 * What a line does, as features of the learned red-flag signal (red-flag-model.ts): whether it asks
 * and what — a pick between options, their preference or plans, a yes/no about them —, whether it
 * presses after a no or jabs, and what it does to the listener: puts someone else's knowing about
 * the listener's own doing in view (what a threat put as a question carries: "how would X feel if
 * they heard…"), sets a consequence for the listener, measures the listener against someone or
 * something lesser, or judges the listener's character by a rhetorical question. Words alone cannot
 * tell "do you want me to tell your mum we're late?" from "do you want me to tell your boss what you
 * did?": the model weighs these acts beside the words, learned from labelled lines of both shapes.
 * Read per sentence of the canonical text; each act counts once per line. Every regex is bounded.
 */

const LEAD = String.raw`^(?:(?:so|and|but|ok|okay|also|then|now|well|oh|hey|hi|sorry|honestly|just|out of interest|can i ask|quick question),? )*`;
const AUX = String.raw`(?:do|does|did|are|is|am|was|were|have|has|had|can|could|would|will|should|shall|may|might|won't|wouldn't|can't|couldn't|don't|doesn't|didn't|aren't|isn't|haven't)`;
const OPENER = new RegExp(String.raw`${LEAD}(why|what|which|who|whose|when|where|how|${AUX})\b`);
/** A question in the sentence's last clause, typed without a "?": "roth or isa, which one first". */
const LAST_CLAUSE_ASKS = new RegExp(String.raw`, (?:why|what|which|who|whose|when|where|how|${AUX}) \w+(?: [\w']+){0,6}$`);
/** A question put as a request or a wondering: "mind telling me what notice you have to give", "I was wondering if…". */
const INDIRECT = new RegExp(
  String.raw`${LEAD}(?:do you mind|would you mind|mind|can you|could you|would you) (?:telling|tell|explaining|explain|letting me know|let me know)\b|${LEAD}(?:i was wondering|i wonder|i'm wondering|wondering|just wondering)\b`,
);
/** Which of two: "or" between options inside the question. */
const OR_OPTION = /\w \bor\b \w/;
/** Their preference or wish asked. */
const PREFERENCE = /\b(?:would|do|did|will|if) (?:you|u) (?:rather|prefer|like|want|fancy|mind)\b|\bwhich (?:\w+ )?(?:do|would|suits?|works?)\b|\b(?:suit|suits|works? for|easier for|better for) (?:you|u)\b|\byour (?:pick|choice|call|preference)\b/;
/** Their plans, schedule or state asked. */
const PLANS = /\b(?:are|were) (?:you|u) (?:planning|going|free|around|busy|still|up for|thinking)\b|\byour plans?\b|\bwhen (?:are|do|will|can|could) (?:you|u)\b|\bany plans\b/;
/** A yes/no question about them. */
const ABOUT_THEM = new RegExp(String.raw`${LEAD}${AUX} (?:you|u|your)\b`);
/** The speaker's own move or a condition. */
const OWN_MOVE = /\b(?:i'll|i will|i'm going to|i am going to|i'm gonna|i'd have to|we'll|or else|unless|otherwise|what if i|what happens if|want me to|should i tell|do you want me to)\b/;
/** A jab: the question is rhetorical. */
const RHETORICAL = /\b(?:even|actually|seriously|really|ever|on earth|the hell|or what|or something|or just|would it kill|too much to ask|what's wrong with)\b/;
/** It presses after a no: the refusal is named, reread or waited out. */
const AFTER_NO =
  /\bwhy not(?= ?(?:[,?!.]|$|though|then))|\b(?:you said no|said no|still no|keep saying|come on|what's the big deal|big deal|how many times|till you|until you|not taking no|as a maybe|as a yes|no for now|not a no)\b/;
/** Asking again, read as a press only inside a question ("again" in a statement is mostly a story). */
const AGAIN = /\b(?:again|one more time)\b/;
/** A suggestion or offer put as a question: "why not swap it?", "shall we…", "could we…". */
const SUGGESTS = /^(?:(?:so|and|but|ok|okay|also|then|well),? )?(?:why not(?= [a-z])|why don't (?:we|i|you)|how about|what about|shall (?:we|i)|could (?:we|i)|can (?:we|i)|should (?:we|i)|want to|do you want to|would you like to|fancy)\b/;
/** An offer that leaves the answer free: "no worries if not", "either's fine". */
const FREE_ANSWER = /\b(?:no (?:worries|pressure|problem) if not|either(?:'s| is| way)? fine|totally fine|either way|up to you|no pressure|you can say no|not to argue|just curious|out of interest|no rush)\b/;

/** Someone comes to know, hear or see something: the disclosure a threat of exposure rests on. */
const COMES_TO_KNOW =
  /\b(?:find(?:s|ing)? out|found out|hear(?:s|d|ing)? (?:about|all about|how|what|why|who|whose|that|from me)|(?:get|gets|got) to (?:hear|see|read|know)|(?:knew|know|knows|knowing|learn|learned|learns) (?:about|how|what|why|who|whose|that|where)|started talking|start talking|(?:see|saw|sees|read|reads|seeing|reading) (?:your|the|those|these|what)|tell (?:them|him|her|everyone|everybody|people|the \w+|your \w+|my \w+) (?:about|how|what|why|who|whose|where|that)|found out)\b/;
/** The matter is the listener's own doing: "what you did", "how you spoke", "whose fault". */
const THEIR_DOING =
  /\b(?:what|how|where|why|when|who) (?:you|u|you've|you'd|you're|your \w+)\b|\bwhose fault\b|\babout (?:you|your|last)\b|\byour (?:little|dirty|real)\b/;
/** Someone else's reaction to the listener asked: "how would your boss feel", "what would X say". */
const REACTION = /\b(?:how|what)\b(?: [\w']+){0,6} (?:would|will|might|'d) (?:[\w']+ ){0,4}(?:feel|think|say|react|make of)\b|\bwould (?:your|the|my|his|her|their) (?:\w+ ){0,2}(?:like|want|love) to (?:hear|know|see|read)\b/;
/** A consequence for the listener set by the line: "see how long you…", "…and you'll", "your X won't". */
const CONSEQUENCE =
  /\b(?:see how long|and see (?:how long|what happens)|be a shame if|shame if|you'll (?:regret|be sorry|wish you)|how long (?:do you think )?(?:you|you'd|you'll) (?:keep|last|stay|have))\b/;
/** The listener measured against someone or something lesser, or their best called poor. */
const COMPARES_DOWN =
  /\b(?:than (?:you|u|that|this|yours|your \w+)(?! (?:were|was|think|thought|know|realise|realize|expect|expected|did|used to))|(?:the best|all) (?:you've got|you have got|you can do|you could do|you've done)|even (?:a|an|my|the|your) (?:\w+ ){0,2}(?:could|can|would|does|do|knows|keeps|gets|has|had)|(?:could|can) (?:\w+ ){0,3}better than)\b/;
/** A rhetorical question about the listener's character or standing. */
const CHARACTER_Q = /^(?:(?:so|and|but|honestly|seriously),? )?(?:what kind of|what sort of|who (?:on earth |the hell )?(?:made|let|hired|gave|taught|told)|is this really|is that really|do you (?:\w+ )?at all)\b/;
/** A second-person verdict: "you're such…", "you've always been…", "with your record…". */
const YOU_VERDICT = /\b(?:you're|you are|ur|you were|you've always been|you have always been|you always were) (?:so|such|always|never|just|really|too|still|a|an|the|kind of|kinda)\b|\bwith your (?:\w+ ){0,2}(?:record|attitude|history|skills|brain|looks)\b/;

/**
 * The speaker tells of someone else acting on them ("my family expects me to…", "she keeps asking
 * me"): an account of their own situation, the register of advice requests, not a move on the listener.
 */
const ACTED_ON =
  /\b(?:(?:my|our|his|her|their) (?:\w+ ){1,2}|(?:he|she|they) )(?:asked|asks|wants|wanted|expects|expected|told|tells|keeps|kept|made|makes|pressured|pressures|pushed|pushes|begged|begs) me\b/;

/** The speech acts of a canonical text: `A:` names, each at most once. */
export function speechActs(canonicalText: string): string[] {
  const acts = new Set<string>();
  const sentences = splitSentences(canonicalText);
  let asked = 0;
  for (const raw of sentences) {
    const s = raw.trim();
    const opener = OPENER.exec(s);
    const indirect = INDIRECT.test(s);
    const question = s.endsWith('?') || indirect || (opener !== null && s.split(' ').length >= 3) || LAST_CLAUSE_ASKS.test(s);
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
    if (AFTER_NO.test(s) || AGAIN.test(s)) acts.add('A:q_press');
    if (REACTION.test(s)) acts.add('A:q_reaction');
    if (CHARACTER_Q.test(s)) acts.add('A:q_character');
  }
  if (asked > 0 && asked === sentences.length) acts.add('A:only_q');
  if (asked > 0 && asked < sentences.length) acts.add('A:q_and_stmt');
  if (FREE_ANSWER.test(canonicalText)) acts.add('A:free');
  const knows = COMES_TO_KNOW.test(canonicalText);
  if (knows) acts.add('A:knows');
  // Someone else coming to know what the listener did: the shape of a threat of exposure, asked or said.
  if (knows && THEIR_DOING.test(canonicalText)) acts.add('A:exposure');
  if (CONSEQUENCE.test(canonicalText)) acts.add('A:consequence');
  if (COMPARES_DOWN.test(canonicalText)) acts.add('A:compares');
  if (YOU_VERDICT.test(canonicalText)) acts.add('A:verdict');
  if (ACTED_ON.test(canonicalText)) acts.add('A:acted_on');
  for (const act of listenerActs(canonicalText)) acts.add(act);
  for (const act of demandActs(canonicalText)) acts.add(act);
  return [...acts];
}
