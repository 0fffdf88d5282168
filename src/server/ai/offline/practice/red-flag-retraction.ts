import { inScope } from './red-flag-scope';

/**
 * A lie given away by its own retraction: a claim, then in the same line the words that take it
 * back or show it will not be checked — "a degree from Cambridge — well, a summer course, same
 * thing really", "quoted me half this, I've got it in writing — well, I will have, once I ask",
 * "check the photos. Which I didn't take", "(she hasn't, I haven't asked her yet)", "nobody's
 * going to test it", "I've already told her what to say". A hedge alone is honest ("it's sort of
 * a team lead role, I'd say"), so the markers are retractions, not vagueness. Read on the whole
 * canonical line: the retraction often sits in the next sentence. Every regex is bounded.
 */
const RETRACTION = new RegExp(
  [
    // "— well, a summer course", "well, I will have, once I ask them".
    String.raw`(?:—|–|-|,|\.) well,? (?:i will have|i will|i'll|not (?:exactly|yet|really)|technically|sort of|kind of|a |an |app |once|only|almost|nearly)\b[^.!?]{0,60}\b(?:same thing|close enough|near enough|once i|when i|if i|but|whatever|anyway)\b`,
    // Said last, after the claim: "…a summer course there, same thing really.", "…one week so close enough".
    String.raw`\bi(?:'ve| have| was|'m| am| did| had)\b[^.!?]{0,80}(?:,|—|–|-|\bso) (?:same thing really|close enough|near enough|basically the same thing)[.!]?$`,
    // Evidence that does not exist: "check the photos. Which I didn't take".
    String.raw`\bwhich i (?:didn't|did not|never|haven't|have not) \w+`,
    // A parenthesis or an aside that denies it: "(she hasn't, I haven't asked her yet)", "(I'm only seeing it now)".
    String.raw`\((?:[a-z']+ ){0,3}(?:hasn't|haven't|hadn't|wasn't|isn't|didn't|won't|not|never)\b[^)]{0,50}\)`,
    String.raw`\((?:i'm|i am|i was) only (?:just )?(?:seeing|reading|now|opening)\b[^)]{0,30}\)`,
    String.raw`\b(?:she|he|they|it) (?:isn't|wasn't|hasn't|haven't|didn't|won't),? but i(?:'ll| will) (?:sort|fix|deal with|handle)\b`,
    // Unchecked or rigged: "nobody's going to test it", "he's not around to ask anyway", "told her what to say".
    String.raw`\b(?:nobody|no one|no-one)(?:'s| is) (?:going|gonna) to (?:test|check|ask|verify|find out)\b`,
    String.raw`\b(?:not|never) (?:around|there|reachable) to (?:ask|check)\b[^.!?]{0,10}\banyway\b`,
    String.raw`\b(?:already )?told (?:her|him|them) what to say\b`,
    String.raw`\b(?:nobody|no one|no-one) (?:has|needs|ever has|ever needs) to know\b`,
    // A planned statement, then the truth beside it: "I'm telling the landlord the crack was there. It wasn't.",
    // "I'll tell Sam it's a small party, it's actually more like forty people".
    String.raw`\b(?:i(?:'ll| will|'m going to| am going to|'m gonna|'m| am) (?:just )?(?:tell|telling|say|saying|claim|claiming)|let's say)\b[^.!?]{0,80}(?:[.!?;]\s?(?:but )?(?:it|that|he|she|they|i|we|there) (?:wasn't|weren't|isn't|aren't|didn't|hasn't|haven't|won't|was not|did not|is not)(?: really| actually| true)?[.!]?$|[,;—–-]\s?(?:but )?(?:it's|it is|it was|there's|there are|there were|he's|she's|they're) (?:actually|really) (?!a surprise\b))`,
  ].join('|'),
);

/** A claim retracted or rigged within the line (canonical text). */
export function retractsClaim(text: string): boolean {
  return inScope(RETRACTION, text);
}
