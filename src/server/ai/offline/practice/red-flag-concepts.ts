import { OR_OF_A_CONDITION } from './red-flag-scope';
/**
 * The concepts the red-flag grammar is written in, as word lists grouped by meaning rather than by
 * the lines they came from. Single words match as written or as their plural ("clowns", "idiots");
 * the nlp.js stemmer was tried and dropped here: its stems collide ("ignoring" and "ignorant" are both
 * "ignor", "joking" is "joke"), which raised false alarms. Phrases are regex alternations over the
 * canonical text (lower case, text-speak undone, see red-flags.ts `canonical`).
 */

export interface WordSet {
  has(word: string): boolean;
}

function words(list: string): WordSet {
  const set = new Set(list.trim().split(/\s+/));
  return { has: (w) => set.has(w) || (w.length > 3 && w.endsWith('s') && (set.has(w.slice(0, -1)) || (w.endsWith('es') && set.has(w.slice(0, -2))))) };
}

const alt = (phrases: readonly string[]) => `(?:${phrases.join('|')})`;

/** Words for a person's mind, worth or character that insult when said of them. */
export const CONTEMPT_TRAITS = words(`
  stupid idiot idiotic dumb dumbass moron moronic fool foolish dense thick brainless clueless dim dimwit halfwit nitwit
  imbecile airhead numpty muppet plonker prat clown buffoon
  useless incompetent hopeless worthless pathetic inept amateurish
  lazy selfish arrogant entitled spoilt spoiled spineless gutless heartless coward cowardly childish immature petty
  greedy stingy cheapskate deluded delusional ignorant
  loser failure disgrace embarrassment joke fraud hack liar hypocrite snake weasel rat pig cow slob parasite leech
  scumbag creep freak weirdo psycho nutcase lunatic narcissist
  jerk asshole bastard bitch prick twat wanker tosser douche douchebag
  disgusting vile pig-headed ugly boring nasty rude fake two-faced manipulative controlling needy desperate gross unprofessional
  incapable unbearable insufferable hysterical
`);

/** Nouns for a group or an organisation an insult can be aimed at ("incompetent management"). */
export const GROUP_NOUNS = words(`
  management manager boss company department team staff people service support place firm outfit organisation organization school
  teacher parent parenting customer client colleague coworker employer interviewer
`);

/** The speaker committing to a future act: "I'll", "I'm going to", "I could", "we will". Never a negated form. */
export const COMMIT = String.raw`(?:i(?:'ll| will| shall|'m going to| am going to|'m about to| am about to|'m gonna| could| can| might| would|'d|'m| am)|we(?:'ll| will|'re going to| are going to| could))(?: (?:just|simply|seriously|honestly|definitely|totally|really|happily|then|probably|now|also|have to|be|start|go and|gladly|personally)){0,3}`;

