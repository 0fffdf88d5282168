import { inScope } from './red-flag-scope';

/**
 * Red flags said politely or sideways (issue 23 point 3, r24): each reader pairs what the line does
 * to the listener with the part that makes it a flag, so neither part alone (ordinary talk) fires.
 * Read on one canonical sentence or the whole canonical line; every regex is bounded.
 */

// ---- threats: leverage or a consequence tied to a demand -------------------------------------

/**
 * Reach over the listener the speaker declares: knowing where they are ("I know where you work",
 * "I found your workplace on linkedin", "I know which gym you go to"), holding their words or
 * pictures ("I still have the photos from that night", "I keep notes of every call you made me
 * take"), a friend of someone above them ("the head governor is a close friend of mine"), a
 * meeting with their boss, an audience ("my followers love a story about…").
 */
const REACH = new RegExp(
  [
    String.raw`\bi (?:already |now )?know (?:where|which \w+) (?:you|your \w+) (?:live|lives|work|works|go|goes|park|parks|train|trains|stay|stays|sleep|sleeps|drink|drinks)\b`,
    String.raw`\bi (?:found|tracked down|looked up) (?:your|where you) (?:workplace|work|job|address|office|house|home|employer|live|work)\b`,
    String.raw`\bi (?:still )?(?:have|kept|keep|saved|'ve got|'ve kept|'ve still got) (?:the|those|these|your|our|all the|all your|notes of|a note of|a record of|records of|screenshots of|copies of) (?:[a-z'-]+ ){0,4}(?:photos|pictures|pics|messages|texts|emails|screenshots|recordings|videos|notes|call|calls|chats?|dms)\b`,
    String.raw`\b(?:our|your) old (?:messages|texts|emails|photos|chats|dms)\b[^.!?;]{0,40}\b(?:interesting|fun|a read|eye-opening)\b`,
    String.raw`\bthe (?:[a-z-]+ ){0,2}(?:head|governor|director|ceo|owner|chair|boss|manager|editor|inspector|principal|head teacher|headteacher) is (?:a |an )?(?:very |really )?(?:good|close|old|personal|dear) friend of mine\b`,
    String.raw`\bi(?:'m| am) (?:having|seeing|meeting|grabbing) (?:drinks|dinner|lunch|coffee|a drink) with your (?:boss|manager|mum|mom|dad|wife|husband|partner|girlfriend|boyfriend)\b`,
    String.raw`\b(?:i have|i've got|i got) (?:friends|mates|people|contacts) who (?:review|write|post|work)\b`,
    String.raw`\b(?:\d+k?|thousands of) followers\b[^.!?]{0,40}\b(?:love|like|enjoy)s? a (?:good )?story\b`,
    // Their words or pictures reaching others, put as a question or a hint: "how would you feel if your screenshots ended up in the group chat?".
    String.raw`\bif (?:your|those|these|the|my) (?:[a-z-]+ ){0,2}(?:screenshots|photos|pictures|pics|messages|texts|emails|voicemails?|videos|recordings)\b[^.!?]{0,20}\b(?:ended up|end up|got out|get out|leaked|leak|reached|reach|went round|go round)\b`,
    // A relative inside a body that can act on them: "my brother in law works for trading standards".
    String.raw`\bmy (?:[a-z-]+ ){1,3}(?:works|is) (?:for|at|in|on) (?:the )?(?:trading standards|council|police|press|papers?|newspaper|hr|tax office|ombudsman|regulator|licensing)\b`,
    // Someone above them learning of it, wished away (as "a shame if…found out", red-flag-veiled.ts; not "for you to find out").
    String.raw`\bi(?:'d| would) hate for (?!you\b)(?:[a-z']+ ){1,3}to (?:find out|hear|learn|know|see)\b`,
  ].join('|'),
);

/**
 * A demand or a warning pointed at the listener in the same line: an order ("pick up", "delete that
 * comment", "you'd better reply"), a tag that leaves them to draw the conclusion ("your call", "so
 * about that raise", "something to think about before you say no", "maybe have another think"), or
 * a careful-now ("I'd be careful with that tone", "I'd reply if I were you").
 */
