import { COMPLIMENT_ADJECTIVES } from './lexicon';
import { DENIED_OPINION, inScope } from './red-flag-scope';
import { COMMIT, CONDITION, CONTEMPT_TRAITS, GROUP_NOUNS, MENACE, STRONG_ACT, THREAT_ACT } from './red-flag-concepts';

/**
 * A small grammar of intent, read on one canonical sentence (red-flags.ts `canonical`): who commits
 * to what, under which condition, said of whom. It generalises the phrase patterns of red-flags.ts:
 * - threat: the speaker commits to a harmful act (leaving, escalating, exposing, harming) under a
 *   condition ("if/unless/or … I'll …", "keep it up and …"), or menaces outright ("you'll regret");
 * - insult: a contempt trait said of them ("you're so dense", "typical incompetent management"),
 *   or a contemptuous comparison ("I've met smarter houseplants");
 * - pressure: the no is overruled, demanded away or waited out; guilt: their love is made
 *   conditional, a sacrifice is billed, or self-pity is put on them; lie: a planned statement with its
 *   falsity in the same line; crude: sex or bodies aimed at them.
 * Negation and hypotheticals are out of scope: COMMIT has no negated form ("I would never threaten
 * you", "I'm not going to quit" do not match), every match passes red-flag-scope.ts (a negator just
 * before it in its clause cancels it), and a trait needs an unnegated, undenied "you are".
 * Every regex is bounded.
 */

const MENACE_SHAPE = new RegExp(MENACE);
/** Praise an authority would hear is no menace: "your manager would love to hear how helpful you were". */
const PRAISE_HEARD = /\bto (?:hear|know|see|read) (?:how (?:helpful|great|kind|brilliant|good|well|amazing|lovely|patient|quickly)|what a (?:great|good|brilliant|lovely))\b/;

