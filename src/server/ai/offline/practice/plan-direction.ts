import type { PlanKind } from './plan-context';

/**
 * Who does what in a practice request. Several plan kinds share a situation and differ only in
 * direction: being interviewed or interviewing, serving a customer or being one, asking for more
 * time, asking someone to something or only starting to talk, seeing a date again. The request's
 * own verbs (with the user as subject) decide the direction; the people and the situation decide
 * the rest (plan-kind.ts). Null: no direction verb; 'none': the user is the customer and no business
 * is named to play (plan-customer-side.ts plays the one that is).
 */

const DAYS = String.raw`monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next week|the weekend|the end of (?:the )?(?:week|month)`;
const ACTIVITIES = String.raw`coffee|a coffee|tea|a drink|drinks|dinner|lunch|brunch|breakfast|a date|the movies|a movie|a film|the cinema|a gig|the gig|a concert|a show|a play|a walk|a picnic|ice cream|the (?:school |spring |winter )?(?:dance|prom|formal|ball)|an? (?:exhibition|museum|gallery|game|match|festival)|ramen|pizza|sushi|karaoke|bowling`;

/** The user is the one asked: a candidate. "be the hiring manager", "I'm applying for…". */
const BEING_INTERVIEWED = /\b(?:(?:be|play|act as|pretend to be) (?:the|my|an?) (?:hiring manager|interviewer|recruiter|employer)|i'?m applying|i am applying|i(?:'ve)? applied for|applying for (?:a|an|the|this) |grill me|(?:a|an|my) (?:\w+ ){0,3}interview (?:at|with) )/;

/** The user asks the questions: hiring. "I'm hiring…", "taking on my first employee", "interviewing mechanics". */
const HIRING = /\b(?:i'?m hiring|i am hiring|we'?re hiring|(?:need|want|have|going) to (?:hire|interview (?:people|someone|candidates|applicants|staff|a few|some|two|three|\d+))|taking on (?:my |our )?(?:first |a |an |new |another |two |three |some |a few |\d+ )?(?:\w+ )?(?:employee|staff|hire|apprentice|assistant|worker)s?|(?:need|have|want|going) to interview (?:them|him|her|the (?:applicants|candidates))|hiring (?:a|an|my|our|some|new|two|three|for (?:a|the|my|our))\b|(?:play|be) (?:a|the|my) (?:candidate|applicant)|interviewing (?!for\b|at\b|with\b|tomorrow|today|tonight|next\b|this\b|on\b|in\b|soon|later|remotely)(?:a |an |some |two |three |\d+ )?[a-z]+)/;

/** The user is a business serving someone unhappy: "a guest at my hotel is complaining". */
const PATRON = String.raw`(?:customer|client|guest|diner|buyer|shopper|patron|caller|patient|member|passenger|tenant|visitor)s?`;
const UNHAPPY = String.raw`(?:complain\w*|angry|upset|unhappy|furious|irate|livid|rude|yell\w*|shout\w*|refund|wrong (?:size|order|item)|demand\w*|charged twice|overcharged)`;
const SERVING = new RegExp(String.raw`\b${PATRON}\b[^.?!]{0,60}\b${UNHAPPY}|\b${UNHAPPY}\b[^.?!]{0,30}\b${PATRON}\b`);
/** People the user hires for a job at home: the user is their customer. */
const TRADE = String.raw`(?:builders?|plumbers?|electricians?|decorators?|painters?|roofers?|joiners?|carpenters?|gardeners?|cleaners?|mechanics?|tilers?|plasterers?|handyman|locksmiths?|removal (?:men|company|firm)|contractors?|tradesm[ae]n|landscapers?|fitters?)`;

/** "the builder we hired", "our plumber charged us": the user paid the trade (unless a customer of theirs complains: then "our plumber" is their staff). */
const HIRED_TRADE = new RegExp(String.raw`\b(?:the (?:${TRADE}) (?:we|i) (?:hired|booked|paid|got in|used)|(?:our|my|the) (?:${TRADE}) (?:has |have |had )?(?:charged|overcharged|billed|quoted|painted|left|botched|damaged|broke|ruined|won'?t|wont|didn'?t|never|still hasn'?t|hasn'?t)|(?:tell|telling|ask|asking|complain to) (?:the|our) (?:${TRADE}))\b`);

