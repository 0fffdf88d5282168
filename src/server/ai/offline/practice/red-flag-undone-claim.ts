/**
 * A lie the line undoes itself: a claim about the speaker's credentials, offers, history or
 * circumstances, then in the same line the words that show it invented or stretched — "which I
 * made up", "if you count the one I started in Year 6", "— okay, one", "it counts", "give or take a
 * few zeros", "well, I'm still applying for it", "I wrote them myself", "strictly speaking it was
 * just me", "basically, I've watched videos" — or that contradict it ("never late, except the
 * dozen times", "every year, apart from the two I didn't", "already said yes, I just haven't asked
 * her yet"). A hedge alone is honest ("around ten people"), so each shape needs the claim (I've, I'm,
 * my …, already, never, every) and its undoing. Read on the whole canonical line; regexes bounded.
 */

/** The speaker claims something of their own: "I've…", "I'm…", "I have…", "my landlady has…", "another gym has offered me…". */
const CLAIM = String.raw`\b(?:i(?:'ve| have| am|'m| had| was|'d)|my \w+(?: \w+)? (?:has|have|is|are|will|said)|(?:another|two|three|several|other) \w+(?: \w+)? (?:has|have|want|wants|offered)|\w+ (?:has |have )?(?:offered|promised) me)\b`;

const UNDONE: readonly RegExp[] = [
  new RegExp(String.raw`${CLAIM}[^.!?]{0,80}\bwhich (?:i (?:made up|invented|exaggerated)|(?:isn't|is not|wasn't|was not|ain't) (?:quite |strictly |entirely |exactly |really )?true)\b`),
  // A figure claimed, then cut down: "five years of experience, well, five months really".
  new RegExp(String.raw`${CLAIM}[^.!?]{3,80}(?:[—–,-] ?| )(?:well|okay|ok|fine),? (?:[a-z-]+ ){1,3}(?:really|tops|at most|if that)\b`),
  // "I'm basically a doctor, I did a first-aid course".
  /\bi(?:'m| am) (?:basically|practically|pretty much|more or less|as good as) an? [a-z-]+(?: [a-z-]+)?,? (?:because |since )?i(?:'ve| have)? (?:did|watched|read|done|took|helped|spent|went|once)\b/,
  new RegExp(String.raw`${CLAIM} (?:been|run|led|managed|done|worked|had|coached|organi[sz]ed|taught|played|won)\b[^.!?]{0,60}\bif you count\b`),
  // A number claimed, then cut down: "two other studios want me — okay, one".
  /\b(?:two|three|four|five|several|ten|dozens of|loads of|\d+) [^.!?]{0,60}(?:[—–,-] ?| )(?:okay|ok|fine|well|alright),? (?:one|two|none|nobody|just one|only one)\b/,
  new RegExp(String.raw`${CLAIM}[^.!?]{3,100}, (?:it|that) (?:counts|totally counts|still counts)[.!]?$`),
  /\bgive or take (?:a |one |a few |a couple of |some )?(?:zeros|zeroes|noughts|digits|decimal places|zero|nought)\b/,
  new RegExp(String.raw`${CLAIM}[^.!?]{3,80}(?:[—–,-] ?| )well,? i(?:'m| am) (?:still )?(?:applying|planning|hoping|thinking|going|about|waiting) (?:for|to|on)\b`),
  /\b(?:references?|reviews?|testimonials?|certificates?|letters?|receipts?|sick notes?|notes?)\b[^.!?]{0,60}\bi (?:wrote|made|forged|printed|signed) (?:them|it|those|that) myself\b/,
  new RegExp(String.raw`${CLAIM}[^.!?]{3,80}\b(?:though|but|well),? (?:strictly speaking|technically|truth be told|if i'm honest|to be honest),? (?:it was|it's|there (?:was|were)|i (?:was|had|did)) (?:just|only|really just)\b`),
  // A credential, then "basically/sort of" and what it really was: "a qualified electrician, basically, I've watched videos".
  new RegExp(String.raw`${CLAIM} [^.!?]{3,60}, (?:basically|practically|sort of|kind of|more or less|in all but name|ish),? i(?:'ve| have)? (?:did|was|went|had|watched|read|spent|done|seen|helped)\b`),
  // An absolute claim broken by its own exception: "never late, except the dozen times", "every year, apart from the two I didn't".
  new RegExp(String.raw`${CLAIM}[^.!?]{0,50}\b(?:never|always|every (?:year|time|day|week|month|shift)|the only one|a whole (?:year|month|week)|all (?:year|month|week))\b[^.!?]{0,50}(?:apart from|except(?: for)?|other than|bar) (?:the |most |all |a |those )?(?:dozen|most|many|loads|half|several|lots|weekends|every \w+|two|three|four|five|six|seven|eight|nine|ten|\d+|(?:\w+ ){1,2}i (?:didn't|wasn't|haven't|don't|leave|skipped|missed))\b`),
  // Said done, then shown not done: "has already said yes, I just haven't asked her yet", "an offer already — the bank hasn't actually replied".
  /\b(?:offer|said yes|agreed|approved)\b[^.!?]{0,20}\balready\b[^.!?]{0,50}\b(?:i|they|she|he|it|the \w+) (?:haven't|hasn't|didn't) (?:actually|even) (?:asked|replied|answered|got back|confirmed|heard)\b|\b(?:already|definitely)\b[^.!?]{0,60}\b(?:said yes|agreed|approved|signed|offer|sent|booked|paid)\b[^.!?]{0,50}\b(?:i|they|she|he|it|the \w+) (?:just |simply )?(?:haven't|hasn't|have not|has not|didn't) (?:actually |even |yet )?(?:asked|replied|answered|got back|confirmed|heard|sent|done)\b/,
  // Their own record doctored: "I'll send it now and backdate it", "I'll buy them and say they were free".
  /\b(?:and|then) (?:backdate|back-date|antedate) (?:it|them|the)\b|\bi(?:'ll| will) (?:buy|make|get|order|write) [^.!?]{0,30}\band (?:say|tell \w+|pretend|claim) (?:they|it|i|that) (?:were|was|had|made)\b/,
  // A false circumstance owned as such: "I told the dentist I was stuck on the motorway, which I wasn't".
  /\b(?:told|tell|telling) (?:\w+ ){1,3}(?:i was|i'm|i am|i had|i've)\b[^.!?]{0,50}, which i (?:wasn't|didn't|hadn't|haven't|am not|'m not)\b/,
];

export function undoesOwnClaim(text: string): boolean {
  return UNDONE.some((re) => re.test(text));
}
