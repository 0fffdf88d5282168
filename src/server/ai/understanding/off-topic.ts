import { extractPeople, isPersonWord } from './people';

/**
 * Whether the message asks for help with someone at all. Every situation type is about another person (a boss, a
 * flatmate, a client, "her") or about talking to one; an off-topic request ("how do i clean white trainers", "what's
 * the best phone under 500 dollars") names nobody and no act of talking, yet its everyday words (clean, money, phone)
 * are the cues of some situation type, and the classifier reads one. When a message names no one — no person word,
 * name or third-person pronoun, no "we" — and no act of speaking to someone, or asks us for a thing rather than for
 * words to anyone (THING_ASK), and the off-topic label is a near runner-up (≥ 0.1 of the top score, top 3), the
 * off-topic label goes first. A message with any act of talking ("how do i word it", "reach out", "negotiate") keeps
 * its situation.
 */
const NONE = 'none';

/** Someone besides the user: third-person and first-person-plural pronouns, indefinite people. */
const SOMEONE = /\b(?:he|she|him|her|his|hers|they|them|their|theirs|we|us|our|ours|someone|somebody|anyone|anybody|everyone|everybody|nobody|no one|people|person|others|acquaintance\w*)\b/;

/**
 * Verbs and nouns of talking to someone: saying, asking, answering, writing to, arguing, apologising, and the ways of
 * handling a talk ("bring it up", "word it", "reach out"), in the five languages the readers gloss to English.
 */
const TALK = /\b(?:say|says|said|saying|tell|tells|told|telling|talk\w*|speak\w*|spoke|ask|asks|asked|asking|answer\w*|repl\w*|respond\w*|text\w*|messag\w*|dm|dms|email\w*|call|calls|called|calling|chat\w*|convo|conversation\w*|send|sent|nudge|follow\w* up|offer\w*|counter\w*|word it|phrase it|bring (?:it|this|that) up|bring up|raise (?:it|this|that)|reach\w* out|hear\w* back|heard back|confront\w*|apologi[sz]\w*|sorry|explain\w*|convinc\w*|persuad\w*|invit\w*|mention\w*|negotiat\w*|approach\w*|argu\w*|fight\w*|fought|complain\w*|thank\w*|confess\w*|admit\w*|reject\w*|turn down|let down|break up|interview\w*|date|dating|crush|ghost\w*|decir|hablar|preguntar|dire|parler|demander|sagen|reden|fragen|sprechen)\b/;

/**
 * A request for a thing, a fact or a plan rather than for words to someone: what to cook, buy, read or see, a
 * recommendation, ideas, "what's a good …". A person named beside it is whom the thing is for ("a book my mum would
 * like", "recipe for my boyfriend's birthday dinner"), not someone to talk to. Asked of us, not said by the user: "how
 * do i suggest coffee" is a talk.
 */
const THING_ASK = /\b(?:(?<!\b(?:i|to) )(?:recommend\w*|suggest\w*)|ideas? (?:for|on)|recipes?|what (?:should|can|could|do) (?:i|we|he|she|they) (?:cook|bake|make|buy|get|gift|wear|read|watch|see|visit|pack|bring|eat|order)|what(?:'s| is| are)(?: a| the| some)? (?:good|best|nice|fun)|(?:what|which) (?:\w+ )?(?:museums?|restaurants?|books?|films?|movies?|places?|gifts?|presents?)|weather)\b/;

/** Whether the message asks for a thing and for no words to anyone. */
export function asksForAThing(text: string): boolean {
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  return THING_ASK.test(lower) && !TALK.test(lower);
}

/** Whether the message names nobody and no act of speaking to someone. */
export function asksAboutNoOne(text: string): boolean {
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  if (SOMEONE.test(lower) || TALK.test(lower)) return false;
  // A role word anywhere ("meeting friends", "the agency"), not only where the people reader takes it for someone.
  if (lower.split(/[^\p{L}'-]+/u).some((w) => w.length > 1 && isPersonWord(w.replace(/'s$/, '')))) return false;
  return extractPeople(text).length === 0;
}

/** As with the other readers' unsupported share: the message gives the top type's reading nothing to stand on. */
export const OFF_TOPIC_SHARE = 0.1;
const OFF_TOPIC_DEPTH = 3;

/**
 * The other way round: a business that owes the user or pays late ("a small business owes me 2,000", "a company i
 * freelanced for is 60 days late paying") is a client, though no person word is said. Organisations (words for a
 * firm, shop or venue) with a word of owing or paying.
 */
const ORGANISATION = /\b(?:company|companies|business|firm|agency|brand|startup|studio|shop|store|cafe|café|restaurant|bar|salon|gym|charity|school|venue|hotel|client|customer)\b/;
const OWING = /\b(?:owes?|owing|owed|unpaid|late pay\w*|late paying|(?:hasn't|haven't|hasnt|havent|never|not|still not) paid|invoice\w*|paying me|pay me)\b/;
const CLIENT_TYPES: ReadonlySet<string> = new Set(['client-late-payment', 'client-scope-creep', 'customer-refund', 'customer-complaint']);
const CLIENT_SHARE = 0.3;

/** An organisation that owes the user makes a client type among the top few go first over the off-topic label. */
function clientOverNone<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const lower = text.toLowerCase();
  if (!ORGANISATION.test(lower) || !OWING.test(lower)) return [...ranked];
  const top = ranked[0] as T;
  const client = ranked.slice(1, OFF_TOPIC_DEPTH).find((r) => CLIENT_TYPES.has(r.type) && r.score >= top.score * CLIENT_SHARE);
  return client ? [client, ...ranked.filter((r) => r !== client)] : [...ranked];
}

/** The off-topic label moved first from the top few when it scores close enough and the message asks about no one or for a thing. */
export function rerankByOffTopic<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  if (!top) return [];
  if (top.type === NONE) return clientOverNone(ranked, text);
  const none = ranked.slice(1, OFF_TOPIC_DEPTH).find((r) => r.type === NONE && r.score >= top.score * OFF_TOPIC_SHARE);
  if (!none || !(asksAboutNoOne(text) || asksForAThing(text))) return [...ranked];
  return [none, ...ranked.filter((r) => r !== none)];
}