const DEMAND = new RegExp(
  [
    String.raw`(?:^|[.!?,] )(?:pick up|answer|reply|delete|take (?:it|that|this) down|say (?:yes|sorry)|apologi[sz]e|come out|pay|refund|sign|accept|take the offer)\b`,
    String.raw`\byou(?:'d| had) better\b|\byou(?:'d| would) want to (?:apologi[sz]e|say|reply|answer|pay|think|reconsider)\b`,
    String.raw`\b(?:i'd|i would) (?:reply|answer|pick up|be careful|think twice|reconsider)\b[^.!?]{0,30}(?:if i were you|with (?:that|your) tone)?`,
    String.raw`\b(?:your call|your choice|up to you|just something to think about|something to think about|(?:so|now),? about (?:that|the|my) \w+|maybe (?:have|take) (?:another|a) (?:think|look)|in everyone's interest|before you say no)\b`,
  ].join('|'),
);

/** A plea for the listener's sake or an offer of help, not leverage: "want me to send them?", "if that helps". */
const OFFERS = /\b(?:want me to|shall i|should i|if (?:that|it) helps|happy to (?:send|share)|congrats|congratulations)\b/;

/** Leverage over the listener with a demand on them in the same line. */
export function threatensByReach(text: string): boolean {
  return REACH.test(text) && DEMAND.test(text) && !OFFERS.test(text);
}

/**
 * A consequence the speaker controls, offered as one side of a choice or hinted at: "either move him
 * up a set or I take this to the local authority", "refund me now… don't, and I'll be back with my
 * solicitor", "if it doesn't, well, we both know how that ends", "if you can't say sorry, don't
 * expect to see the grandkids". A fair choice between two things offers no act of the speaker's
 * against them ("either tuesday or thursday").
 */
