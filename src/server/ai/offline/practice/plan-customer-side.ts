import { normalize } from '../text-utils';
import { customerProblem } from './scenario-facts';
import { toldComplaint } from './scenario-customer-told';

/**
 * Which side of a customer's complaint the user is on. The user as a business's customer: "the airline lost my suitcase", "my gym froze my membership",
 * "i want to complain to the restaurant, my partner found a hair in his pasta". Who acts on whom
 * decides the side: a business (a shop, a courier, a restaurant, a gym, a phone company, an airline,
 * a tradesperson, a dentist…) that did something to the user or theirs, or that the user complains
 * to, and nobody in the request who is the business's own customer (a guest, a diner, a client) nor
 * the user working there. Then the practice is the complaint made to the business, and the character
 * is its staff (plan-templates-work.ts patronPlan, scenario-patron-told.ts).
 */

/** Businesses and the trades and professions that sell a service, longest first. */
const BUSINESS = String.raw`(?:(?:online|phone|mobile|clothes|furniture|bike|coffee|corner|charity|pet|shoe) shop|(?:phone|mobile|broadband|internet|energy|gas|electricity|water|insurance|delivery|courier|removals?|cleaning|parcel|train|bus|rail|taxi|car hire|rental|letting|travel|utility|tech|software|credit card) (?:company|companies|provider|firm|network|supplier|service)|mobile network|customer (?:service|services|support)|support team|delivery driver|dental (?:practice|surgery)|leisure centre|nail salon|travel agent|tour operator|car dealer(?:ship)?|estate agent|dry cleaners?|shop|store|supermarket|retailer|seller|website|courier|restaurant|cafe|café|takeaway|pub|gym|airline|hotel|hostel|garage|mechanic|dealership|plumber|builder|electrician|roofer|decorator|painter|carpenter|joiner|locksmith|cleaner|dentist|optician|hairdresser|barber|salon|bank|insurer|vet|venue|caterer|florist|bakery|pharmacy)`;

/** The business as a noun phrase, with its determiner; not what was paid for ("charged twice for the same takeaway") nor what someone is or runs ("he is a mechanic", "my mum runs a salon"). */
const BUSINESS_NP = new RegExp(String.raw`(?<!\b(?:for|is|was|'s|as|be|been|became|become|like|runs|owns|manages|run|own|manage|ran|owned|opened|started) )\b(the|my|our|a|an|this|that|their)\s+((?:[a-z]+ )?${BUSINESS})\b`);

/** Someone in the request is the business's own customer, or the user works there: the user serves. */
const USER_SERVES = /\b(?:customers?|clients?|guests?|diners?|patients?|passengers?|callers?|shoppers?|patrons?|punters|buyers?)\b|\bi (?:work|worked|am working)\b|\bi'?m working\b|\b(?:works|who work) (?:at|in|for|on)\b|\bi (?:run|own|manage)\b|\bmy (?:own )?(?:business|shop|salon|cafe|café|restaurant|bakery|garage|practice|company|firm|stall)\b|\b(?:my|our) (?:line |shift |store |duty )?(?:boss|manager|supervisor)\b|\b(?:interview\w*|hiring|hire|job|shifts?|co-?workers?|colleagues?|landlord|letting agent|teacher|school)\b/;

/** The user or theirs, acted on: an object or possessive of the first person. */
const FIRST_PERSON = /\b(?:me|my|us|our|i|i'?ve|i'?m|im|ive)\b/;

/** Verbs and phrases of a grievance with something bought: charging, losing, breaking, not coming. */
const GRIEVANCE = /\b(?:complain\w*|complaint|refund\w*|money back|compensation|charg\w+|overcharg\w*|billed|bill (?:has )?gone up|took (?:my|the|a|\d|£)|taking (?:my|money)|kept (?:my|the)|froze|frozen|lost|cancel+\w*|broke|broken|damaged|ruined|soaked|smash\w*|crack\w*|scratch\w*|dented|stain\w*|ripped|torn|shr[au]nk|faulty|stopped working|missing|leak\w*|mould|never (?:came|arrived|turned up|showed|had)|(?:hasn'?t|haven'?t|didn'?t|didnt|hasnt|wont|won'?t|doesn'?t|doesnt|isn'?t|isnt|not) (?:turned up|arrived|come|came|fixed|answer\w*|work\w*|reply\w*|respond\w*|refund\w*|come back|deliver\w*|return\w*|call\w* back|ring\w* back)|down for|wrong|short(?:er)? than|not their problem|fobb\w*|query|chase|argue|without (?:asking|telling)|even though|allerg\w*|laughed|undercooked|late|(?:said|says|claims?|claimed) (?:he|she|they) (?:tried|came|called|delivered|knocked))\b/;

export interface Patron {
  /** The business, as the request names it, with "the": "the airline", "the phone company". */
  business: string;
  /** What went wrong, turned to the second person: "the airline lost your suitcase on the way back from lisbon". */
  told: string | null;
}

const SECOND: Record<string, string> = { my: 'your', me: 'you', i: 'you', "i'm": "you're", im: "you're", "i've": "you've", ive: "you've", mine: 'yours', myself: 'yourself', we: 'you', us: 'you', our: 'your', "we're": "you're", "we've": "you've" };

