import type { RedFlagKind } from './red-flags';
import { seeksRecourse } from './red-flag-recourse';
import { eitherOfUs, onlyOwnYes, ranksThemAbove } from './red-flag-benign-asks';
import { splitSentences } from '../text-utils';

/**
 * Kind-specific shapes where the learned signal's reading comes from words it saw in flags, not from
 * anything the line does to them (each was a learned false alarm on good lines of dev sets r16/r17;
 * the rules, which read these shapes, still judge the line):
 * - threat: a promise to take care of something, brought to a task done or someone safe ("I'll make
 *   sure the dishes are done", "I'll see to it that the kids are in bed"), with no harm, audience or
 *   condition in it ("I'll make sure everyone knows", "…you regret it", "…unless" stay); or a plan
 *   proposed with the choice left to them ("unless you'd rather meet elsewhere, let's say noon"); a
 *   calm consequence through the proper channel (red-flag-recourse.ts), which the rules excuse too;
 *   options with the pick left to them ("we can go to the Italian or the Thai place, your pick"); a
 *   kindness as what follows their not coming ("…if you can't come, but we'll FaceTime you");
 * - guilt: the speaker's own passing state owned ("I guess I'm just nervous, this matters to me"),
 *   with nothing said of them;
 * - pressure or a lie (the model's "say … and I'll"): an offer that leaves the asking to them ("just
 *   say the word and I'll bring snacks", "give me a shout and I'll come round"); pressure, too: the
 *   only yes named is the speaker's own ("I'd need a bit more to say yes", red-flag-benign-asks.ts);
 * - insult: thanks for something they got done ("you actually fixed the printer? you're a legend",
 *   "cheers for sorting the rota, you're a lifesaver"),
 *   with no failure, no pattern ("again", "for once") and no mock frame in it; someone's warmth
 *   passed on ("Mum asked how you are doing, she says hello"); them ranked above (red-flag-benign-asks.ts);
 * - threat, too: an act either of them could do, offered with theirs as the other side (same file).
 * Every regex is bounded.
 */

