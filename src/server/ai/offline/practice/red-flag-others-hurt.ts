/**
 * Guilt through others and through the speaker's suffering, with no "after everything":
 * - someone else hurt by their absence or failing: "the children ask every night why you stopped
 *   visiting", "your grandmother cried when I told her you weren't coming", "everyone noticed your
 *   empty chair"; not others who simply miss them or look forward to them ("the kids keep asking
 *   when you're coming, they'd love to see you");
 * - the reproach tag "not that you'd care";
 * - the speaker's suffering laid at their door: "I haven't slept in a week because of you", "…and you
 *   carry on like nothing happened"; not a state owned ("I haven't been sleeping well, sorry");
 * - a favour billed as a quiz: "remember who drove you to every appointment?", "who stayed till
 *   midnight…? That's right."; their absence covered for again ("I had to make up an excuse for you
 *   again"); "I've been a wreck since you left and you're out partying";
 * - self-pity as a shrug: "it's not like I have a life", "not like anyone else lives here", "a company
 *   that treats me like this".
 * Read on one canonical sentence; every regex is bounded.
 */

const OTHERS = String.raw`(?:the (?:kids|children|dog|cat|family|boys|girls|team|whole (?:team|family|office|class|group))|(?:your|my|our) (?:kids|children|son|daughter|mum|mom|dad|mother|father|gran|granny|grandma|grandmother|grandad|grandpa|grandfather|nan|nana|sister|brother|family|wife|husband|dog|cat|parents|friends)|mum|mom|dad|grandma|granny|nan|everyone|everybody)(?: [a-z]+){0,3}`;
const YOUR_FAILING = String.raw`(?:you (?:were not|weren't|are not|aren't|was not|wasn't|did not|didn't|do not|don't|will not|won't|could not|couldn't|can't|never|forgot|left|cancelled|canceled|stopped|missed|bailed|ignored|haven't|hadn't|no longer)|your (?:empty|absence|no-show|silence))`;
const HURT = String.raw`(?:cried|cries|was (?:so |really )?(?:upset|hurt|heartbroken|devastated|gutted|crushed)|(?:ask|asks|asked|keep asking|keeps asking|kept asking) (?:me )?(?:every \w+ |all the time |constantly )?why|noticed|wait(?:s|ed)? (?:up |by the door )?for you|still (?:waits|asks|cries))`;

const GUILT_SHAPES: readonly RegExp[] = [
  new RegExp(String.raw`\b${OTHERS} ${HURT}\b[^.!?;]{0,50}\b${YOUR_FAILING}`),
  /\bnot that you(?:'d| would)? (?:care|cared|notice|noticed|give a)\b/,
  /\b(?:haven't (?:slept|eaten|stopped crying)|can't (?:sleep|eat|stop crying|stop thinking)|cried|lost (?:sleep|weight)|been (?:a wreck|in pieces|sick with worry|miserable|crying))\b[^.!?;]{0,40}\b(?:because of you|thanks to you|over you|over what you)\b/,
  /\b(?:and|while|but) you (?:just )?(?:carry on|go on|act|walk around|swan around|go about your \w+) (?:as if|like) nothing (?:happened|is wrong|ever happened)\b/,
  /\bremember who (?:\w+ ){0,2}(?:drove|paid|lent|helped|covered|picked|looked after|stood by|took care|was there|sat with|gave|bailed|fed|housed|cooked)\b/,
  /^who (?:\w+ ){0,1}(?:stayed|drove|paid|lent|covered|picked|looked after|stood by|took care|was there|sat with|gave up|bailed|cooked|worked)\b[^.!?]{0,60}\?\s?(?:that's right|yeah|yep|exactly|me)\b/,
  /\b(?:it's |its )?not (?:like|as if) (?:anyone|anybody|you|nobody) (?:else )?(?:lives|works|helps|does|cares|lifts|notices|eats|uses)\b/,
  /\b(?:been|felt) (?:a wreck|in pieces|miserable|awful|broken|a mess)\b[^.!?;]{0,20}\bsince you (?:left|went|walked out|stopped)\b[^.!?;]{0,50}\byou(?:'re| are)\b/,
  /\b(?:make up|made up|invent|invented|cover|covered|covering) (?:an? |another )?(?:excuse|story|lie)s? for you (?:again|every time|as usual|as always)\b/,
  /\b(?:it's |its )?not (?:like|as if) (?:i (?:have|had) (?:a life|any (?:plans|life|feelings)|plans|feelings)|my (?:time|feelings|weekends?|evenings?|plans|life) (?:matters?|counts?|mean anything))\b/,
  /\b(?:treats?|treated|treating) (?:me|us) like (?:this|that|dirt|rubbish|garbage|nothing|a doormat|crap|trash)\b/,
];

/** Guilt through others hurt, the speaker's suffering or a favour billed (canonical sentence). */
export function guiltsThroughOthers(sentence: string): boolean {
  return GUILT_SHAPES.some((re) => re.test(sentence));
}
