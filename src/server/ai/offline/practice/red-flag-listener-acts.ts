/**
 * What a line does to the listener that no single word carries. As features of the learned red-flag
 * signal (beside red-flag-speech-act.ts's acts) and as exceptions to two of its guards (red-flags.ts):
 * - `A:lever` — the speaker's own act decides what happens to the listener: the listener's standing
 *   ("your pitch", "your job", "you") turns on "if I tell…", "once my letter goes in", "me explaining to
 *   your boss…". A threat asked as a question has this shape; a logistics question ("what happens to my
 *   booking if I arrive late?") turns on the speaker's own standing. Guard: such a wh-question does not
 *   merely ask the listener's view (`putsListenerAtStake`).
 * - `A:disclose` — the lever, and the matter is something the listener did ("the money you took", "what
 *   your dog did", "who you were with"): a threat of exposure. A deed alone is no feature ("I've thought
 *   about what you said, you were right" is praise), but it keeps a wh-question from being a mere view asked.
 * - `A:likens_down` — the listener's work measured against something lesser ("about as lively as a bus
 *   timetable", "a five year old could have parked that straighter", "I've had better from…"), or their
 *   best called poor ("all you could muster"); aimed at the speaker's own doing ("I sing about as well
 *   as a kettle") it is a joke and left out.
 * - `A:mock_praise` — praise that names a failure or a delay ("you must be the quickest builder alive").
 *   Guard: with `A:likens_down`, a put-down aimed at their work even with no "you" and even asked
 *   (`measuresListenerDown`), where the learned insult otherwise needs a "you" outside a plain question.
 * The model weighs these with the words, learned from labelled lines of both shapes. Every regex is bounded.
 */

/** The speaker's own act as the condition: "if I tell", "once my review goes up", "after I write in". */
const SPEAKER_CONDITION =
  /\b(?:if|once|after|when|the minute|the moment) (?:i|my \w+|me and my \w+|a few of my \w+)(?: \w+){0,2} (?:tell|told|show|showed|send|sent|post|posted|write|wrote|forward|forwarded|mention|mentioned|report|reported|stop|stopped|take|took|put|share|shared|goes up|go up|went up|file|filed|reach|reached|explain|explained)\b/;
/** The speaker offering to be the one who tells: "me explaining to your partner", "should I remind your wife". */
const SPEAKER_TELLS =
  /\b(?:me|i) (?:explaining|telling|showing|sending|forwarding|posting|mentioning|reminding|reporting)\b|\b(?:should|shall) i (?:remind|tell|show|send|forward|post|mention|report) (?:your|the|his|her|everyone|everybody)\b/;
/** Something the listener did: "the messages you sent", "what your van did", "who you were with". */
const THEIR_DEED =
  /\b(?:the|those|your) (?:\w+ ){0,3}(?:you|you've|you'd) (?:(?!need)\w{2,}ed|sent|said|did|left|wrote|took|made|spent|told|kept|broke|lost|gave|got)\b|\bwhat (?:you|your \w+) (?:did|said|wrote|sent|took|spent|really)\b|\bwho you (?:were|was|went|slept)\b|\bwhere (?:the \w+ )?(?:\w+ )?(?:money|cash|funds) went\b|\byou (?:lied|cheated|stole|fiddled) (?:about|on|from)\b|\byour little\b/;
/** The listener's standing in view: their own things, or "you" as the one something happens to. */
const LISTENER_AT_STAKE = /\b(?:your|you|you'd|you'll|yours)\b/;
/** Comparatives of quality or speed (a closed class: "letter" and "sleepover" are not comparisons). */
const COMPARATIVE = String.raw`better|worse|more \w+|less \w+|faster|quicker|slower|straighter|neater|tidier|cleaner|cheaper|smarter|funnier|nicer|kinder|warmer|sharper`;
/** The listener measured against something lesser, or their best called poor. */
const LIKENS_DOWN = new RegExp(
  String.raw`\babout as \w+ as (?:a|an|my|the)\b|\ball the (?:\w+ ){0,1}(?:warmth|charm|skill|grace|sense|talent|sincerity|effort) of (?:a|an)\b|\b(?:a|an|my) (?:\w+ ){0,4}(?:could|would|can) (?:have )?\w+ (?:\w+ ){0,3}(?:${COMPARATIVE})(?: than (?:this|that|you|yours|your \w+))?\b|\b(?:i've|i have|i've had|i have had) (?:had|seen|heard|got) (?:\w+ ){0,3}(?:${COMPARATIVE}) (?:\w+ ){0,4}from (?:a|an|my|the)\b|\b(?:the best|all) (?:\w+ ){0,2}(?:you|your \w+) (?:can|could|have|has) (?:manage|do|come up with|offer|muster)\b|\ball you could (?:manage|do|come up with|muster)\b|\bmore (?:\w+ ){0,2}than this\b`,
);
/** The speaker's own doing as the thing compared: a self-deprecating joke. */
const OWN_DOING = /\b(?:my (?:\w+ )?(?:wallpaper|cooking|cv|drawing|singing|work|attempt|effort)|i (?:cook|sing|draw|drive|dance|write|play)|than (?:me|mine|i do|i did|i can)|(?:beats|beat) me)\b/;
/** Praise that names a failure or a delay. */
const MOCK_PRAISE =
  /\bmust be the \w+est\b|\b(?:congratulations|well done|bravo|nice one|good job|great job)\b,? (?:\w+ ){0,2}(?:managed to|you \w+ed)\b|\bonly took you\b|\bsurprised (?:you|u) (?:even )?(?:found|managed|made|got|could|remembered)\b|\btake your time\b,? (?:\w+ ){0,3}(?:only|just) took\b/;

/** The listener's standing turns on the speaker's act, or a deed of theirs is the matter: no mere question of their view. */
export function putsListenerAtStake(canonicalText: string): boolean {
  return THEIR_DEED.test(canonicalText) || ((SPEAKER_CONDITION.test(canonicalText) || SPEAKER_TELLS.test(canonicalText)) && LISTENER_AT_STAKE.test(canonicalText));
}

/** The listener's work measured against something lesser, or praise that names a failure: a put-down with no insult word. */
export function measuresListenerDown(canonicalText: string): boolean {
  return (LIKENS_DOWN.test(canonicalText) && !OWN_DOING.test(canonicalText)) || MOCK_PRAISE.test(canonicalText);
}

/** The listener acts of a canonical text: `A:` names, each at most once. */
export function listenerActs(canonicalText: string): string[] {
  const acts: string[] = [];
  const lever = (SPEAKER_CONDITION.test(canonicalText) || SPEAKER_TELLS.test(canonicalText)) && LISTENER_AT_STAKE.test(canonicalText);
  const deed = THEIR_DEED.test(canonicalText);
  if (lever) acts.push('A:lever');
  if (lever && deed) acts.push('A:disclose');
  if (LIKENS_DOWN.test(canonicalText) && !OWN_DOING.test(canonicalText)) acts.push('A:likens_down');
  if (MOCK_PRAISE.test(canonicalText)) acts.push('A:mock_praise');
  return acts;
}