const ESCALATION = String.raw`(?:take (?:this|it) (?:to|further|higher)|go (?:to|over your head)|report|call|ring|contact|tell|post|expose|sue|be back (?:tomorrow |here )?with)`;
const CHOICE_THREATS: readonly RegExp[] = [
  new RegExp(String.raw`\beither\b[^.!?]{3,80}\bor (?:i|we) (?:will |'ll )?${ESCALATION}\b`),
  new RegExp(String.raw`(?:^|[.!?,;] )(?:don't|do not|if you don't|if not),? and (?:i|we)(?:'ll| will) ${ESCALATION}`),
  /\bif (?:it|you|they|that) (?:doesn't|don't|won't|can't|isn't)\b[^.!?]{0,30}\b(?:we both know|you know|you can guess|i think we both know) (?:how|what|where) (?:that|this|it) (?:ends|goes|leads|happens)\b/,
  /\bif you (?:can't|won't|don't|refuse to)\b[^.!?]{2,60}\bdon't expect (?:to (?:see|hear|get)|me to|any)\b/,
  /\b(?:or|otherwise) (?:you can |you'd better )?(?:find|start looking for) (?:someone else|somebody else|another \w+|my replacement)\b/,
];

export function threatensByChoice(sentence: string): boolean {
  return CHOICE_THREATS.some((re) => inScope(re, sentence));
}

// ---- insults: a comparison that puts the listener below a low bar --------------------------------

/**
 * A comparison that demeans: someone lowly does better than the listener ("even the intern
 * understands the budget better than you"), a predecessor "at least" could do the basics ("my last
 * manager at least could read a spreadsheet"), a "real" one who could "actually" do the job, their
 * work as if a child made it ("your portfolio looks like my nephew made it"), praise limited by a
 * group or a flaw ("smart for a girl", "brave for someone with that nose"). Not about the speaker
 * ("better than me", "my portfolio looked like…").
 */
const COMPARISONS: readonly RegExp[] = [
  /\beven (?:the|a|an|my|our) (?:[a-z'-]+ ){1,8}(?:better|more|faster|quicker) (?:[a-z'-]+ ){0,3}than you\b/,
  /\b(?:my|the|our|his|her) (?:last|old|previous|former) [a-z-]+ (?:at least|actually) (?:could|can|knew|was able|managed|understood|did)\b/,
  /\b(?:had|have|has|need|needs|wants?) a real [a-z-]+\b[^.!?]{0,40}\b(?:someone|somebody|who) (?:who )?(?:could|can|would) actually\b/,
  /\byour (?:[a-z-]+ ){0,2}(?:looks|look|reads|sounds) like (?:my|a|an|some) (?:\d+[- ]year[- ]old|nephew|niece|kid|child|toddler|little (?:brother|sister)|five year old|ten year old|monkey|intern)\b[^.!?]{0,10}\b(?:made|drew|wrote|did|designed|did it)\b/,
  // Someone far below (a child, an animal) could do their job better: "my nephew could write a better letter and he is nine";
  // not the speaker's own thing ("…could have hung my wallpaper straighter").
  /\b(?:my|a|an|any) (?:\d+[- ]year[- ]old|nephew|niece|kid|child|toddler|baby|little (?:brother|sister)|nan|gran|dog|cat|goldfish|monkey|chimp|hamster)\b[^.!?]{0,30}\bcould(?: have)? [a-z]+ (?:a |an |that |this |it |them |your |the )?(?:(?!my\b|our\b)[a-z-]+ ){0,2}(?:better|straighter|faster|neater|nicer|tidier)\b(?: than (?:you|that|this|yours))?(?:[,.!?]|$| and (?:he|she|it)(?:'s| is) \w+)/,
  // The stock frame of sarcasm that denies a quality: "that apology had all the warmth of a parking ticket".
  /\ball the (?:warmth|charm|personality|sincerity|grace|subtlety|excitement|appeal|enthusiasm|charisma|feeling|life|intelligence|class|style) of an? \w+/,
  /\b(?:smart|clever|pretty|good|brave|funny|fit|bright|articulate) for (?:a girl|a woman|a guy|a man|someone (?:with|like|your|of)|your age|a \w+ (?:girl|woman|guy))\b/,
  /\b(?:pity|shame) your best is\b|\byour best is what it is\b/,
  // A stereotype of their kind: "how sensitive people with your kind of upbringing are", "typical of your lot".
  /\b(?:sensitive|fragile|touchy|delicate|predictable|typical|thick|lazy)\b[^.!?]{0,30}\b(?:people like you|you people|people with your|your lot|your kind)\b/,
  // Their failure put down to what they are: "with someone like you in charge it's no wonder…".
  /\b(?:someone|somebody|people) like you\b[^.!?]{0,40}\bno wonder\b|\bno wonder\b[^.!?]{0,40}\b(?:someone|somebody|people) like you\b/,
  // Contempt for the state of their things: "judging by the state of your website".
  /\b(?:judging by|judging from|given|look at|looking at|seen) the state of (?:your|this|that|those)\b/,
];

export function demeansByComparison(sentence: string): boolean {
  return COMPARISONS.some((re) => inScope(re, sentence));
}

// ---- pressure: the no treated as not final -----------------------------------------------------

/**
 * A no the line refuses to take as an answer, asked as a question: "'no' isn't really an answer",
 * "you said no but you didn't mean it", "girls always say no first", "you said no last week but
 * surely this time is different", "are you sure that's the answer you want? think again", "are you
 * sure though? you might regret it". Asking once whether a no is final, and leaving it, is no
 * pressure ("is it a no in general? either is fine").
 */
const NO_VOIDED: readonly RegExp[] = [
  /(?:^|\s)(?:'no'|"no"|no) (?:isn't|is not|isnt|is never) (?:really |exactly )?(?:an|the) (?:answer|option)\b/,
  /\bsaid no\b[^.!?]{0,30}\b(?:but|yet) (?:you )?(?:didn't|did not|don't|do not) (?:really )?mean (?:it|that)\b/,
  /\b(?:always|all|everyone|they) (?:say|says) no (?:first|at first|the first time)\b/,
  /\bsaid no\b[^.!?]{0,40}\bbut (?:surely|this time|come on)\b/,
  /\bare you sure\b[^.!?]{0,100}[.!?,]? ?[^.!?]{0,40}\b(?:think (?:about it |it over )?again|regret it|regret this|regret saying no)\b/,
];

export function voidsTheNo(text: string): boolean {
  return NO_VOIDED.some((re) => inScope(re, text));
}

// ---- guilt: their refusal or their past made the cause of the speaker's suffering ----------------

/**
 * Guilt billed through health, sacrifice or a refusal called cruel: the speaker's suffering laid at
 * their door with a claim on them ("I had to go on medication because of how you treated me, so an
 * apology is the bare minimum"), a plea "for my sake" with the speaker's health, years of service
 * set against a small thing refused ("after 30 years of cooking for you, one phone call wasn't too
 * much to ask"), a no called cruel after a sacrifice ("I skipped my brother's wedding…, so it'd be
 * cruel to say no"), "you could have at least…" after what the speaker gave.
 */
const SUFFERING = String.raw`(?:medication|meds|therapy|therapist|hospital|anxiety|depressed|depression|panic attacks?|blood pressure|couldn't sleep|can't sleep|breakdown|my health)`;
const GUILT_SHAPES: readonly RegExp[] = [
  new RegExp(String.raw`\b${SUFFERING}\b[^.!?]{0,50}\bbecause of (?:you|how you|what you|the way you)\b[^.!?]{0,60}\b(?:the (?:bare )?minimum|the least|you owe)\b`),
  new RegExp(String.raw`\b${SUFFERING}\b[^.!?]{0,80}\bfor my (?:sake|health|sanity),? (?:just |please )?[a-z]+`),
  /\bafter (?:\d+|thirty|twenty|forty|ten|all (?:these|those)|so many) years of [a-z]+ing\b[^.!?]{0,80}\b(?:wasn't|isn't|is not|was not) (?:too much|that much|a lot|much) to ask\b/,
  /\bi (?:skipped|missed|cancelled|canceled|gave up|turned down|left)\b[^.!?]{0,80}\b(?:cruel|heartless|unfair|selfish|mean) (?:of you )?to (?:say no|refuse|cancel|back out|turn (?:me|it) down)\b/,
  /\bi (?:gave up|spent|sacrificed|skipped|missed|drove|moved)\b[^.!?]{0,90}\byou could (?:have|'ve) at least\b/,
];

export function guiltsBySuffering(text: string): boolean {
  return GUILT_SHAPES.some((re) => inScope(re, text, { acceptance: true }));
}

// ---- lies: a planned statement the line itself contradicts --------------------------------------

/**
 * A statement the speaker plans to make, then in the same line its own denial: "we'll tell the
 * candidate there's a clear path to promotion, there isn't", "tell the customer the warranty ran
 * out last month. it's got another year on it", "I'll tell maya I've got two free tickets, I paid 80
 * quid for them". An honest account plans no statement to someone ("nobody's been promoted here in
 * a while, I want to be upfront").
 */
const PLANNED = String.raw`(?:(?:i|we)(?:'ll| will| can| could) (?:just )?(?:tell|say|claim|pretend|reply|put)|(?:^|[.!?] )tell (?:the|him|her|them))`;
const SAID_OF = String.raw`(?:there|it|he|she|they|(?:the|my|our|his|her|their|your) [a-z-]+)(?:'s| is| are| has| have| was| were)`;
/** Opposite words: the planned claim holds the first, the line's own account the second. */
const OPPOSITES: readonly (readonly [string, string])[] = [
  [String.raw`free`, String.raw`i (?:actually |really )?(?:paid|bought)`],
  [String.raw`(?:ran out|expired|ended|is over|was over|run out)`, String.raw`(?:it's|it has|it still has|it's still got|it's got|there's) (?:another|still|plenty)`],
  [String.raw`(?:everyone|everybody|all of us|the whole \w+|all)`, String.raw`(?:(?:it's|it is) (?:actually |really )?(?:just|only) (?:me|us)|i (?:only|just) (?:asked|told|checked|spoke to))`],
  [String.raw`(?:died|broke|broken|dead|stolen|lost|crashed)`, String.raw`(?:(?:it was|it's|it is|it was totally|it was completely) (?:fine|working|ok|okay)|i had it)`],
  [String.raw`(?:spare|extra|left over)`, String.raw`i (?:actually |really )?(?:bought|got|paid for) (?:it|them|one) for (?:her|him|them|you)`],
];
const CONTRADICTED: readonly RegExp[] = [
  // The planned clause denied in the speaker's own words: "…there's a clear path to promotion, there isn't".
  new RegExp(String.raw`\b${PLANNED}\b[^.!?]{0,40}\b${SAID_OF} [^.!?]{2,60}[,.;—–-] ?(?:but |actually |really )?(?:there|it|he|she|they) (?:isn't|is not|aren't|are not|wasn't|weren't|hasn't|haven't|didn't|doesn't|don't|won't)\b`),
  ...OPPOSITES.map(([claim, truth]) => new RegExp(String.raw`\b${PLANNED}\b[^.!?]{0,60}\b${claim}\b[^.!?]{0,40}[,.;—–-] ?(?:but |actually |really )?${truth}\b`)),
];

export function contradictsOwnStory(text: string): boolean {
  return CONTRADICTED.some((re) => re.test(text));
}
