import { negativeJudgement } from './red-flag-evaluative';

/**
 * Put-downs that carry no insult word: the listener measured against something that should lose
 * to them ("a toddler could do your job", "my goldfish has a better memory than you", "the manners
 * of a seagull"), contempt for their kind ("people like you are the reason…"), and questions whose
 * only answer is that they are incompetent ("what exactly do they pay you for?"). Each shape pairs
 * the comparison or the question with what makes it aimed: "than you", "even", "you have the … of",
 * so a child, a pet or an object talked about plainly ("my dog listens better with treats") is not one.
 * Read on one canonical sentence; every regex is bounded.
 */

/** Beings and things a grown person should beat at anything: children, animals, objects. */
const LOWLY = String.raw`(?:toddler|child|kid|baby|infant|\w+-year-old|five year old|six year old|nephew|niece|goldfish|hamster|dog|cat|parrot|monkey|chimp|chimpanzee|donkey|sheep|seagull|pigeon|goat|cow|pig|wasp|slug|snail|potato|brick|wall|fridge|toaster|photocopier|printer|houseplant|plant|rock|stone|chair|door|lamp|spoon|traffic cone|cardboard box|teapot|sock|bag of (?:spanners|hammers|rocks|bricks))s?`;
const SCALE = String.raw`(?:better|worse|more|less|smarter|faster|straighter|neater|quicker|sharper|kinder|nicer|cleverer|wiser|tidier|cleaner|clearer|funnier|braver|calmer)`;

