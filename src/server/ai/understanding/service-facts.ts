import { isChannelName } from './channels';
import type { FactKind } from './types';

/**
 * The key details of SERVICE, CUSTOMER and MONEY messages (issue #21, helper f28): who the user bought from (a lexicon
 * of shops, airlines, couriers, banks, utilities and apps people complain about, written lower case as they type
 * them), order and reference numbers ("#48213", "order no. AB12345"), what went wrong with a delivery ("arrived
 * damaged", "hasnt been delivered", "says delivered"), the terms at stake ("return postage", "tracking number",
 * "refund window", "a subscription", "renewed yearly"), and sums said with no currency where a money word frames them
 * ("refunded the full 65", "375 out of the bond", "119 taken out", "going up to 1450", "charged 450 when").
 */
const COMPANIES = [
  'amazon', 'asos', 'argos', 'currys', 'ikea', 'dfs', 'john lewis', 'primark', 'zara', 'h&m', 'shein', 'temu', 'aliexpress', 'vinted', 'depop',
  'ebay', 'etsy', 'klarna', 'clearpay', 'paypal', 'monzo', 'revolut', 'barclays', 'natwest', 'lloyds', 'hsbc', 'santander', 'halifax',
  'nationwide', 'ryanair', 'easyjet', 'jet2', 'tui', 'british airways', 'lufthansa', 'booking.com', 'expedia', 'airbnb', 'uber eats', 'deliveroo',
  'just eat', 'doordash', 'grubhub', 'instacart', 'ocado', 'tesco', 'sainsburys', "sainsbury's", 'asda', 'aldi', 'lidl', 'morrisons', 'waitrose',
  'evri', 'hermes', 'dpd', 'royal mail', 'parcelforce', 'dhl', 'fedex', 'usps', 'virgin media', 'vodafone', 'british gas', 'octopus energy',
  'edf', 'thames water', 'netflix', 'disney plus', 'spotify', 'audible', 'apple music', 'xbox', 'playstation', 'ticketmaster', 'stubhub',
  'viagogo', 'verizon', 'comcast', 'at&t', 't-mobile', 'best buy', 'walmart', 'costco', 'wayfair', 'fiverr', 'upwork', 'gumtree',
];
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Names that are also everyday words ("target", "ups", "next", "three") are left out; a channel ("etsy", "ebay") stays channels.ts's. */
const COMPANY = new RegExp(`(?<![\\w@.])(?:${COMPANIES.filter((c) => !isChannelName(c)).map(escapeRe).join('|')})(?![\\w@]|\\.\\w)`, 'gi');
const ORDER_NUMBER = /(?<![\w#])#\d{3,}\b|\b(?:order|ref|reference|case|ticket|claim|booking|tracking)\s(?:number\s|no\.?\s|num\s)?:?\s?(#?[A-Z]{0,4}\d{4,}[A-Z0-9-]*)\b/giu;
const DELIVERY = /\b(?:(?:arrived|came|turned up|showed up|got here)\s(?:damaged|broken|faulty|smashed|crushed|opened|soaked|wet|late|empty|wrong|missing bits|half empty)|(?:hasn't|hasnt|has not|haven't|havent|have not|never|still not|wasn't|wasnt|was never|not)\s(?:been\s)?(?:delivered|arrived|dispatched|shipped|refunded|posted|collected)|(?:says|said|shows|showing|marked(?: as)?)\s(?:it was\s|it's\s|its\s)?(?:delivered|dispatched|out for delivery))\b/giu;
const TERMS = /\b(?:return(?:s)?\s(?:postage|label|shipping|fee|costs?)|tracking(?:\snumber|\slink|\sinfo)?|(?:refund|return|returns|cooling[- ]off)\s(?:window|policy|period)|direct debit|standing order|free trial|subscription|membership|auto[- ]?renew(?:al|ed|s)?|renew(?:ed|s)?\s(?:yearly|monthly|annually|automatically)|(?:full|partial)\srefund|chargeback|compensation|warranty|guarantee)\b/giu;
/** What may follow a bare sum: the sentence or clause ends, or a word that goes on about the money. */
const SUM_ENDS = String.raw`(?=\s*(?:$|[,;!?)]|\.(?!\d)|\s(?:for|back|to|in|on|and|already|so|but|from|total|each|upfront|now|extra|then|of|he|she|they|i|we|you|when|instead|after|without|which|out|off|plus|at)\b))`;
const SUM = String.raw`(\d{2,}[\d,]*(?:\.\d{2})?)`;
const FRAMED_SUMS = new RegExp(
  [
    // "refunded me 20 quid instead of the full 65", "the remaining 300".
    String.raw`\bthe\s(?:full|whole|remaining|outstanding|missing|extra|other)\s${SUM}${SUM_ENDS}`,
    // "375 out of the bond", "200 off my wages".
    String.raw`\b${SUM}\s(?:out of|off|from)\s(?:my|the|our|his|her|their)\s(?:[a-z]+\s)?(?:bond|deposit|savings|wages?|pay|paycheck|salary|account|rent|refund|budget)\b`,
    // "119 taken out", "450 came out of my account".
    String.raw`\b${SUM}\s(?:taken|took|came|went|comes|goes)\s(?:out|off)\b`,
    // "going up to 1450", "put the rent up by 150".
    String.raw`\b(?:going up|gone up|went up|goes up|put (?:it |the rent |the price )?up|rising|rose|increased|increasing|raised|raising|tripled|doubled)\s(?:to|by)\s${SUM}${SUM_ENDS}`,
    // "charged 450 when he finished", "borrow 500 for his business", "keeping 500 of my deposit".
    String.raw`\b(?:charged|refunded|reimbursed|billed|overcharged|borrow|lend|keeping|kept|withheld|deducted|docked|took)\s(?:me\s|us\s|him\s|her\s)?(?:another\s|an extra\s)?${SUM}${SUM_ENDS}`,
  ].join('|'),
  'giu',
);

export const SERVICE_RULES: [FactKind, RegExp][] = [
  ['item', COMPANY],
  ['item', ORDER_NUMBER],
  ['item', DELIVERY],
  ['item', TERMS],
  ['amount', FRAMED_SUMS],
];