/** "I'm the customer", "I bought…": the user is the patron, not the business. */
const USER_IS_PATRON = new RegExp(String.raw`\b(?:i'?m (?:a|the) (?:customer|client|guest)|as (?:a|the) customer|(?:shop|store|company|seller|retailer|restaurant|airline|hotel|they) (?:sold|charged|sent) me|(?:complain|a complaint) to (?:the|a) (?:shop|store|company|restaurant|airline|seller|manager|hotel))\b`);

/**
 * Proposing a day: "suggest another day", "find a different date". Another day offered for a plan
 * (a barbecue, a date) is rescheduling, not more time on a piece of work.
 */
const PROPOSING = String.raw`(?:suggest|suggesting|offer|offering|propose|proposing|pick|picking|find|finding|choose|choosing|arrange|arranging|rearrange|rearranging|plan|planning|move (?:it|things) to|do it|meet up|meet|go|come) (?:\w+ ){0,2}`;

/** Asking for more time on a piece of work. */
const MORE_TIME = new RegExp(
  String.raw`\b(?:(?:a|an|one|two|three|four|few|couple of|\d+) (?:more|extra) (?:days?|weeks?|hours?)|(?<!\b${PROPOSING})another (?:day|week|few days|couple of days)|an extra (?:day|week|few days)|(?:i|we) (?:need|'d need|would need) (?:it )?until (?:${DAYS})\b|hand (?:\w+ ){0,4}in (?:\w+ ){0,3}late|submit (?:\w+ ){0,4}late|turn (?:\w+ ){0,4}in late|(?:won'?t|will not|isn'?t going to|not going to) be (?:ready|done|finished|complete)(?: (?:until|till|by|before|in time)\b)?|(?:can'?t|cannot|won'?t|not going to) (?:finish|get|complete|submit|deliver|hand in) (?:the |my |our |this |it )?(?:\w+ )?(?:done )?(?:by|before|in time)\b|(?:i'?m|i am|we'?re) behind (?:on|with) (?:my|the|our) (?:\w+ )?(?:essay|report|project|dissertation|thesis|assignment|coursework|chapter|work|deliverables?|designs?))`,
);

/**
 * The people next door, by the user's word for them: "neighbour" in its spellings and common typos
 * ("neighbor", "neigbour", "nieghbour"), "next door", the people named by where they live from the
 * user ("the couple upstairs", "the guy across the road", "the people in the flat above"), and the
 * word in the other languages the engine reads (vecino, voisin, Nachbar). "neighbourhood" is a
 * place, not a person.
 */
export const NEIGHBOUR = /\b(?:n(?:ei|ie|e)g?h?bou?rs?|next ?door|(?:people|couple|family|guy|lady|man|woman|bloke|lad|girl|kids?|tenants?|folks?|family) (?:upstairs|downstairs|above|below|opposite|across the (?:road|street|hall|landing|way)|in the (?:flat|apartment|house|unit) (?:above|below|upstairs|downstairs|opposite|next to ours))|vecin[oa]s?|voisine?s?|nachbar(?:in|n|n?en)?)\b/;
/** Asking someone to something: a named person or "her/him" invited to an activity. */
const ASKING_TO = new RegExp(String.raw`\b(?:ask(?:ing)?|invit(?:e|ing)|tak(?:e|ing)) (?:her|him|them|my crush|the (?:girl|guy|boy)|[a-z]+(?: from (?:the |my |our )?[a-z]+)?) (?:out )?(?:to|for) (?:go (?:for|to) |get |grab )?(?:${ACTIVITIES})\b`);
/** Friends, family and groups invited somewhere are not a date. */
const NOT_A_DATE = /\b(?:as friends|just friends|be friends|my (?:friends?|family|team|parents|mum|mom|dad|sister|brother|coworkers|colleagues|classmates|neighbours|neighbors|kids?|son|daughter)|everyone|the team)\b/;