const THREAT_SHAPES: readonly RegExp[] = [
  // Condition, then the committed act: "if that's your final answer, I'll be handing in my notice".
  new RegExp(String.raw`${CONDITION}[^.!?;]{0,80}\b${COMMIT} ${THREAT_ACT}`),
  // The act, then the condition: "I'm calling my bank … or …", "I'll walk unless …".
  new RegExp(String.raw`\b${COMMIT} ${THREAT_ACT}[^.!?;]{0,80}${CONDITION}`),
  // The other offer taken under a condition: "another company offered me 10k more and I will take it if you can't match".
  new RegExp(String.raw`\b(?:offer|offered|another (?:company|job|role)|recruiters?)\b[^.!?;]{0,80}\b${COMMIT} (?:take|accept|go for|go with) (?:it|them|that|their offer)\b[^.!?;]{0,40}${CONDITION}`),
  // Legal action or harm needs no condition: "I could make things very difficult for you", "I'll take this to the labour board".
  new RegExp(String.raw`\b${COMMIT} ${STRONG_ACT}`),
  // Do it again and see: "keep lowballing me and see what happens", "say no and see how fast I leave".
  /(?:^|[,;] )(?:(?:just|go on|go ahead|ok|okay|fine)[, ]+)?(?:keep \w+ing (?:me|us)|say no|push me|ignore me|refuse|test me|try me|do that again)\b[^.!?;]{0,50}\band (?:see|watch) (?:what happens|how (?:fast|quickly|long))\b/,
  // A committed act on its own, said as a decision about this talk: "I will walk out of here today".
  new RegExp(String.raw`\b${COMMIT} (?:walk(?:ing)? out|quit|resign)\b[^.!?;]{0,30}\b(?:today|tonight|tomorrow|now|right now|on the spot|this week|by (?:monday|tuesday|wednesday|thursday|friday))\b`),
  // Do it again and face it: "try pulling that again and…", "do that one more time and…".
  /\b(?:try|do|pull|say) (?:\w+ing )?(?:that|this|it) (?:again|one more time)\b[^.!?;]{0,10}\band\b/,
  // Keep it up and someone hears of it: "keep treating me like this and HR is getting an email".
  /\bkeep \w+ing (?:me|us)\b[^.!?;]{0,40}\band (?:hr|your (?:boss|manager)|the (?:police|press|director|ceo|board|union)|my (?:lawyer|solicitor)|everyone|i'll|you'll)\b/,
  // Authorities who will hear of it: "your boss is going to hear about this", "HR is getting an email tonight".
  /\b(?:hr|your (?:boss|manager|director|wife|husband|parents)|the (?:police|press|director|ceo|board|union|media)|my (?:lawyer|solicitor|attorney))(?:'s| is| are| will)? (?:going to |gonna )?(?:hear(?:ing)? (?:about|of) (?:this|it|you)|(?:getting|get) an? (?:email|call|letter) (?:about|tonight|today|from me)|be in touch|know about (?:this|it|you))\b/,
  // Leaving, said as absence, under a condition: "I won't be here in a month if this is the offer".
  new RegExp(String.raw`\bi (?:won't|will not) be (?:here|around|working here|staying)\b[^.!?;]{0,40}${CONDITION}|${CONDITION}[^.!?;]{0,60}\bi (?:won't|will not) be (?:here|around|working here)\b`),
  // The job handed back: "… or find someone else to do my job".
  /\bor (?:you can |you'll have to |go )?find (?:someone|somebody) else\b|\bor (?:start|go) (?:looking for|finding) (?:my|a) replacement\b/,
  // A denied denial: "don't think I won't post those screenshots".
  /\bdon't (?:think|believe|assume) (?:that )?i (?:won't|wouldn't|can't)\b/,
  // "You better … I'm not asking twice": an order with a warning attached ("suit you better, or…" compares).
  /(?<!\b(?:suit|suits|suited|fit|fits|serve|serves|served|know|knew|treat|treats|pay|paid|help|helps|like|likes|liked|understand|make|makes|feel|feels|see|sees) )\byou(?:'d)? better\b[^.!?;]{0,60}\b(?:or|not asking|last|warning|else)\b/,
  MENACE_SHAPE,
];

export function threatens(s: string): boolean {
  const praised = PRAISE_HEARD.test(s);
  return THREAT_SHAPES.some((re) => !(praised && re === MENACE_SHAPE) && inScope(re, s));
}

/** Said of them: "you're", "you are", "your <thing> is", "ur" (read as "your"), "are you … ?". */
const SAID_OF_THEM = /^(?:you(?:'re| are| were| really are| must be| seem| sound| look)|your|are you|is your \w+|you (?:are|were) (?:just|being)|are (?:all|you all) \w+|is (?:everyone|everybody) (?:here|else))$/;
const INTENSIFIERS = new Set(
  'so such a an the really literally truly honestly actually absolutely completely totally just kind of kinda pretty this that most utter complete total absolute real right proper one big little being acting as even'.split(' '),
);
const NEGATORS = new Set(['not', 'never', "isn't", "aren't", "wasn't", 'no', 'hardly']);

/** Words of the sentence (letters, apostrophes, hyphens). */
function words(s: string): string[] {
  return s.split(/[^\p{L}'-]+/u).filter(Boolean);
}

/** A contempt trait said of them: "you're so dense", "ur literally the worst", "are you actually this dense". */
function traitOfThem(ws: readonly string[]): boolean {
  for (let i = 0; i < ws.length; i++) {
    const one = ws[i] as string;
    const two = `${one} ${ws[i + 1] ?? ''}`;
    const three = `${two} ${ws[i + 2] ?? ''}`;
    const opener = SAID_OF_THEM.test(three) ? 3 : SAID_OF_THEM.test(two) ? 2 : SAID_OF_THEM.test(one) ? 1 : 0;
    if (opener === 0) continue;
    // "I don't think you're stupid", "not saying you're lazy": the opinion is denied.
    if (DENIED_OPINION.test(ws.slice(Math.max(0, i - 4), i).join(' '))) continue;
    for (let k = i + opener, skipped = 0; k < ws.length && skipped <= 3; k++, skipped++) {
      const w = ws[k] as string;
      if (NEGATORS.has(w) || w === 'not') break;
      // Bare "your" is mostly the possessive ("your joke was funny"); as "you're" misspelled, an intensifier follows it.
      const bareYour = opener === 1 && one === 'your';
      // "crazy talented", "stupid good": the trait word only intensifies praise.
      const intensifies = COMPLIMENT_ADJECTIVES.has(ws[k + 1] ?? '');
      if ((CONTEMPT_TRAITS.has(w) || w === 'worst') && !(bareYour && skipped === 0) && !intensifies) return true;
      if (!INTENSIFIERS.has(w)) break;
    }
  }
  return false;
}

const GROUP_CONTEMPT = new Set(['typical', 'classic', 'such', 'what', 'your', 'you', 'these', 'this', 'so', 'totally', 'completely', 'utterly', 'absolutely', 'of']);

/** "typical incompetent management", "your useless company": a trait aimed at a group, not at the speaker. */
function traitOfGroup(ws: readonly string[]): boolean {
  for (let i = 0; i + 1 < ws.length; i++) {
    if (!CONTEMPT_TRAITS.has(ws[i] as string) || !GROUP_NOUNS.has(ws[i + 1] as string)) continue;
    // Contempt, not description: "typical incompetent management", "your useless company" — but "a rude customer" only describes.
    const before = ws.slice(Math.max(0, i - 3), i);
    if (before.some((w) => NEGATORS.has(w) || ['i', "i'm", 'my', 'me'].includes(w))) continue;
    if (GROUP_CONTEMPT.has(before.at(-1) ?? '') || i === 0) return true;
  }
  return false;
}

const CONTEMPT_SHAPES: readonly RegExp[] = [
  // Comparisons: "I've met smarter houseplants", "a child could do this better", "like talking to a wall".
  /\bi(?:'ve| have) (?:met|seen|known|had) (?:smarter|brighter|more (?:competent|useful|intelligent|professional)) \w+/,
  /\b(?:a|my) (?:child|toddler|kid|monkey|chimp|trained \w+|potato|goldfish|rock|houseplant|five-year-old|baby) (?:could|would|can) (?:do|run|manage|handle|have done)\b[^.!?]{0,40}\b(?:better than you|your job)\b/,
  /\blike talking to a (?:brick )?(?:wall|rock|brick|child|toddler)\b/,
  /\bas (?:thick|dumb|stupid|useless|clueless|dense|incompetent|lazy) as (?:you|a|your)\b/,
  /\brun by (?:clowns|monkeys|idiots|children|amateurs|morons|fools|toddlers)\b/,
  // Sarcastic praise aimed at them: "great job genius", "nice going, einstein", "real smart move".
  /\b(?:great|nice|good|well done|way to go|smooth|brilliant)(?: \w+)?,? (?:genius|einstein|sherlock|smart guy|smartass|hotshot)\b|\bsmooth move\b/,
  // Their mind treated as absent: "did your brain take the day off", "do you even think".
  /\b(?:did|does|is) your brain\b|\bare you (?:actually|really|seriously|even)? ?(?:this|that|so)? ?(?:thick|dense|slow|dim)\b/,
  // Contemptuous dismissals.
  /\b(?:shut it|shut your (?:mouth|face)|nobody asked you|no one asked you|who asked you|waste of (?:space|oxygen|air|skin)|full of yourself|piece of work|get a grip|what is your problem|what's your problem)\b/,
  // Their competence denied: "how are you this bad at your job", "you're not very bright", "your work is garbage".
  /\bhow (?:are|can) you (?:be )?(?:this|so|that) (?:bad|terrible|awful|useless|slow|stupid|incompetent|clueless) at\b|\b(?:you're|you are) not (?:very |exactly |the )?(?:bright|smart|sharpest|brightest|clever)\b|\b(?:you're|you are) embarrassing yourself\b/,
  /\byour (?:work|report|code|plan|idea|ideas|management|parenting|teaching|service|product|company|team|attitude|excuse|excuses|offer) (?:is|was|are|were) (?:\w+ )?(?:garbage|trash|rubbish|crap|shit|a joke|pathetic|useless|a disgrace|laughable|worthless)\b/,
  // Their worth or hiring questioned: "a waste of my time", "how did you even get hired", "half a brain".
  /\b(?:you're|you are|your)(?: such| just| literally| honestly| a| an| complete| total| absolute){0,3} (?:a |an )?waste of (?:my |our )?(?:time|money|space|breath)\b|\bhow did you (?:even |ever )?(?:get|become|manage to get) (?:hired|this job|promoted|a job|that job|your job)\b|\b(?:half a brain|two brain cells|a single brain cell)\b|\b(?:dumbest|stupidest|most idiotic|most pathetic|lamest) (?:thing|idea|excuse|question|plan)\b/,
  // Compared down, credentials mocked, contempt names: "dumber than you look", "as much use as a chocolate teapot", "go cry to HR, snowflake".
  /\b(?:you're|you are) (?:even |way |much )?(?:dumber|stupider|thicker|lazier|uglier|more (?:useless|stupid|pathetic|incompetent|clueless)) than\b|\b(?:you're|you are)\b[^.!?]{0,20}\bas (?:much use|useful|helpful|bright|sharp|smart) as an? \w+/,
  // Bought or won, it mocks; got or found, it asks ("did you get your licence in the UK?") unless from a cereal box (red-flag-figurative.ts).
  /\bdid you (?:buy|win) your (?:degree|job|license|licence|diploma|qualifications?|certificate|title)\b|\bwho raised you,? (?:wolves|animals|apes|monkeys)\b|\braised by (?:wolves|animals)\b|\bgo cry (?:to|about)\b|\b(?:snowflake|crybaby|cry baby|boo hoo)\b/,
  // Contempt as a verb: "I can't stand you", "you make me sick", "you can't do anything right"; and its abbreviations.
  /\b(?:i (?:hate|despise|can't stand|cannot stand) you|you (?:disgust me|make me sick|repulse me)|you can't (?:do|get) anything right|you (?:always )?(?:ruin|mess up|screw up) everything|good for nothing|(?:nobody|no one) (?:likes|respects|wants|can stand) you|stfu|gtfo|f off|fk off|f ck (?:off|you)|fck (?:off|you)|piece of (?:shit|crap|garbage|trash|sh t|s t)|bite me|kiss my (?:ass|arse)|up yours|eat (?:shit|sh t|dirt))\b/,
];

export function insultsThem(s: string): boolean {
  const ws = words(s);
  return traitOfThem(ws) || traitOfGroup(ws) || CONTEMPT_SHAPES.some((re) => inScope(re, s));
}

const PRESSURE_SHAPES: readonly RegExp[] = [
  // The no overruled: "no isn't an option", "maybe means yes", "stop saying no".
  /\b(?:no|not yet|maybe) (?:isn't|is not|ain't|is never) (?:an option|an answer|acceptable|good enough|allowed)\b|\bstop saying (?:no|not yet|maybe)\b|\b(?:maybe|not yet) (?:means|is basically|is practically|is pretty much) (?:a )?yes\b|\bbasically a yes\b|\bcan't (?:keep|just keep) saying (?:no|not yet|maybe)\b/,
  // A yes demanded now: "decide now", "I need a yes from you before you leave".
  /\bdecide (?:now|today|right now|already|this minute)\b|\bneed (?:a yes|an answer|your answer|you to decide)\b[^.!?]{0,30}\b(?:now|today|before|tonight)\b/,
  // The no waited out: "I'll keep asking", "until you change your mind", "how many times do I have to ask".
  /\b(?:i(?:'ll| will|'m going to)|going to) keep (?:asking|texting|messaging|calling|pushing|bugging)\b(?! around| about| for\b| questions| other| people| someone| the )|\bkeep (?:asking|texting|messaging|calling|bugging) (?:you )?until\b|\buntil (?:you|it(?:'s| is)) (?:say yes|change your mind|agree|give in|cave|sign|come round|a yes)\b|\bhow many times (?:do|must|will|have) i (?:have to )?(?:ask|say)\b|\bnot (?:leaving|going anywhere|moving) until\b|\bi(?:'ll| will) beg\b|\bbegging you\b/,
  // The ask made small or the doubt made silly: "it's literally one coffee", "it won't kill you", "you're overthinking".
  /\b(?:it's|its|it is) literally (?:just )?(?:one|a|an) \w+\b|\b(?:it's|its|it is) (?:only|just) (?:one|a single) (?:coffee|drink|date|dinner|lunch|night|hour|call|meeting|movie|day|evening)\b|\bwon't kill you\b|\b(?:stop|quit) making (?:it|this) (?:a )?(?:big deal|thing)\b|\b(?:you're|you are|your) (?:over ?thinking|overreacting)\b/,
  // Wheedling: "give me one good reason", "what if I ask really nicely", "everyone else said yes".
  /\b(?:i won't|i'm not going to|i am not going to) stop (?:asking|until)\b|\byou(?:'ll| will) come (?:around|round)\b|\bjust give in\b|\bwhat(?:'s| is| will) it (?:going to )?take\b[^.!?]{0,20}\b(?:yes|say yes|agree)\b|\byou(?:'re| are) not getting out of (?:this|it)\b|\b(?:say|give me) yes (?:already|now)\b/,
  /\bwhy (?:aren't|are you not|won't|don't) you (?:answering|replying|responding|answer|reply|respond)\b|\bhello\?{2,}|\bi(?:'ll| will) (?:just )?ask (?:you )?again (?:tomorrow|later|and again|every day|until)\b|\bpretty please\b|\bnot taking (?:that|this|it) as a no\b|\bi(?:'ll| will) take that as a yes\b|\bwhy are you making (?:this|it) so (?:hard|difficult|complicated)\b/,
  // A maybe turned into a yes, a yes to be admitted, the ask made small, a sign-off demanded: "so it's a yes now right", "just admit you want to".
  /\b(?:so|then|now) (?:it's|its|that's|thats) (?:a yes|basically a yes)\b|\b(?:it's|its|that's) a yes now\b|\bjust admit (?:it|you|that)\b|\b(?:acting|act|making|make|treating|treat)(?: it)? (?:like )?(?:it's|it is|this is|it) (?:such )?an? (?:big|huge) (?:deal|decision|thing)\b|\bjust (?:sign|approve|agree|decide|commit|confirm)(?: off)?(?: on it| to it| it)? now\b|\b(?:don't|do not) want to hear (?:no|not yet|maybe|'|next|another)\b/,
  // Going anyway, begging, obligations made up, "one shot", a yes by a deadline, the answer refused.
  /\b(?:just )?(?:go|went|do it|come|came) anyway\b|\bmake me beg\b|\byou (?:kind of|kinda|sort of|basically) have to\b|\btold (?:everyone|them|people|my \w+) you(?:'re| are) (?:coming|in|going)\b|\bjust give it (?:one|a) (?:shot|go|try|chance)\b|\bi(?:'ll| will) never ask (?:you )?again\b|\b(?:want|need|expect) a yes (?:by|before|from you|tomorrow|tonight)\b|\bnot (?:accepting|taking) (?:that|this|no|your)(?: \w+)? (?:answer|for an answer)\b/,
  /\b(?:one|a single) good reason\b|\bwhat if i ask (?:really |very |super )?nicely\b|\beveryone else (?:said yes|is coming|agreed|is going)\b|\bdon't be the only one\b|\bjust (?:come|agree|sign|trust me)(?=[.!?,]|$| already| for once| this once)/,
];

export function pressures(s: string): boolean {
  return PRESSURE_SHAPES.some((re) => inScope(re, s));
}

const HURT_FEELINGS = String.raw`(?:an? )?(?:idiot|fool|burden|nothing|worthless|stupid|small|unwanted|guilty|invisible|terrible|awful|pathetic|useless|rubbish|crap|bad)`;
const GUILT_SHAPES: readonly RegExp[] = [
  // Love made conditional: "if you really valued me you'd…", "if you were a real friend".
  /\bif you (?:really |truly |actually |even |ever )?(?:cared|loved|valued|respected|liked|appreciated|wanted) (?:me|us|my|our)\b|\bif you were (?:a |my )?(?:real|true|good|proper|decent) (?:friend|partner|boss|manager|mate|brother|sister)\b|\ba (?:real|true|good) friend would\b/,
  // A sacrifice billed: "I gave this company ten years … and this is how you thank me".
  /\bi(?:'ve| have)? (?:gave|given|stayed|worked|sacrificed|spent|put in|covered|done)\b[^.!?]{0,60}\b(?:how you (?:thank|repay|treat)|this is what i get|you can't even|you still|and now you)\b/,
  /\bthis is (?:how you (?:thank|repay)|what i get)\b/,
  // Self-pity handed to them: "guess I'll go cry myself to sleep", "I'm used to being last", "nobody ever chooses me".
  /\b(?:go |just )?cry(?:ing)? myself to sleep\b|\b(?:stay|sit|be) (?:home )?alone again\b|\bused to being (?:let down|last|forgotten|ignored|left out|the last|nobody|alone)\b|\b(?:nobody|no one) (?:ever )?(?:chooses|picks|wants|likes|loves|cares about|invites) me\b|\bi(?:'m| am) the only one who (?:ever )?(?:makes|tries|puts|cares|bothers)\b|\blast on (?:everyone's|your|every) list\b|\bdon't worry about me\b[^.!?]{0,40}\b(?:used to|always|never)\b/,
  // Blame for their feelings: "it must be so easy for you to forget me", "our friendship was never real to you".
  /\b(?:so )?easy for you to (?:just )?(?:forget|ignore|drop|walk away from|leave)\b|\b(?:friendship|relationship|we|us|i|this) (?:was|were|meant|mean) never (?:real|anything|important) to you\b|\bwas never real to you\b|\byou of all people\b|\b(?:any idea|know|realise|realize) how much you (?:hurt|upset|hurt me)\b/,
  new RegExp(String.raw`\b(?:you're|you are|your|you) (?:always |just |really |honestly )?(?:making|make|made) me feel (?:like )?${HURT_FEELINGS}\b`),
  // Reproaches with the relationship as the stake: "so much for friendship", "thanks for nothing", "I thought I meant more to you".
  /\bso much for (?:friendship|loyalty|being (?:friends|a team|family|there for me)|us|our friendship)\b|\bthanks for nothing\b|\bi thought i meant (?:more|something|anything) to you\b|\b(?:i guess|guess) i (?:don't|do not|never) matter\b|\bbent over backwards\b|\bi give and give\b|\byou(?:'d| would) do it for \w+ but not (?:for )?me\b|\b(?:whatever|fine|it's fine|it's ok|it's okay),? i(?:'m| am) used to (?:it|that|this)\b/,
  /\bi(?:'d| would) have done (?:it|the same|that|this) for you\b|\b(?:you're|you are) (?:abandoning|leaving) me (?:alone|behind|for)\b|\bi(?:'ll| will) (?:just )?(?:go )?cry(?:[.!?,]|$| then| alone)|\bthink (?:about|of) how (?:this|that|it) makes me feel\b/,
  // Self-pity as routine, love measured, feelings blamed on them, unnoticed sacrifice.
  /\b(?:by myself|on my own|alone)\b[^.!?]{0,20}\b(?:as usual|like always|as always|again)\b|\bi(?:'ll| will) just sit here\b|\bmeant (?:more|something|anything) to you\b|\b(?:you're|you are) the reason (?:i|i've|i'm|my)\b[^.!?]{0,30}\b(?:miserable|unhappy|sad|crying|cry|depressed|stressed|anxious|can't sleep|hurt|lonely|upset)\b|\bi(?:'ve| have)? (?:done|do|given|give|put)\b[^.!?]{0,50}\b(?:nobody|no one) (?:even |ever )?(?:notices|noticed|cares|says thank|thanks me|appreciates)\b/,
  // More sacrifices billed, routine self-pity, comparisons, sarcastic apologies, debts recalled.
  /\bi(?:'ve| have)? (?:drove|driven|came|come|travelled|traveled|waited|rearranged|cancelled|canceled|skipped|gave up|given up|moved|took|paid|cooked|bought|made)\b[^.!?]{0,60}\b(?:you can't (?:even )?(?:give|spare|be bothered)|you didn't (?:even )?(?:say thanks|thank|notice|ask|show)|and you (?:still|just|never))\b/,
  /\b(?:rearranged|cancelled|canceled|gave up|given up)\b[^.!?]{0,40}\b(?:for|around) you\b[\s\S]{0,20}\bthanks a lot[.!]?$|\b(?:since|because|as) (?:nobody|no one) (?:can|could|wants|cares|bothered|bothers)\b|\bother people's (?:friends|partners|bosses|families|parents|kids|managers) (?:actually|at least|always)\b/,
  /\bsorry (?:i'm|i am) (?:such|so) (?:a |an )?(?:burden|disappointment|inconvenience|nuisance|pain)\b|\bi(?:'m| am) (?:just )?supposed to (?:just )?\w+[^.!?]{0,40}\bwhile you\b|\bremember who (?:helped|got|gave|stood by|was there|covered)\b|\b(?:your|you) (?:decision|choice|answer|attitude|silence) (?:isn't|is not|doesn't|does not|aren't) help(?:ing)?\b|\b(?:no idea|don't know|never know) (?:what|how much) i(?:'ve| have)? (?:sacrificed|given up|done for|been through|put up with)\b/,
  // Their decision made the cause of harm: "my kids will go without because of your decision".
  /\b(?:go without|suffer|pay the price|go hungry|lose (?:everything|our|my))\b[^.!?]{0,40}\bbecause of (?:you|your)\b|\byou know i(?:'ve| have|'m| am)? (?:been )?\w+[^.!?]{0,20}\band you (?:still|just)\b/,
];

export function guiltTrips(s: string): boolean {
  return GUILT_SHAPES.some((re) => inScope(re, s, { acceptance: true }));
}

/** A planned statement: "I'll say…", "I'm gonna tell her…", "let's just say…", "tell them…". */
const SAY_PLAN = String.raw`(?:(?:i(?:'ll| will|'m going to| am going to)|let's|we(?:'ll| will)|just)(?: just)? (?:say|tell (?:him|her|them|the \w+|my \w+|everyone)|claim|swear|make out|act like|blame|write|put (?:on|in|down)(?: the \w+| my \w+)?)|^(?:just )?(?:tell|say to) (?:them|him|her|the \w+))`;
/** The falsity given away in the same line. */
const FALSITY = String.raw`(?:[,;.] (?:but )?(?:it|he|she|they|we|i) (?:wasn't|isn't|didn't|hasn't|haven't|weren't|don't|doesn't|never did)(?: \w+)?[.!]?$|\bbuys? (?:me |us )?(?:some )?(?:time|a few days)\b|\b(?:nobody|no one|no-one|they) (?:will|'ll|would) (?:never )?(?:check|know|notice|find out)\b|\b(?:nobody|no one) (?:ever )?(?:checks|verifies|reads|notices)\b|\bcan't (?:ask for|demand|get) (?:proof|evidence|a note)\b|\bso (?:that )?(?:we|i) (?:don't|do not|won't) have to\b|\beven though (?:it|he|she|they) (?:was|were) (?:fine|ok|okay|perfect|working|there|true|on time)\b|\bnever (?:\w+ ){0,3}to check\b|\b(?:he|she|they)(?:'ll| will) never (?:call|ask|look|check)\b|[.;,] (?:i'm|i am|it's|it is|he's|she's|they're) not[,.!]|\bnot true\b|\bmade up\b|\b(?:he|she|they|nobody|no one)(?: won't| will not|'ll never| will never| never) (?:look|check|ask|see|find out)\b|\b(?:easier|better|simpler) than (?:explaining|admitting|the truth|telling (?:him|her|them) the truth)\b|\bbut (?:honestly |actually |really |in reality )?(?:it's|it is|it was|he's|she's|they're|we're) still\b)`;
const LIE_SHAPES: readonly RegExp[] = [
  new RegExp(String.raw`\b${SAY_PLAN}\b[^.!?]{0,80}${FALSITY}`),
  // Told, then contradicted: "I told the customer it shipped yesterday but honestly it's still in the warehouse".
  /\bi told (?:him|her|them|the \w+|my \w+)\b[^.!?]{0,60}\bbut (?:honestly |actually |really |in reality )?(?:it's|it is|it was|he's|she's|they're|we're) (?:still|never|not)\b/,
  // A made-up excuse: "say my grandma died so I can get the extension".
  /\bsay (?:my|that my) (?:grandma|grandmother|granny|nan|nana|grandad|grandpa|aunt|uncle|dog|cat|mum|mom|dad)\b[^.!?]{0,30}\b(?:died|passed|is sick|is ill|was sick|was ill|in hospital)\b/,
  // Deceit named as a plan: "what they don't know won't hurt them", "I'll make something up", "tell them what they want to hear".
  /\bwhat (?:they|he|she|you|the \w+) (?:don't|doesn't) know (?:won't|can't) hurt\b|\bmake something up\b|\btell (?:them|him|her) (?:whatever|what) (?:they|he|she) want(?:s)? to hear\b|\bcall in sick (?:and|so|to)\b/,
  // An excuse planned with "just": "I'll just say I was stuck in traffic".
  /\b(?:i(?:'ll| will|'m going to| am going to)|let's|we(?:'ll| will)) just (?:say|tell (?:him|her|them|the \w+)|claim) (?:that )?(?:i|we|it|my \w+|the \w+) [^.!?]{0,30}\b(?:sick|ill|stuck in traffic|traffic|an emergency|a family emergency|at the dentist|at the doctor's|the flu|covid|lost in the post|on its way|in the post|phone died|battery died|(?:laptop|computer|pc|phone|car) (?:crashed|broke|died|was stolen)|lost (?:the|my) (?:file|files|number|numbers|keys|email)|internet (?:went|was) down|power cut|never got|didn't get|didn't see)\b/,
  // Forgery and white lies named: "I'll backdate it", "just a white lie".
  /\b(?:backdate|forge|cook the books|doctor the (?:numbers|figures|receipts|results)|photoshop (?:the|a|my) (?:receipt|note|screenshot|certificate))\b|\b(?:white|little) lie\b|\btechnically (?:not|isn't) a lie\b/,
  // Pretending not to know: "I'll act like I never saw the message", "play dumb".
  /\b(?:i(?:'ll| will|'m going to)|just|let's) (?:just )?(?:act|behave) (?:like|as if|as though) (?:i|we) (?:never|didn't|don't|haven't|wasn't|had no)\b|\bplay dumb\b/,
  // Denial planned: "I'll just deny it", "I'll swear I had no idea".
  /\b(?:i(?:'ll| will)|just) (?:just )?(?:deny (?:it|everything|that|ever)|swear (?:that )?i (?:had no idea|didn't know|never))\b/,
];

export function plansLie(s: string): boolean {
  return LIE_SHAPES.some((re) => inScope(re, s));
}

const CRUDE_SHAPES: readonly RegExp[] = [
  /\b(?:send|show) (?:me )?(?:a )?(?:pic|pics|photo|photos|picture|pictures|selfie|snap)s? (?:of )?(?:what (?:you're|you are|your) wearing|you in|yourself|of your body|without)\b/,
  /\b(?:without|take off) (?:that|your|the) (?:dress|clothes|shirt|top|bra|pants|skirt|jeans)\b/,
  /\b(?:you're|you are|your|you'd be|you look) (?:\w+ )?(?:fun|good|great|amazing|wild) in bed\b|\bin bed with (?:you|me)\b/,
  /\bskip the (?:coffee|dinner|date|drinks?|movie|small talk) part\b|\b(?:back to|come to|over to) (?:mine|my place|my room|my bed)\b[^.!?]{0,40}\b(?:skip|alone|just us)\b/,
  /\b(?:(?:you're|you are) (?:so |really |very |super )?|your (?:so|really|very|super) )(?:hot|sexy|thicc)\b(?! (?:today|outside|in here|out there|and cold))/,
  /\b(?:come|join me|keep me company|get)\b[^.!?]{0,30}\bin (?:my )?bed\b|\bsend (?:me )?(?:something|some) (?:spicy|naughty|sexy|hot|dirty)\b|\bout of (?:that|your|those) (?:uniform|dress|clothes|jeans|outfit|top)\b/,
  /\bskip the (?:\w+ )?part\b[^.!?]{0,5}$|\bwith nothing on\b(?! (?:the|my|your|our|it|them|tv|tonight|today|this)\b)|\bwithout (?:any )?clothes\b|\b(?:nice|great|hot|sexy) (?:legs|ass|butt|booty|rack|bum)\b|\b(?:your|you're) (?:ass|butt|booty|rack)\b|\bwhat are you wearing\b(?! (?:to|for|at) (?:the|their|your|our|my|his|her|a|an|this|that|tomorrow's|tonight's|saturday's|friday's)\b)|\bget a room\b|\b(?:sit|sitting) on my lap\b|\bi want you so bad\b|\b(?:wanna|want to|let's) (?:make out|hook up|get physical)\b|\btak(?:e|ing) (?:your clothes|it all) off\b/,
];

export function crude(s: string): boolean {
  return CRUDE_SHAPES.some((re) => inScope(re, s));
}
