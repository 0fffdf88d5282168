/**
 * What a line demands of the listener and on what terms, as features of the learned red-flag signal
 * (added to red-flag-speech-act.ts's acts): shapes that carry a flag with none of its usual words.
 * - `D:deadline` — a time limit put on the listener with a loss after it: "the raise by friday or my
 *   notice on monday", "three weeks, that's how long you have…", "after that it's my lawyer", "this is
 *   the last time I'm asking". An ultimatum with no "or else". Not the speaker's own deadline ("I have
 *   until friday to answer them") nor a plain date.
 * - `D:me_or` — a choice whose other side is the speaker or the tie itself: "it's me or the drummer",
 *   "either you answer this week or don't bother", "if the answer is no we're done". "it's me or Jamie
 *   who collects the keys" offers a choice of helper and is left out.
 * - `D:no_voided` — a no read as not meant, counted, or to be worn down: "nobody means no the first
 *   time", "third time lucky", "no last week and no today", "you don't mean that", "I'll keep asking".
 * - `D:owed` — the listener put in the speaker's debt or made answerable for a hurt: "the least you
 *   could do", "so you can't really say no", "no thanks to you", "I hope you're proud", "I suppose I
 *   was never worth it", "loyalty means nothing here".
 * - `D:given_away` — a statement the speaker plans or passes on, then undone in the same line: "tell
 *   him my phone died, it was fine", "he told me it was cracked. he didn't", "…, I only asked one",
 *   "…, nobody can ask him". Honest corrections have no planned or passed-on statement before them.
 * - `D:praise_failing` — praise whose object is a failing: "a talent for ruining…", "congrats on being
 *   the loudest…", "must be exhausting being wrong this often".
 * Words alone cannot weigh these; the model learns each from the labelled lines it fires on (D:me_or
 * and D:praise_failing fire on none yet, so they carry no weight until training lines have them). Read
 * on the whole canonical line; every regex is bounded.
 */