/** Harmful acts a threat promises: leaving, escalating over their head, exposing, harming. */
const LEAVE_JOB = [
  String.raw`quit(?:s|ting)?`, String.raw`resign(?:s|ed|ing)?`, String.raw`walk(?:s|ing)? (?:out|away|off)`,
  String.raw`leav(?:e|ing) (?:this|the|your) (?:job|company|place|team|firm|role)`, String.raw`hand(?:ing)? in my (?:notice|resignation)`,
  String.raw`(?:be )?updating my (?:linkedin|cv|resume)`, String.raw`update my (?:linkedin|cv|resume)`, String.raw`start (?:interviewing|applying)`,
  String.raw`tak(?:e|ing) (?:the|that|their|another|the other) (?:other )?(?:offer|job|position)`,
  String.raw`find(?:ing)? (?:another|a new|a better) (?:job|role|employer|company|position)`, String.raw`find(?:ing)? (?:someone|somewhere|a company|an employer) (?:who|that) (?:will|does|would|actually)`,
  String.raw`tak(?:e|ing) my (?:business|custom|money) (?:elsewhere|somewhere else)`,
  String.raw`tak(?:e|ing) my (?:clients|customers|team|accounts|contacts) with me`, String.raw`call(?:ing)? in sick`, String.raw`go(?:ing)? on strike`,
  String.raw`stop(?:ping)? (?:covering|helping|doing) (?:your|for you|you|the)`,
];
/** Going over their head or exposing them: threatening only under a condition ("or I'll tell everyone"). */
const ESCALATE = [
  String.raw`(?:go|going|take|taking) (?:this |it |that )?(?:straight |right |directly )?(?:to|over) (?:hr|your (?:boss|manager|head|supervisor)|the (?:boss|top|labou?r board|tribunal|ombudsman|press|media|papers|police|union|director|ceo|board|owner|regulator|courts?)|court|trading standards|social media|the internet|twitter|reddit|tiktok|my (?:lawyer|solicitor|attorney|union))`,
  String.raw`report(?:ing)? (?:you|this|it|them|him|her|the (?:company|school|shop|store))`,
  String.raw`(?:call|calling|ring|ringing) (?:my|a|the) (?:lawyer|solicitor|attorney|bank|police|cops)`, String.raw`(?:do|doing|file|filing) a chargeback`,
  String.raw`post(?:ing)? (?:this|it|about (?:this|it|you)|our \w+|your \w+|everything)`,
  String.raw`tell(?:ing)? (?:everyone|everybody|the whole (?:internet|world|office|team|school|town)|all (?:my|your) \w+|your (?:boss|wife|husband|partner|parents|mum|mom|dad|friends|manager|family))`,
  String.raw`leav(?:e|ing) (?:an? )?(?:\w+ )?(?:review|rating)`, String.raw`escalat(?:e|ing) (?:this |it )?(?:to|further|above)`, String.raw`expos(?:e|ing) (?:you|this|them)`,
];
/** Acts that threaten even without a condition: legal action, going over their head, harm. */
const STRONG = [
  String.raw`(?:take|taking) (?:this|it|that) (?:straight |right |directly |further )?(?:to|over) (?:hr|your (?:boss|manager|head)|the (?:top|labou?r board|tribunal|ombudsman|press|media|police|union|director|ceo|board|owner|regulator|courts?)|court|trading standards|social media|the internet|my (?:lawyer|solicitor|attorney|union))`,
  String.raw`go(?:ing)? over your head`, String.raw`report(?:ing)? (?:you|them|him|her)\b(?! back)`, String.raw`su(?:e|ing) (?:you|them|the company)`,
  String.raw`(?:call|calling) (?:my|a) (?:lawyer|solicitor|attorney)`, String.raw`post(?:ing)? (?:this|it|about (?:this|it|you)|our \w+|your \w+|everything) (?:online|everywhere|on (?:social|twitter|facebook|instagram|tiktok|reddit))`,
  String.raw`expos(?:e|ing) (?:you|them)`,
];
const HARM = [
  String.raw`mak(?:e|ing) (?:things|this|it|life|your life|your job|work)(?: very| really| so)? (?:difficult|hard|hell|miserable|awkward|a nightmare|a living hell)(?: for you)?`,
  String.raw`ruin(?:ing)? (?:you|your|this|everything)`, String.raw`destroy(?:ing)? (?:you|your)`, String.raw`get (?:you|him|her) (?:fired|sacked)`,
  String.raw`make you (?:pay|regret|sorry)`, String.raw`show(?:ing)? up at your`, String.raw`come (?:to|round to|over to) your (?:house|place|work|office|flat)`,
  String.raw`find you(?=[.!?,;]|$| and)`,
  // "I'm hurt you didn't call" is the speaker's feeling (the adjective after a be or feel), no act.
  String.raw`(?<!\b(?:i'm|i am|i was|i feel|i felt|i've been)(?: (?:so|really|honestly|just|a bit|a little|very|genuinely|deeply|quite|still|kind of|kinda))? )hurt you`,
];
export const THREAT_ACT = alt([...LEAVE_JOB, ...ESCALATE, ...STRONG, ...HARM]);
export const STRONG_ACT = alt([...STRONG, ...HARM]);