const CARE_PROMISE = /\b(?:i'll|i will|we'll|we will|let me|i'm going to|i am going to|i'm gonna) (?:\w+ )?(?:make sure|make certain|see to it|ensure)\b/;
const HARM_OR_AUDIENCE = /\b(?:regret|sorry|pay for|suffer|never work|fired|sacked|lose your|everyone|everybody|every \w+|the whole|knows?|hears?|finds? out|learns?|unless|otherwise|or else|if you)\b/;
/** What a care promise brings about: a task done, someone safe or ready (not "this gets to the right people"). */
const TASK_DONE = /\b(?:done|ready|sorted|fixed|clean|cleaned|tidy|tidied|paid|booked|in bed|on time|safe|fed|home|covered|looked after|taken care of|arrives?|goes out|sent|signed|locked|charged|stocked|packed|labelled|watered|walked|picked up|dropped off|on the list|in the diary|free)\b/;
/** A plan proposed with the choice left to them: "unless you'd rather meet somewhere else, let's say noon". */
const LEFT_TO_THEM = /\b(?:unless|if) you(?:'d| would) (?:rather|prefer)\b/;
const PROPOSES = /\b(?:let's|shall we|how about|what about|we could|we can)\b/;
/** The pick left to them, "the Italian or the Thai place, your pick", with no move of the speaker's beside it ("…or I can tell her. Up to you."). */
const PICK_LEFT = /\b(?:your (?:pick|choice)|up to you|whichever you (?:prefer|like|want|fancy)|you (?:choose|decide|pick))\b/;
const OWN_MOVE = /\b(?:i(?:'ll| will|'d| would| can| could|'m going to| am going to|'m gonna)|or else|otherwise)\b/;

/**
 * A kindness to them as what follows their not coming: "the kids will be gutted if you can't come,
 * but we'll FaceTime you", "if you're busy, I'll save you a slice" — the speaker's next move gives
 * them something, with nothing lost, ended or told.
 */
const KINDNESS_TO_THEM = /\b(?:i'll|we'll|i will|we will) (?:just |still |happily |gladly |definitely )?(?:facetime|video ?call|call|ring|text|save|keep|send|bring|fill|catch) (?:you|u)\b(?! (?:out|down|to court|in court))/;
const LOSS_OR_END = /\b(?:regret|sorry|pay for|suffer|fired|sacked|lose|never|again|no longer|stop|lawyer|solicitor|court|police|everyone|everybody|the whole|knows?|hears?|finds? out|or else|otherwise|unless|letter|bill|invoice|last chance)\b/;

const OWN_STATE = /\bi(?:'m| am) (?:(?:just|only|a bit|a little|so|really|kind of|kinda|probably|still) ){0,2}(?:nervous|anxious|tired|stressed|overwhelmed|excited|exhausted|rusty|jet-lagged|jetlagged|hungry|shy|worried|overthinking(?: it| this)?|in my head)\b/;
const ABOUT_THEM = /\b(?:you|your|you're|you've|ur|u)\b/;

const OFFER = /\b(?:say the word|give me a (?:shout|call|ring|text|nudge)|let me know|text me|call me|ring me|shout|just ask)\b[^.!?;]{0,20}\band (?:i(?:'ll| will)|we(?:'ll| will))\b/;

const DONE_BY_THEM = /\b(?:you|u) (?:actually |finally |really |even )?(?:fixed|solved|sorted|found|finished|nailed|saved|rescued|repaired|cracked|handled|made|got)\b|\b(?:thanks|thank you|cheers|ta) (?:so much |loads |again )?for (?:\w+ing|the \w+)\b/;
const THANKED = /\b(?:you(?:'re| are)|ur) (?:a |an |an absolute |such a |the )?(?:legend|star|hero|lifesaver|life saver|gem|champ|wizard|genius|angel|diamond|rock|superstar|saint|best)\b|\bthank(?:s| you)\b/;
const MOCK = /\b(?:again|for once|first time|miracle|as always|as usual|finally|about time|took you|broke|broken|lost|forgot|missed|late|ruined|wrong|framed|alert)\b/;
/** Someone's warmth passed on: "Mum asked how you are doing, she says hello". */
const RELAYED_WARMTH = /\b(?:says? (?:hello|hi|hey)|sends? (?:her |his |their |you )?(?:love|regards|best|hugs)|asked (?:after|about) you|asked how you(?:'re| are| were)|wanted me to say (?:hi|hello))\b/;

/**
 * The speaker renounces an act of escalation a threat would name — going over their head, reporting,
 * telling, complaining, taking it further ("I would never go over your head", "I wouldn't dream of
 * reporting you", "I'm not going to take this further") — with no condition that could bring it back
 * ("…unless you…", "…if you…", "…yet", "for now").
 */
const RENOUNCED =
  /\bi(?:'d| would) (?:never|not) (?:ever )?(?:go|report|tell|complain|take|sue|escalate|post|involve|mention)\b|\bi wouldn't (?:ever |dream of )?(?:go|going|report|tell|telling|complain|take|taking|sue|suing|escalate|post|posting|involve|mention)\w*\b|\bi(?:'m| am) (?:not|never) (?:going to|gonna) (?:go|report|tell|complain|take|sue|escalate|post|involve|mention)\b/;
const BROUGHT_BACK = /\b(?:unless|if|until|till|or else|otherwise|yet|for now|this time|last time|next time|again)\b/;
const renouncesOwnAct = (c: string) => RENOUNCED.test(c) && !BROUGHT_BACK.test(c);


/** Is the learned signal's reading of this kind one of the shapes above (canonical text)? */
export function learnedKindExcused(kind: RedFlagKind | 'none', c: string): boolean {
  switch (kind) {
    case 'threat':
      if (seeksRecourse(c)) return true;
      if (renouncesOwnAct(c)) return true;
      if (splitSentences(c).every(eitherOfUs)) return true;
      if (KINDNESS_TO_THEM.test(c) && !LOSS_OR_END.test(c)) return true;
      if (PICK_LEFT.test(c) && PROPOSES.test(c) && !OWN_MOVE.test(c) && !HARM_OR_AUDIENCE.test(c)) return true;
      return ((CARE_PROMISE.test(c) && TASK_DONE.test(c)) || (LEFT_TO_THEM.test(c) && PROPOSES.test(c))) && !HARM_OR_AUDIENCE.test(c.replace(LEFT_TO_THEM, ''));
    case 'guilt':
      return OWN_STATE.test(c) && !ABOUT_THEM.test(c);
    case 'pressure':
      return OFFER.test(c) || onlyOwnYes(c);
    case 'lie':
      return OFFER.test(c);
    case 'insult':
      if (RELAYED_WARMTH.test(c)) return true;
      if (ranksThemAbove(c)) return true;
      return DONE_BY_THEM.test(c) && THANKED.test(c) && !MOCK.test(c.replace(/\byou (?:actually |finally )/, 'you '));
    default:
      return false;
  }
}