const PUT_DOWNS: readonly RegExp[] = [
  // "a trained parrot would give better advice than you", "the photocopier shows more initiative than you do".
  // The comparand is the subject, after a determiner ("since we were kids … more than that" compares nothing).
  new RegExp(String.raw`(?:^|\b(?:a|an|my|the|our|his|her|their|any|some|even|met|seen|known) (?:[a-z-]+ )?)${LOWLY}\b[^.!?]{0,50}\b${SCALE}\b[^.!?]{0,25}\bthan (?:you|yours|your|that|this (?:whole )?(?:team|lot|office|club|committee|department|company|firm|place|panel|shop|garage|school|class|band|board|staff|crew|family|group))\b`),
  // Any one of a class put above them: "a golden retriever would make a better manager than you",
  // "my grandmother types faster than you"; "than you think" measures a thing, not them.
  new RegExp(String.raw`^(?:honestly,? |seriously,? |frankly,? |even )?(?:a|an|my|the) [a-z-]+(?: [a-z-]+){0,2} [^.!?]{0,40}\b${SCALE}\b[^.!?]{0,20}\bthan you(?! (?:think|thought|expect|expected|imagine|realise|realize|know|might|may|would|'d|guess|remember))\b`),
  /\b(?:would|could) (?:make|be|do) (?:a |an )?(?:better|smarter|faster|more (?:competent|capable|useful|reliable)|less (?:useless|annoying)) (?:[a-z-]+ )?(?:job|[a-z]+er|manager|boss|coach|friend|partner|parent|teacher|leader) than you\b/,
  // What they failed at, done by a lesser being: "a trained chimp would have noticed", "a goldfish could do it faster".
  // The lesser being may hold a tool: "a toddler with a spanner would have done a better job".
  new RegExp(String.raw`\b(?:a|an|even a|any) (?:[a-z-]+ )?${LOWLY}(?: (?:with|holding) an? [a-z-]+)? (?:would|could)(?:'ve| have) (?:noticed|done|spotted|known|seen|managed|got|figured|written|made|fixed|caught)\b|\b(?:a|an|even a|any) (?:[a-z-]+ )?${LOWLY} could do (?:it|this|that) (?:faster|better|quicker|in (?:half|a fraction))\b`),
  // "a glorified babysitter", "it's not like thinking is your strong suit", "the only thing you manage well is lunch".
  /\byou(?:'re| are| were) (?:just |nothing but |only |basically )?an? glorified\b|\bnot like [a-z ]{2,25} (?:is|was|has ever been) your (?:strong suit|forte|strength)\b|\bthe only thing you (?:manage|do|can do|ever do) (?:well|right|properly) is\b|\bthe only thing you(?:'re| are) good at is\b/,
  // "a toddler could do your job", "my dog could run this place".
  new RegExp(String.raw`\b${LOWLY}\b (?:could|would) (?:do|run|manage|handle|coach|teach) (?:your (?:job|work)|this (?:place|team|office|club|shop|choir))\b`),
  // "even my dog listens better", "even a child gets it".
  new RegExp(String.raw`\beven (?:my |a |an |the )?(?:\w+ )?${LOWLY}\b (?:\w+ ){0,3}(?:better|more|gets it|knows|understands|could)\b`),
  // "you have the manners of a seagull", "you've got all the charm of a parking ticket".
  // Said of a former boss too ("my last manager had the IQ of a potato"): the interview's condition names insulting one.
  /\b(?:you|(?:my|our|your|his|her|the) (?:last |old |former |previous |new )?(?:manager|boss|supervisor|director|landlord|colleague|coworker|teacher|coach|lead))(?:'ve| have| has| had)(?: got)? (?:all |about |roughly )?the (?:[a-z-]+ ){0,2}(?:iq|brain cells|charm|manners|people skills|social skills|personality|memory|attention span|tact|grace|warmth|brains|sense|empathy|charisma|emotional range|wit|intelligence|focus|timing|taste|style|common sense) of an? (?!saint|angel|lion|hero|champion|diplomat|poet|genius)\w+/,
  // "you cook like someone who's never seen a kitchen", "you drive like you've never seen a road" (not "never been happier").
  /\byou [a-z]+ like (?:someone|somebody|a person|an? [a-z]+|you) (?:who(?:'s| has| have|'ve)? |(?:'ve|have) )?never (?!(?:been|looked|felt|sounded) (?:better|happier|more))\w+/,
  // Praise cut by what they are: "you're cute for someone so short", "smart for a girl".
  /\byou(?:'re| are| look| seem) (?:\w+ )?(?:cute|pretty|smart|clever|good|nice|funny|attractive|hot|fit|decent|articulate|handsome|fun|interesting) for (?:someone|somebody|a (?:girl|guy|woman|man|bloke|lady)|your age|(?:someone|somebody) (?:so|that|your|with) \w+)\b/,
  // "you're about as useful as a chocolate teapot".
  /\byou(?:'re| are) (?:about|roughly|almost|just about) as [a-z]+ as an? \w+/,
  // "talking to you is like arguing with a fridge".
  new RegExp(String.raw`\b(?:talking|arguing|working|dealing|reasoning|speaking) (?:to|with) you is like [a-z]+ (?:to|with|at) (?:a|an|the|my) (?:\w+ )?${LOWLY}\b`),
  // "you run this choir the way a toddler runs a bath".
  new RegExp(String.raw`\byou \w+ [^.!?]{0,30}\b(?:the way|like) (?:a|an|my) (?:\w+ )?${LOWLY} \w+s\b`),
  // "you couldn't organise a queue at a bus stop", "couldn't find your way out of a paper bag".
  /^(?:honestly,? |seriously,? )?you (?:couldn't|could not|can't) (?:organi[sz]e|find|run|manage|hit|sell|boil|pour|plan|lead|fix) [a-z' ]{2,30} (?:in|at|out of|with) an? [a-z' -]{2,25}[.!]?$/,
];

/** Contempt for their kind: "people like you are the reason…", "typical of people like you", "you and your sort never…". */
const THEIR_KIND = /\b(?:people|men|women|folk|guys|types?) like you\b|\byou and your (?:sort|kind|type|lot)\b|\byour (?:sort|kind|lot) (?:always|never|are|think)\b/;
const CONTEMPT = /\btypical\b|\bthe (?:reason (?:nobody|no one|why|this|things)|problem)\b|\bruin\w*|\bnever (?:understand|listen|learn|get|change|think)\b|\b(?:can't|cannot|don't) (?:ever )?(?:understand|be trusted|help yourselves|get it|care)\b|\ball the same\b|\bmake me sick\b|\bwhat's wrong with\b|\bshould(?:n't| not) be allowed\b/;

/** Questions only incompetence answers. */
const INCOMPETENCE_QUESTIONS: readonly RegExp[] = [
  /\bdo you (?:actually |even |ever |really )?(?:know how to do anything|think before you (?:speak|open|talk|say))\b/,
  /\bwhat (?:exactly |on earth |even |the hell )?do (?:they|we|i|people) (?:pay|keep|employ) you (?:for|around)\b/,
  /\bwhat do you (?:actually|even|really) do all day\b|\bhow did you (?:ever|even) (?:pass|graduate|qualify|get through)\b|\bdo you (?:ever|even|actually) listen to (?:anything|a (?:single )?word) (?:anyone|anybody|i|we|people) (?:says?|tells? you)\b/,
  /\bhow (?:do|did|does) you (?:even |ever )?(?:function|get dressed|tie your (?:shoes|laces)|find your way|breathe|hold down a job|cope with (?:life|anything)|manage to (?:get dressed|function|breathe|hold down))\b/,
  /\bwho (?:on earth |the hell |in their right mind )?(?:let|lets|allowed|hired|gave) you (?:near|loose|anywhere near|a licence|a job|run|drive|be in charge)\b/,
  /\bdid (?:they|someone|somebody) (?:hire|find|get) you (?:off|out of|from) an? \w+/,
  /\bdid you (?:get|buy|find|win|pick up) your (?:\w+ )?(?:licence|license|degree|qualifications?|diploma|certificate|job|badge) (?:out of an?|in an? (?:raffle|lottery|cracker|christmas cracker|lucky dip))\b/,
];

/** "were you born this clueless", "is it tiring, being wrong about everything?": their failing asked about as a fact. */
function asksAboutTheirFailing(s: string): boolean {
  if (/\bwere you born (?:like (?:this|that)|this way|that way)\?/.test(s)) return true;
  const born = /\bwere you born (?:this|that|so) ([a-z]+)/.exec(s);
  if (born && negativeJudgement(born[1] as string)) return true;
  const being = /\bis it (?:tiring|hard|exhausting|difficult|lonely|fun|nice),? being ((?:[a-z']+ ){0,2}[a-z']+)/.exec(s);
  if (!being) return false;
  const words = (being[1] as string).split(' ');
  return words.some((w) => negativeJudgement(w)) || /\bwrong about (?:absolutely |literally )?everything\b/.test(s);
}

export function putsThemDown(sentence: string): boolean {
  if (PUT_DOWNS.some((re) => re.test(sentence))) return true;
  if (THEIR_KIND.test(sentence) && CONTEMPT.test(sentence)) return true;
  return INCOMPETENCE_QUESTIONS.some((re) => re.test(sentence)) || asksAboutTheirFailing(sentence);
}