/** The user's wish, not what happened: "i want to complain to the restaurant", "and i need to ring the company". */
const WISH = /(?:^|[,;.!?]\s*|\s+(?:and|but|so|now)\s+)(?:i|we|im|i'm)\s+(?:really\s+|just\s+)?(?:want|need|wanna|would like|'d like|have to|am going to|'m going to|gotta|plan to|intend to)\b[^,;.!?]*/g;

/** The complaint clause of a patron's request, in the second person; null when no clause of 3–30 words is left. */
function toldOf(text: string): string | null {
  const clause = text
    .replace(WISH, '')
    .replace(/^[\s,;.]+|[\s,;.!?]+$/g, '')
    .trim();
  const words = clause.split(/\s+/).filter(Boolean);
  if (words.length < 3 || words.length > 30) return null;
  return words.map((w) => SECOND[w] ?? w).join(' ').replace(/\byou was\b/g, 'you were');
}

/** The user is the business's customer, and what went wrong; null when the request does not say so. */
export function patronIn(text: string): Patron | null {
  const norm = normalize(text).replace(/[’]/g, "'");
  if (USER_SERVES.test(norm) || !GRIEVANCE.test(norm) || !FIRST_PERSON.test(norm)) return null;
  const m = BUSINESS_NP.exec(norm);
  if (!m?.[2]) return null;
  // "my gym", "the airline": a modifier that is a business word is kept ("phone company"); any other dropped.
  const noun = new RegExp(String.raw`^${BUSINESS}$`).test(m[2]) ? m[2] : m[2].replace(/^[a-z]+ /, '');
  return { business: `the ${noun}`, told: toldOf(norm) };
}

/**
 * The customer's complaint as told, when it is not the order world the customer banks know (an
 * order or parcel late, lost or broken, or a named item that arrived damaged — those keep their
 * richer facts): a repair, a room, a haircut, a charge.
 */
export function complaintOutsideOrders(text: string): string | null {
  const told = toldComplaint(text) ?? servedComplaint(text);
  if (!told || /\b(?:order(?:ed|s)?|parcel|package|delivery|arriv\w*|shipping|courier|tracking)\b/.test(told)) return null;
  const known = customerProblem(text);
  return known === null || known.startsWith('their order') ? told : null;
}

/** The business's own customer, as someone in the request ("a diner", "a couple", "one of my clients"). */
const SERVED = String.raw`(?:customers?|clients?|guests?|diners?|patients?|passengers?|callers?|shoppers?|patrons?)`;
/** Anyone, when the user says they are at work ("I work on the checkout… a man shouted at me"). */
const ANYONE = String.raw`(?:couple|family|man|woman|lady|guy|bloke|person)`;
/** The user's work: "im a junior sous chef", "I work on the checkout", "as a call centre agent", "I manage a phone shop". */
const USER_AT_WORK = /\b(?:i'?m an? |im an? |i am an? |as an? |i work\b|i'?m working\b|working (?:front of house|on|at|in|behind)\b|i (?:run|manage|own) )/;
/** What the served person does or wants: the verb after them ("a diner sent back his steak", "a customer refuses to pay"). */
const actsOf = (who: string) => new RegExp(String.raw`\b(?:a|an|the|one|one of (?:my|our|the)|this|some|my|our) (?:[a-z]+ ){0,2}?${who} (?:who |that )?((?:keeps?|kept|wants?|wanted|refuses?|refused|won'?t|wont|will not|sent|sends|demands?|demanded|shouted|shouts|yelled|yells|swore|is|are|was|were|says?|said|claims?|claimed|complain(?:s|ed)?|left|asked|insists?|threatened|booked|ordered|bought) [^.;!?]+)`);
const SERVED_ACTS = actsOf(SERVED);
const ANYONE_ACTS = actsOf(ANYONE);
const PLAIN: Record<string, string> = { keeps: 'keep', wants: 'want', refuses: 'refuse', sends: 'send', demands: 'demand', shouts: 'shout', yells: 'yell', is: 'are', was: 'were', says: 'say', claims: 'claim', complains: 'complain', insists: 'insist', his: 'their', her: 'their', he: 'they', she: 'they', him: 'them', hes: "they're", shes: "they're", "he's": "they're", "she's": "they're", its: "it's", wont: "won't", i: 'you', me: 'you', my: 'your', we: 'you', us: 'you', our: 'your', "we've": "you've", "i've": "you've" };

/**
 * The user serves, and the request says what the served person did or wants, told about them
 * ("they sent back their steak three times saying it's undercooked"); null otherwise.
 */
export function servedComplaint(text: string): string | null {
  const norm = normalize(text).replace(/[’]/g, "'");
  if (!USER_AT_WORK.test(norm)) return null;
  const m = SERVED_ACTS.exec(norm) ?? (/\bi work\b|\bworking\b/.test(norm) ? ANYONE_ACTS.exec(norm) : null);
  const clause = m?.[1]?.replace(/\s+(?:and|but|so) (?:i|how|what)\b.*$/, '').trim();
  const words = clause?.split(' ') ?? [];
  if (words.length < 3 || words.length > 25) return null;
  return `they ${words.map((w) => PLAIN[w] ?? w).join(' ')}`.replace(/\bthey has\b/g, 'they have');
}

/** The request says which side of a customer's complaint the user is on. */
export const customerSideIn = (text: string): boolean => patronIn(text) !== null || servedComplaint(text) !== null;
