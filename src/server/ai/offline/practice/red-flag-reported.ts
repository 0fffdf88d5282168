/**
 * Words the speaker reports rather than says (issue #23 point 3, g24): a flag's words said by
 * someone else and told about ("a customer called me an idiot", 'he said "you'll regret this" and
 * walked off', "someone called you a liar, I don't think you are"), the listener's own view told
 * back ("I get that you think the update is terrible"), a document quoted ('the contract says
 * "failure to pay will result in eviction"') and the speaker's own past words taken back with regret
 * ("I shouldn't have said your idea was dumb"). The act of the line is the telling, not the insult or
 * threat it mentions, so the rules read the sentence with the reported words replaced by "that".
 *
 * Kept as the speaker's own voice: the speaker as the sayer ("I said…", "we told them…"), a borrowed
 * voice in a modal ("as my mum would say, you're a coward"), present-tense hearsay ("everyone says
 * you're useless", the usual vehicle of a put-down), words the speaker endorses ("…and they're
 * right", "I agree"), and an unquoted report that promises them harm ("my brother said he'll deal
 * with you": a threat relayed). Every regex is bounded.
 */

/** Adverbs that may sit between a sayer and the verb: "he literally said", "she once called me". */
const ADVERB = String.raw`(?:(?:literally|just|always|once|even|actually|basically|then|apparently|also|already|kept|has|had|have|never|ever|really) )?`;
/** Verbs that introduce others' words in quotes, any tense (a document's "says" and "reads" too). */
const QUOTE_VERB = String.raw`(?:said|says|say|told (?:me|us|him|her|them|you|everyone)|tells? (?:me|us)|wrote|writes|texted|shouted|yelled|screamed|replied|goes|went|called (?:me|you|us|him|her|them|it)|reads|read|put it|used to say|quote(?: you| him| her| them)?)`;
const QUOTED = new RegExp(String.raw`(?:^|\s)([\w']+) ${ADVERB}${QUOTE_VERB}[:,]? ?"([^"]{1,200})"`, 'gi');

/**
 * Verbs of a past report or of the listener's view, taking an unquoted complement: "X called me a…",
 * "X said I was…", "you think the…". A third party's view is not reported (its verbs also take a
 * thing as sayer: "it felt like talking to a wall" judges), nor present hearsay ("people say you're
 * lazy"), which is how a put-down gets said.
 */
const SPEECH_PAST = String.raw`(?:said|called|told (?:me|us|him|her|them|everyone)|wrote|texted|shouted|yelled|screamed|threatened|accused|commented|posted|claimed|used to say|used to call)`;
/** "feel" reports a view only before a clause ("you feel like I…"); "you feel awful" is a state wished on them. */
const LISTENER_VIEW = String.raw`(?:think(?! about| of| twice)|thought(?! about| of)|feel(?= like| that)|felt(?= like| that)|believe|believed|reckon|said|called|told me|wrote|texted|accused)`;
/** The complement runs to the end of its clause: a mark, or a conjunction opening the next one. */
const CLAUSE_END = String.raw`(?=\s?[,;.!?()]| (?:and|but|so|which|because|though|then|when) |$)`;
/**
 * "what do you think happens if…": their view asked, not told back (an auxiliary before the sayer);
 * "the screenshots of what you said about…": the saying itself is the thing named, no words reported.
 */
const ASKED = String.raw`(?<!\b(?:do|does|did|would|will|can|could|don't|didn't|doesn't|dont|didnt|what)\s)`;
const REPORTED = new RegExp(String.raw`(?:^|\s)${ASKED}([\w']+) ${ADVERB}(${SPEECH_PAST}|${LISTENER_VIEW})( (?:that )?)([^,;.!?"()]{0,119}?[^,;.!?"()\s])${CLAUSE_END}`, 'gi');

/** Sayers whose words are the speaker's own: the speaker, or a modal that borrows a voice for now. */
const OWN_VOICE = /^(?:i|we|i'd|we'd|i'll|we'll|i've|we've|i'm|me|would|will|could|might|should|to|not|never|don't|didn't|dont|didnt|and|or|if)$/i;
/** "You" as the sayer: the listener's own view or words told back to them. */
const LISTENER = /^(?:you|u|you've|you'd)$/i;
/** Their answer, with whatever follows it ("you said no last week", "you've said not yet for a year"); "about …" names a topic, no words. */
const ANSWER = /^(?:no|yes|maybe|not yet|not now|no thanks|no thank you|about)\b/i;
const VIEW_ONLY = /^(?:think|thought|feel|felt|believe|believed|reckon)$/i;

/** The speaker sides with the words reported: "…and honestly they're right", "I agree with her". */
const ENDORSED =
  /\b(?:they|he|she|it|that|which)(?:'re| are|'s| is| was| were) (?:(?:so|totally|completely|absolutely|dead|kind of|kinda|not) )?(?:right|true|spot on|wrong(?= though)|not wrong|a fair point)\b|\bi (?:totally |completely )?agree\b|\b(?:can't|cannot) blame (?:them|him|her)\b|\bthey have a point\b/i;

/** A harm promised to the listener inside an unquoted report: a relayed threat, still told to them. */
const HARM_TO_LISTENER = /\b(?:you|your|ur|u)\b[^,;.!?]{0,60}\b(?:will|'ll|would|'d|going to|gonna)\b|\b(?:will|'ll|would|'d|going to|gonna)\b[^,;.!?]{0,60}\b(?:you|your|ur|u)\b/i;

/** The speaker's own past words taken back: "I shouldn't have said…", "sorry I called you…", "sorry for saying…". */
const REGRETTED = /\b(?:shouldn't|should not|shouldnt|should never|never should) have (?:said|called|told (?:you|him|her|them)|written|texted)( (?:that )?)([^,;.!?"()]{0,119}?[^,;.!?"()\s])(?=\s?[,;.!?()]| (?:and|but|so|which|because|though) |$)/gi;

/**
 * The sentence with reported words replaced by "that" (the text as cleaned, before `canonical`,
 * so quotation marks are still there). `line` is the whole message, where an endorsement may sit.
 */
export function withoutReported(sentence: string, line: string = sentence): string {
  if (ENDORSED.test(line)) return sentence;
  // Unquoted reports first: their complement stops at a quotation mark, and a quote read as "that" is no complement.
  let out = sentence.replace(REPORTED, (whole, sayer: string, verb: string, link: string, words: string) => {
    // Their answer told back is what a push pushes against: "you said no but you don't mean it" keeps it.
    if (OWN_VOICE.test(sayer) || ANSWER.test(words.trim())) return whole;
    const listener = LISTENER.test(sayer);
    // Only the listener's own view is told back ("you think…"); "it felt…" or "they think…" is not a report.
    if (!listener && VIEW_ONLY.test(verb)) return whole;
    if (!listener && HARM_TO_LISTENER.test(words)) return whole;
    return whole.slice(0, whole.length - words.length - link.length) + ' that';
  });
  out = out.replace(QUOTED, (whole, sayer: string, words: string) =>
    OWN_VOICE.test(sayer) ? whole : whole.slice(0, whole.length - words.length - 2) + 'that');
  return out.replace(REGRETTED, (whole, link: string, words: string) => whole.slice(0, whole.length - words.length - link.length) + ' that');
}