/** Menace that needs no condition: a warning about what will happen to them. */
export const MENACE = alt([
  String.raw`you(?:'ll| will)(?: really| definitely)? (?:regret(?! not| missing| skipping)|be sorry)`, String.raw`hear(?:ing)? from my (?:lawyer|solicitor|attorney|union)`,
  String.raw`you (?:won't|will not|wouldn't|would not) (?:like|want to see|want to know) what (?:i|happens)`,
  String.raw`(?:this is (?:your|my) )?(?:last|final) warning`, String.raw`you(?:'ve| have) been warned`,
  String.raw`be (?:very )?careful (?:what|how) you`, String.raw`be a (?:shame|pity) if (?:your \w+|someone|anyone|everyone|people|word|this|that|they) (?:found out|finds out|heard|hears|saw|sees|knew|knows|got out|gets out)`,
  String.raw`i (?:wouldn't|would not) want to be you`, String.raw`(?:i'm|i am) not (?:bluffing|joking around|messing around)`,
  String.raw`(?:i'm|i am) not (?:asking|saying this) twice`, String.raw`don't (?:push|test|try) me`,
  String.raw`mark my words`, String.raw`this (?:isn't|is not|ain't) over`, String.raw`see you in court`, String.raw`i know (?:people|someone)(?=[.!?,;]|$| who (?:can|could|would|will))`, String.raw`i know where you (?:live|work)`,
  String.raw`you(?:'ll| will) (?:be out of a job|never work (?:here|in this \w+) again|lose your job)`, String.raw`i(?:'ll| will) have your job`,
  String.raw`don't say i didn't warn you`, String.raw`(?:we'll|let's|you'll) see how you like it`,
  String.raw`(?:no idea|don't know|forgot) who you(?:'re| are) (?:messing|dealing|talking|playing|screwing) with`, String.raw`messing with the wrong (?:person|guy|girl|woman|man)`,
  String.raw`i know (?:things|stuff|a lot|something|plenty) (?:about|that)\b[^.!?;]{0,60}\b(?:would|might|will) (?:find|love|like|be (?:very )?interested)`,
  String.raw`(?:hr|the board|your (?:boss|manager|wife|husband|partner)|the (?:press|papers|police|director|ceo)) (?:would|might|will) (?:\w+ )?(?:like|love|want|be (?:very )?interested) to (?:hear|know|see|read)`,
  String.raw`(?:drafted|written|wrote|ready|got) an? (?:email|message|post|letter|thread) (?:to|for) (?:the whole|everyone|all|the entire)\b`, String.raw`(?:this|so|one step|an inch) (?:close|away) (?:to|from) (?:quitting|leaving|walking out|resigning|reporting you|suing)`,
  String.raw`(?:i'm giving you|you've got|you have) (?:until|till|til|\d+ (?:hours|days)|one (?:day|week)|a (?:day|week))\b[^.!?;]{0,40}\b(?:or (?:else|i'm|i'll|i will|i am)|otherwise|before i)\b`,
  String.raw`one more (?:time|word|excuse|delay|mistake|lie)\b[^.!?]{0,40}\band (?:i|i'm|i'll|you|you're|you'll|that's|we're)\b`, String.raw`(?:i'm|i am) done being nice`, String.raw`consider this my (?:notice|resignation|two weeks)`,
  String.raw`(?:other|plenty of|lots of) (?:companies|employers|firms|places|teams) (?:(?:that|who|out there) )?(?:would|will) (?:love|be happy|be glad|kill) to (?:have|hire|get) me`,
]);

/** Conditions and their shapes: "if…", "unless…", "…or", an order then "and". */
export const CONDITION = String.raw`\b(?:if|unless|otherwise|${OR_OF_A_CONDITION}|(?<!\b(?:any|some|every|no)(?:one|body|thing|where) |\b(?:what|who|where|how|nothing|anything) )else|until|then)\b`;

/**
 * What a crude line is made of — sex, bodies, undress, beds and private rooms, flirty emoji. A line
 * with none of it cannot be crude, whatever a model says ("You look lovely tonight" is a compliment).
 */
export const SEXUAL_CUE = /\b(?:sex\w*|bed|beds|bedroom|naked|nude\w*|nothing on|underneath|undress\w*|strip\w*|wear\w*|dress|top|skirt|uniform|jeans|hoodie|lingerie|underwear|bra|clothes|shower|pics?|photos?|lips|kiss\w*|body|legs|ass|butt|booty|chest|boobs?|thighs?|hotel|private|dessert|taste|lap|bend|after hours|wink\w*|view|hot|sexy|spicy|naughty|dirty|touch\w*|night|horny|turn(?:ed|s)? me on|make out|hook up|come over|mine|my place)\b|[\u{1F60F}\u{1F609}\u{1F608}\u{1F351}\u{1F346}\u{1F440}\u{1F60B}\u{1F975}\u{1F4A6}\u{1F445}]/iu;