/** A friend of the user's asked along to something ("invite my friend Mei to a gig", "ask my mate Jordan if he wants to come to a festival"): a plan with a friend, not a date. "Ask my friend for a loan" is a request, not an invitation: "for" counts after invite only. */
const FRIEND_ASKED_ALONG = /\b(?:ask|asking|invite|inviting|take|taking) my (?:\w+ )?(?:friend|mate|pal|buddy)(?: [a-z]+)? (?:if (?:she|he|they) (?:wants?|fancies|would like|'d like) to (?:come|go|join)|(?:along )?to (?:come |go )?(?:to |with )?(?:a|an|the|my|our|this|her|his)\b)|\b(?:invite|inviting) my (?:\w+ )?(?:friend|mate|pal|buddy)(?: [a-z]+)? (?:for|round for|over for) (?:a|an)\b/;

/** A client or customer who owes the user money: chasing a payment, a talk no practice plays (not an unhappy customer). The one who has not paid is them, not the user ("I haven't paid him back" is the user's debt). */
const OWED = /\b(?:owes? (?:me|us)|(?:they|he|she|it|client|customer|couple|company|business) (?:still )?(?:hasn'?t|hasnt|haven'?t|havent|has not|have not|never) paid|unpaid (?:invoice|bill)s?|chas(?:e|ing) (?:up )?(?:the |a |an |my |our |their )?(?:payment|invoice|money))\b/;

/** "ask Sam out again": there was a first time. */
const ASK_OUT_AGAIN = /\bask (?:\w+ ){0,3}out again\b|\bask (?:\w+ ){0,3}(?:on )?another date\b/;

/** The parent raising something with their own child's school, nursery or coach; the child may be named ("my son Leo's coach", "my daughter Isla's teacher"). */
const CHILDS_SCHOOL = /\bmy (?:\w+ )?(?:son|daughter|kid|child|boy|girl)(?: [a-z]+)?'s (?:\w+ )?(?:teacher|school|nursery|class|coach|tutor|childminder|headteacher|head teacher|head)\b|\bmy (?:sons|daughters|kids|childs|childrens) (?:[a-z]+ ){0,2}(?:teacher|coach|tutor|instructor|trainer|childminder|headteacher)s?\b/;

/** Someone the user works with, named by where they sit rather than a role word. */
const SOMEONE_AT_WORK = /\b(?:someone|somebody|a (?:guy|girl|woman|man|person)|one of the (?:guys|girls|people)|one person) (?:on|in|from) my (?:team|office|department|shift|floor|project)\b/;

/** Someone the user works with, by role word or by where they sit ("the new lad in accounts", "the woman opposite me at work"). */
const WORKMATE = /\b(?:co-?workers?|colleagues?|teammates?|work ?mates?|(?:on|in|from) my (?:team|office|department|shift|floor)|at (?:my )?work|from work|in (?:accounts|finance|sales|marketing|hr|it|legal|ops|operations|reception|the office|the warehouse))\b/;
/**
 * The user asks a workmate to join something social: the other person is the one who would come,
 * join or play ("if he fancies coming climbing with us", "to join our parkrun", "for a coffee"),
 * or the user wants to know them better. That is making a friend, not friction; a date is not.
 */
const JOIN_US = new RegExp(
  String.raw`\b(?:ask|asking|invite|inviting)\b (?:\w+ ){0,6}?(?:(?:if|whether) (?:he|she|they|[a-z]+) (?:wants?|fancies|fancy|would like|'d like|might want|is up for) (?:to )?(?:come|join|play|go|coming|joining|playing|going)\b|to (?:come|join|play) (?:\w+ ){0,3}?(?:with )?(?:us|our|me)\b|(?:for|to) (?:${ACTIVITIES}|an? (?:drink|pint|run|walk)|(?:the |a |an |her |his |their )?(?:\w+ )?(?:leaving|birthday|christmas) (?:do|drinks|party))\b)|\bget to know (?:\w+ ){1,8}better\b`,
);
/** Someone from a group the user belongs to, asked to come along with the group ("the new guy at my climbing club… with us"): a friend, not a date. */
const GROUP_JOIN = /\b(?:my|our) (?:\w+ ){0,2}(?:club|team|group|class|choir|band|crew|society|gym|league|squad)\b[^.?!]*\b(?:with us|join us|join our|with our)\b/;
const ROMANCE = /\b(?:crush|date|dating|flirt\w*|ask(?:ing)? (?:\w+ ){0,3}out|romantic\w*|attracted|i (?:really )?(?:like|fancy) (?:this|a|her|him)\b)\b/;

/**
 * What the user wants a workmate to join, for the user to say ("come climbing with you on thursday",
 * "join your saturday parkrun", "for a coffee"), with the text's own capitals; null when no join is stated.
 */
export function workmateInvitation(text: string): string | null {
  const written = text.replace(/[’]/g, "'");
  const norm = written.toLowerCase();
  if (!WORKMATE.test(norm) || ROMANCE.test(norm)) return null;
  const m =
    /\b(?:if|whether) (?:he|she|they|[a-z]+) (?:wants?|fancies|fancy|would like|'d like|might want|is up for) (?:to )?((?:come|join|play|go|coming|joining|playing|going)\b[^,.;!?]*)/.exec(norm) ??
    /\b(?:ask|invite)\b (?:\w+ ){0,5}?to ((?:come|join|play) [^,.;!?]*)/.exec(norm) ??
    new RegExp(String.raw`\b(?:ask|invite)\b (?:\w+ ){0,5}?((?:for|to) (?:${ACTIVITIES})\b[^,.;!?]*)`).exec(norm);
  if (!m?.[1]) return null;
  const phrase = written.slice(m.index + m[0].length - m[1].length, m.index + m[0].length);
  return phrase
    .replace(/^coming\b/i, 'come')
    .replace(/^(join|play|go)ing\b/i, '$1')
    .replace(/\b(?:us|me)\b/g, 'you')
    .replace(/\bour\b/g, 'your')
    .replace(/\s+(?:with you )?(?:after|and|but|so)\s*$/i, '')
    .trim();
}

/** A date already had, and the wish to meet again. */
const AGAIN_AFTER_DATE = /\b(?:had|went on) (?:\w+ ){0,3}date\b[^?!]{0,80}\b(?:again|another (?:one|date)|a second|next (?:one|date))\b|\b(?:our|the|a) (?:\w+ ){0,2}(?:first )?date\b(?! (?:is|tomorrow|tonight|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this|next))[^?!]{0,80}\b(?:again|another (?:one|date)|a second|next (?:one|date))\b/;

/** Getting back in touch with someone from before: an old flatmate, a school friend. */
const BACK_IN_TOUCH = /\b(?:old|former|ex-?)(?: \w+){0,2} (?:room ?mate|flat ?mate|house ?mate|friend|classmate|teammate|colleague|coworker|neighbou?r)\b[^.?!]*\b(?:catch up|reconnect|reach out|get back in touch|message|text|write)|\b(?:haven'?t|have not|not) (?:spoken|talked|seen)\b[^.?!]{0,40}\b(?:in|for) (?:years|ages|months|a year|two years|three years|\d+ years)\b[^?!]*\b(?:catch up|reconnect|reach out|get back in touch)\b/;
const FAMILY_OR_EX = /\bmy ex\b|\bex-(?:boyfriend|girlfriend|husband|wife|partner)|\bmy (?:mum|mom|mother|dad|father|sister|brother|parents?|grandma|grandpa|aunt|uncle|cousin|son|daughter)\b/;

/** Online: a post, a channel, a site, a review, and a reply to write. */
const ONLINE_REPLY = /\b(?:someone|some (?:guy|girl|woman|man|person|people|troll)|a (?:guy|girl|woman|man|stranger|troll|follower)|people|strangers) on (?:reddit|twitter|x|instagram|insta|tiktok|youtube|facebook|threads|discord|linkedin|the internet|social media|my (?:post|video|channel|page|blog))\b[^.?!]{0,30}\b(?:said|says|called|calls|claims?|claimed|wrote|commented|is saying|keeps? saying|accused)\b|\b(?:review|comment)s?\b[^.?!]{0,60}\b(?:respond|reply|answer)\b|\b(?:respond|reply|answer) to (?:a|the|this|that|their|his|her) (?:\w+ ){0,2}(?:review|comment)s?\b|\b(?:on|under) (?:reddit|twitter|x|instagram|insta|tiktok|youtube|facebook|threads|discord|my (?:post|video|channel|page|blog|stream|thread))\b[^.?!]{0,80}\b(?:reply|respond|comment\w*|mock\w*|troll\w*|insult\w*|attack\w*|trash\w*|hate)|\b(?:mock\w*|troll\w*|insult\w*|attack\w*|trash\w*|roast\w*) my (?:\w+ )?(?:post|drawing|art|artwork|video|photo|picture|song|cover|work|stream|channel|blog)\b[^.?!]{0,60}\b(?:reply|respond)\b/;

/** A parent and their own child, when something has gone wrong between them. */
const OWN_CHILD_RIFT = /\bmy (?:\w+ )?(?:son|daughter|teenager|teen|kid)(?!'s)\b[^.?!]{0,60}\b(?:fight|fought|argument|argued|won'?t (?:talk|speak)|not (?:talking|speaking)|stopped (?:talking|speaking)|upset with me|angry (?:with|at) me|mad at me|fell out|hates me|ignor\w* me|slammed)\b/;

/** Ordered: the first direction that applies decides. `norm` is normalised text (lower case, straight quotes). */
const DIRECTIONS: readonly (readonly [PlanKind | 'none', (norm: string) => boolean])[] = [
  ['interview', (n) => BEING_INTERVIEWED.test(n) && !/\bi'?m hiring|\bi am hiring\b/.test(n)],
  ['interviewer', (n) => HIRING.test(n)],
  ['extension', (n) => MORE_TIME.test(n)],
  ['none', (n) => OWED.test(n) || USER_IS_PATRON.test(n) || (HIRED_TRADE.test(n) && !new RegExp(String.raw`\b${PATRON}\b`).test(n))],
  ['comment', (n) => ONLINE_REPLY.test(n)],
  ['customer', (n) => SERVING.test(n) && !/\b(?:review|comment)s?\b|\b(?:room|flat|house) ?mates?\b/.test(n)],
  ['second-date', (n) => AGAIN_AFTER_DATE.test(n) || (ASK_OUT_AGAIN.test(n) && !/\bmy ex\b|\bex-/.test(n))],
  ['parent-to-teacher', (n) => CHILDS_SCHOOL.test(n)],
  ['friend-make', (n) => JOIN_US.test(n) && (WORKMATE.test(n) || GROUP_JOIN.test(n)) && !ROMANCE.test(n)],
  ['friend-make', (n) => FRIEND_ASKED_ALONG.test(n) && !ROMANCE.test(n)],
  ['colleague', (n) => SOMEONE_AT_WORK.test(n) && !/\b(?:crush|flirt\w*|ask (?:\w+ ){0,3}out)\b/.test(n)],
  // Neighbours asked round for a drink are being welcomed, not dated, unless the words are romantic.
  ['crush-ask-out', (n) => ASKING_TO.test(n) && !NOT_A_DATE.test(n) && !/\bmy ex\b|\bex-/.test(n) && !(NEIGHBOUR.test(n) && !ROMANCE.test(n))],
  ['friend-reconnect', (n) => BACK_IN_TOUCH.test(n) && !FAMILY_OR_EX.test(n)],
  ['family-repair', (n) => OWN_CHILD_RIFT.test(n)],
];

/** The plan kind the request's direction decides; 'none' when the user is on a side no practice plays. */
export function directedKind(norm: string): PlanKind | 'none' | null {
  for (const [kind, test] of DIRECTIONS) if (test(norm)) return kind;
  return null;
}