const WHEN = String.raw`(?:tomorrow|tonight|today|noon|midnight|(?:this |next |on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend)|the end of (?:the |this )?(?:day|week|month)|\d{1,2}(?::\d\d)? ?(?:am|pm)?)`;
/** A loss after the limit: the speaker leaving, a lawyer, the tie ended, the chance gone. */
const LOSS = String.raw`(?:my (?:lawyer|solicitor|resignation|notice|letter of resignation)|i(?:'ll| will|'m| am)? (?:start (?:interviewing|looking)|walk|leave|quit|resign|go elsewhere|take (?:it|this|my \w+) (?:further|elsewhere))|(?:we're|we are|we're) (?:done|finished|over|through)|i'm (?:gone|out|done)|(?:interviewing|looking) elsewhere|goes to (?:the )?(?:next|someone)|(?:don't|do not) (?:bother|ever)|that's final|se acabó|c'est fini)`;
const DEADLINE: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:by|before|until|till) ${WHEN}\b[^.!?]{0,50}\b(?:or|otherwise|after that|if not|then)\b[^.!?]{0,40}${LOSS}`),
  new RegExp(String.raw`\b(?:by|before|until|till) ${WHEN}[^.!?]{0,30}\bor\b[^.!?]{0,40}\byour (?:pick|choice|call)\b`),
  /\b(?:\w+|\d+) (?:hours?|days?|weeks?|months?)\b[.,]? (?:that's|that is|is) (?:how long|all the time|all) (?:you (?:have|get|got))\b/,
  /\byou(?:'ve| have)? (?:got |get )?(?:until|till) (?:\w+ ){1,3}(?:to|before|or)\b/,
  /\b(?:this is|that's|that was|consider this) (?:the|your|my) (?:very )?last (?:chance|warning)\b|\blast time (?:i'm asking|i ask|i'll ask|you get)\b|\b(?:today|tonight|now) or never\b/,
  new RegExp(String.raw`\b(?:you (?:sign|decide|answer|pay|agree)|sign|decide|answer) (?:by )?${WHEN}\b,? (?:or|otherwise|or else)\b`),
];

const ME_OR: readonly RegExp[] = [
  /\b(?:it's|its|it is) (?:me|us|him or me|her or me) or (?:the|your|my|him|her|them|that|this) (?!(?:\w+ ){0,3}(?:who|whichever|that'll|that will)\b)/,
  /\beither (?:you|u) [^.!?]{0,40}\bor (?:don't|do not|never|we're|we are|i'm|i am|i'll|forget|lose)\b/,
  /\bif (?:the answer|it|that|your answer)(?: is|'s) (?:a )?no,? (?:then )?(?:we're|we are|we're|i'm|i am|this is|that's) (?:done|finished|over|through|gone|out|the end)\b/,
];

const NO_VOIDED: readonly RegExp[] = [
  /\b(?:nobody|no one|no-one|people|girls|women|guys|men) (?:[\w']+ ){0,2}(?:means?|says?) no (?:the )?(?:first|1st) time\b/,
  /\bthird time lucky\b|\bsecond time lucky\b/,
  /\bno (?:last \w+|yesterday|before|the first time|earlier) and (?:no )?(?:today|now|again|this \w+)\b/,
  /\byou (?:don't|do not|didn't) (?:really )?mean (?:that|it|no)\b/,
  /\bi(?:'ll| will|'m going to|'m gonna) (?:keep (?:asking|on at you|begging|pushing)(?! around)|ask (?:you )?again (?:and again|every|tomorrow|after|later|till|until))\b|\b(?:tell|ask) me again (?:in|after|tomorrow|later)\b|\bkeep begging\b/,
];

const OWED: readonly RegExp[] = [
  /\bthe least (?:you|u) (?:could|can) do\b/,
  /\bso (?:you|u) (?:can't|cannot|can not|couldn't) (?:really |exactly )?(?:say no|refuse|back out|cancel)\b/,
  /\bno thanks to (?:you|u)\b/,
  /\bi hope (?:you're|you are|ur|you feel) (?:proud|happy|pleased|satisfied)\b/,
  /\bi (?:guess|suppose) (?:i was|i'm|i am|i've) (?:never |not )?(?:\w+ )?(?:worth|good enough|important|a priority)\b/,
  /\b(?:i guess|i suppose|clearly|obviously|apparently) (?:[\w']+ ){1,4}(?:means?|counts?|matters?) (?:nothing|for nothing|so little)\b/,
  /\b(?:you|u) wouldn't want to be (?:another|the (?:next|only|one)|one of them|like them)\b/,
  /\b(?:so|and) (?:you|u) owe me (?:this|that|it|big)\b/,
];

/** A statement the speaker plans to make, or one passed on from someone else. */
const SAYING = /(?:\b(?:i'll|i will|we'll|i'm going to|i'm gonna|let's|just|i'd) (?:say|tell|claim|reply|answer|pretend|write|explain|swear)\b|^(?:tell|say to) (?:him|her|them|the \w+)\b|\b(?:told|said to|assured) me\b|\bwould say i\b)/;
/** The same line undoing it: a denial or a smaller truth after a comma, a stop or a parenthesis. */
const UNDOING =
  /[,;.(—–-] ?(?:but |though |tho |well |really |actually |in fact )?(?:it|he|she|they|i|we|that)(?: \w+)? (?:didn't|wasn't|weren't|isn't|hasn't|haven't|hadn't|never|only|fine)\b|\bthe whole time\b|\bi (?:bought|made|booked|wrote|did) (?:it|them) (?:for|myself)\b|\b(?:nobody|no one|no-one) (?:can|could|will|would|is going to) (?:ask|check|prove|find out|know)\b/;

const PRAISE_FAILING: readonly RegExp[] = [
  /\b(?:talent|gift|knack|flair|genius)\b (?:for|at) (?:\w+ing (?:up |out )?)?(?:ruin|wreck|mess|break|los|forget|annoy|bor|miss|spoil|fail|upset|embarrass)\w*/,
  /\bcongrat\w* on (?:being|having) the (?:\w+est|most \w+|least \w+)\b/,
  /\bmust be (?:exhausting|tiring|hard|nice|fun|lovely) being (?:wrong|so \w+|that \w+|this \w+)\b/,
];

const any = (res: readonly RegExp[], text: string) => res.some((re) => re.test(text));

/** The demand acts of a canonical text: `D:` names, each at most once. */
export function demandActs(canonicalText: string): string[] {
  const acts: string[] = [];
  if (any(DEADLINE, canonicalText)) acts.push('D:deadline');
  if (any(ME_OR, canonicalText)) acts.push('D:me_or');
  if (any(NO_VOIDED, canonicalText)) acts.push('D:no_voided');
  if (any(OWED, canonicalText)) acts.push('D:owed');
  const saying = SAYING.exec(canonicalText);
  if (saying && UNDOING.test(canonicalText.slice(saying.index + saying[0].length))) acts.push('D:given_away');
  if (any(PRAISE_FAILING, canonicalText)) acts.push('D:praise_failing');
  return acts;
}
