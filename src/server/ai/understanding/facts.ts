import { CHANNEL_GATES, CHANNEL_RULES, isChannelName, namedChannels } from './channels';
import { CHAT_STYLE_GATES, CHAT_STYLE_RULES } from './chat-style-facts';
import { COUNT_GATE, COUNT_OF_THINGS, ENDS_PHRASE, EVERYDAY_RULES, HANDLED_THING, NOT_THINGS, PERSON_AGE } from './everyday-facts';
import { QUANTITY, SPELLED_AGE, SPELLED_NUMBER, SPELLED_ROUND } from './number-words';
import { bareObjects, nounPhrases } from './noun-phrases';
import { activities, bareThings } from './bare-things';
import { clauseFacts } from './clause-facts';
import { conjuncts } from './conjuncts';
import { roleThings } from './role-things';
import { otherLanguageThings } from './other-language-things';
import { isPersonWord } from './people';
import { GOING_TO_OTHER, isPlaceName, knownPlaces, MOVED_TO } from './places';
import { LATE_TIME_WORD_RULES, TIME_WORD_GATES, TIME_WORD_RULES } from './time-words';
import type { Fact, FactKind } from './types';
import { tradePlaces, VENUE_PLACE } from './venues';
import { unlistedPlaces } from './unlisted-places';
import { workThings } from './work-things';
import { misspeltOccasions, RELATIONSHIP_GATES, RELATIONSHIP_RULES } from './relationship-facts';
import { restorePossessives } from './role-people';
import { KEY_PHRASES, MEASURE_GATES, MEASURE_RULES } from './measures';
import { SPOKEN_AMOUNT_GATES, SPOKEN_AMOUNT_RULES } from './spoken-amounts';
import { isNotAQuantity } from './not-quantities';
import { SERVICE_RULES } from './service-facts';
import { BODY_FOOD_RULES } from './body-food-facts';
import { FULL_MONTHS, HOLIDAYS, MONTHS_OTHER, WEEKDAYS, WEEKDAYS_OTHER } from './calendar-words';

/**
 * Key facts named back in answers: amounts, times, durations, events, places, channels, languages.
 * Regular expressions over the raw text plus broad vocabularies (not tuned to the corpus). compromise
 * was measured for this and left out: 2 ms p50 / 50 ms p99 per short message, 400 ms on 4,000
 * characters (docs/decisions.md).
 */
const MAX_CHARS = 3000;
const CURRENCY_WORDS = 'dollars?|bucks|euros?|pounds?|quid|usd|eur|gbp|dólares|dolares|euro|pesos|reais|rupees|yen|francs|kronor|złoty|zloty';
/** Money verbs: a bare number right after one is an amount ("owes me 2,000", "lent Jake 150"). */
/** What a bare number pays for when it stands beside it: "my 1200 deposit", "dinner was 90". */
const MONEY_NOUNS = 'budget|deposit|rent|bills?|fees?|loan|quote|invoice|payment|refund|salary|wage|dinner|lunch|uber|taxi|cab|tickets?|hotel|flights?|hen(?: do| weekend)?|stag(?: do)?|share';
const MONEY_VERBS = 'owes?|owed|lent|loaned|borrowed|paid|pays|pay(?: back| off)?|repaid|repay|put in|put toward|put towards|chipped in|charged?|charges|costs?|spent|fronted|covered|transferred|venmoed|sent|offered|counter(?:ed)?|came to|earns?|quoted|asked for|asking for';
/** "a grand", "two grand", "3 and a half grand", "a few grand": money, unless a noun follows ("a grand gesture"). */
const GRAND = `\\b(?:a|\\d+|${SPELLED_NUMBER}|a few|a couple(?: of)?|half a)(?:\\sand\\sa\\shalf)?\\sgrand\\b(?!\\s(?:gesture|day|time|total|scheme|plan|piano|old|idea|tour|opening|finale|prize|prix|canyon|slam|master|central|entrance|hotel|house|design|style|theft|jury))`;

/** Jobs people hire for, named after "hiring a …" or before "candidate". */
const JOBS = 'cashiers?|chefs?|cooks?|nann(?:y|ies)|babysitters?|receptionists?|engineers?|developers?|designers?|baristas?|nurses?|teachers?|drivers?|managers?|accountants?|assistants?|interns?|analysts?|waiters?|waitress(?:es)?|cleaners?|tutors?|writers?|editors?|cashier|sales reps?|bartenders?|mechanics?|electricians?|plumbers?|carers?|caregivers?';

const MONTHS = FULL_MONTHS;
const CHANNEL_WORD = /^(?:instagram|insta|ig|tiktok|youtube|facebook|snapchat|twitter|linkedin|reddit|whatsapp|discord|twitch)$/i;

const UNIT = 'minutes?|hours?|days?|nights?|evenings?|weekends?|shifts|weeks?|fortnights?|months?|semesters?|terms|years?|decades?';
/**
 * A span said roughly or counted back: "over a year", "almost 3 weeks", "the past few months"; not "stay over 5 nights",
 * "has him over 5 nights a week" (a visit, not an estimate). Its own rule behind a gate of its opening words: as a prefix
 * of DURATION it was tried at every word.
 */
const ROUGH_SPAN = new RegExp(`\\b(?:for |in |since )?(?:the (?:past|last|next|first|coming) |(?:just |well |a bit |a little )?(?:(?<!\\b(?:stay|stayed|staying|stays|sleep|slept|sleeping|come|came|coming|went|go|going|hand|handed|get|got|moved|move|drove|flew|fly) )over(?!\\s${QUANTITY}[\\s-](?:${UNIT})\\s(?:a|an|per|every|each)\\b)|under|almost|nearly|about|around|roughly|more than|less than|at least|close to) )${QUANTITY}[\\s-](?:${UNIT})\\b(?:\\sand\\sa\\shalf\\b)?(?:\\s(?:ago|apart|now|later|running|in a row))?`, 'giu');
/** "thirty years", "a couple of weeks", "three and a half months", "a week and a half", "another month": a quantity in digits or words with its unit. */
const DURATION = new RegExp(`\\b(?:for |after |in |since )?(?:${QUANTITY}|another(?: ${QUANTITY})?)[\\s-](?:${UNIT})\\b(?:\\sand\\sa\\shalf\\b)?(?:\\s(?:ago|apart|now|later|running|in a row))?`, 'giu');
/** A count: "three times", "fifteen times", "split three ways". */
const COUNT = new RegExp(`\\b(?:\\d+|${SPELLED_NUMBER}|a (?:dozen|few|couple of|hundred)|several|dozens of|hundreds of)\\s(?:times|ways)\\b`, 'giu');
/** Rules that open on a number word are tried at every word; most messages lack the unit they end on. */
const GATES: ReadonlyMap<RegExp, RegExp> = new Map([...TIME_WORD_GATES, [COUNT_OF_THINGS, COUNT_GATE], [DURATION, new RegExp(`(?:${UNIT})\\b`, 'iu')], [ROUGH_SPAN, /\b(?:over|under|almost|nearly|about|around|roughly|than|least|close|past|last|next|first|coming)\s/i], [COUNT, /\b(?:times|ways)\b/iu], [GOING_TO_OTHER, /\s(?:a|para|pra)\s[A-ZÀ-Þ]/], ...MEASURE_GATES, ...SPOKEN_AMOUNT_GATES, ...CHANNEL_GATES, ...CHAT_STYLE_GATES, ...RELATIONSHIP_GATES]);

const RULES: [FactKind, RegExp][] = [
  ['amount', new RegExp(`(?:[$€£¥]\\s?\\d[\\d,.]*k?|\\b\\d[\\d,.]*k?\\s?(?:${CURRENCY_WORDS})\\b|\\b(?:${SPELLED_NUMBER}|hundred|a few hundred|a couple of hundred|hundreds of|thousands of)\\s(?:${CURRENCY_WORDS})\\b|${GRAND}|\\b\\d+\\s?(?:%|percent\\b|per cent\\b))`, 'giu')],
  ['amount', new RegExp(`\\b(?:${MONEY_VERBS})\\s(?:[\\p{L}']+\\s){0,2}?((?:about|around|like|almost|over)?\\s?(?:\\d[\\d,.]*k?|${SPELLED_ROUND}))(?=\\s*(?:$|[,;!?)]|\\.(?!\\d)|\\s(?:for|back|to|in|on|and|last|this|already|so|but|from|total|each|upfront|now|more|less|extra|then|of|he|she|they|i|we|you|toward|towards)\\b))(?!\\sand\\s(?:a\\s)?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\\b)`, 'giu')],
  ['amount', /\b(?:50\/50|50-50|fifty-fifty)\b/giu],
  // "38k", "from 38k to 44k": a number in thousands is money (not "5km").
  ['amount', /\b\d{1,3}(?:[.,]\d{1,2})?k\b/giu],
  // A bare number beside what it pays for: "my 1200 deposit", "the 500 for his moped", "dinner was 90", "rent goes up 180 a month".
  ['amount', new RegExp(`\\b(?:my|the|a|his|her|their|our)\\s(\\d{2,}[\\d,.]*)\\s(?:${MONEY_NOUNS}|for)\\b`, 'giu')],
  ['amount', new RegExp(`\\b(?:${MONEY_NOUNS}|it|that|total|price|bill)\\s(?:was|is|are|were|came to|comes to|costs?|cost me|goes up|went up)\\s(?:about|around|like|almost|over|by)?\\s?(\\d{2,}[\\d,.]*)\\b(?!\\s?(?:%|am|pm|minutes?|mins?|hours?|days?|weeks?|months?|years?|times?|people))`, 'giu')],
  ['amount', /\b(?:it's|its|that's)\s(\d{2,}[\d,.]*)\b(?=\s*(?:$|[,;!?]|\.(?!\d)|\s(?:and|but|so|now|already|total|each)\b))/giu],
  ['amount', new RegExp(`\\b((?:\\d{2,}[\\d,.]*|${SPELLED_ROUND})\\s(?:a|per)\\s(?:month|week|year|hour|night|day))\\b`, 'giu')],
  // A bare number someone wants back or pays per head: "all 140 back", "it was 180 each".
  ['amount', /\b(\d[\d,.]*)\s(?:back|each|per person|a head)\b/giu],
  ['time', new RegExp(`\\b(?:(?:this|next|last|on|every|by|until|till|since)\\s)?(?:${WEEKDAYS})s?(?:\\s(?:night|morning|evening|afternoon))?\\b`, 'giu')],
  ['time', new RegExp(`\\b(?:(?:in|since|by|until|last|next|this|early|late)\\s)?(?:${MONTHS})\\b(?!\\s+(?:i|we|be|not)\\b)`, 'giu')],
  ['time', new RegExp(`\\b(?:${HOLIDAYS})\\b`, 'giu')],
  ['time', new RegExp(`\\b(?:${WEEKDAYS_OTHER}|${MONTHS_OTHER})(?![\\p{L}])(?:\\s(?:scors[oa]|prossim[oa]|pasado|que viene|dernier|prochain|passad[oa]|que vem))?`, 'giu')],
  // Every weekday, in the plural: "tous les vendredis", "todos los lunes", "montags", "ogni sabato".
  ['time', /(?<![\p{L}])(?:(?:tous les|todos los|todas las|todas as|todos os|ogni|jeden|cada)\s(?:lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?|lunes|martes|miércoles|jueves|viernes|sábados?|domingos?|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|segundas?|terças?|quartas?|quintas?|sextas?)|(?:montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags))(?![\p{L}])/giu],
  ['time', /\b(?:el mes que viene|la semana que viene|el año que viene|la semana pasada|el mes pasado|le mois prochain|la semaine prochaine|la semaine dernière|nächste woche|nächsten monat|letzte woche)\b/giu],
  // Shifts and school terms: "early shifts", "before the term starts", "next term".
  ['time', /\b(?:(?:early|late|night|morning|evening|double|weekend|night-time)\s)?shifts?\b|\b(?:this|next|last|the|end of|half|mid)[\s-]term\b/giu],
  ['time', /\b(?:today|tonight|tomorrow|yesterday|last night|this morning|this evening|this weekend|next weekend|last weekend|the weekend|weekends?|weeknights|next week|last week|this week|next month|last month|this month|next year|last year|this year|this semester|after hours|at night|late at night|every (?:single )?(?:day|night|morning|evening|weekend|week|month|hour|time|shift|lesson|class)|once a (?:week|month|year)|(?:two|three|\d) days a week|midnight|all day|all night|most nights|semester|summer|winter|spring|autumn|fall semester|the \d{1,2}(?:st|nd|rd|th)(?!\s(?:time|attempt|try|floor|grade|round|place|row|one|person|message|text|date)\b))\b/giu],
  ['time', /\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b|\bat \d{1,2}(?::\d{2})?\b/giu],
  // A year ("back in 2022"), unless it is an amount ("2000 a month", "$2019").
  ['time', /(?<![$€£¥\d,.])(?<!\bat\s(?:like\s|about\s|around\s|roughly\s)?)\b(?:19[5-9]\d|20[0-4]\d)\b(?![\d,.]\d|\s?(?:k\b|a (?:month|week|year)|per\b|dollars|euros|pounds|quid|bucks|km|miles|words|calories|people|messages))/gu],
  ['time', /\bQ[1-4]\b|\b(?:next|last|this|the end of the|end of)\squarter\b/gu],
  // "every visit", "every single weekday", "every family dinner": how often something happens, named by the occasion.
  ['time', /\bevery\s(?:single\s|other\s)?(?:(?:family|team|staff|school|work|sunday|friday)\s)?(?:weekday|weeknight|service|season|visit|meeting|call|dinner|lunch|breakfast|break|practice|lecture|session|trip|gathering|event|barbecue|bbq|party|holiday|birthday|match|game|rehearsal|review|standup|sprint|appointment|hangout|meal)s?\b|\bevery\s(?:few|couple of|\d+|two|three|four|five|six)\s(?:days|weeks|months|years|hours)\b/giu],
  // "from 8 till 6", "after 11 on weeknights": a clock hour after a time preposition, not a count.
  ['time', /\b(?:till|until|after|before|from|by)\s(\d{1,2}(?::\d{2})?)\b(?=\s*(?:$|[,;!?)]|\.(?!\d)|\s(?:and|on|at|every|each|most|some|weeknights|weekdays|tonight|today|tomorrow|in the|o'clock|till|until|but|so|or|when|while)\b))/giu],
  ['time', /\b(?:at the )?last[\s-]minute\b|\ball (?:morning|afternoon|evening|week|weekend|term|semester|season|year|summer|winter|month)\b|\b(?:daily|nightly)\b|\b(?:the )?end of (?:the )?(?:year|month|week|day|summer|semester)\b/giu],
  ['time', /\b(?:gestern|morgen|heute|hier(?: soir)?|demain|aujourd'hui|ayer|mañana|hoy|l'été|l'hiver|cet été|cet hiver)(?![\p{L}])/giu],
  ['duration', DURATION],
  ['duration', ROUGH_SPAN],
  ['duration', COUNT],
  ...TIME_WORD_RULES,
  ...EVERYDAY_RULES,
  ...MEASURE_RULES,
  ...SPOKEN_AMOUNT_RULES,
  ...CHANNEL_RULES,
  ...CHAT_STYLE_RULES,
  ...RELATIONSHIP_RULES,
  ...SERVICE_RULES,
  ...BODY_FOOD_RULES,
  ['count', COUNT_OF_THINGS],
  ['duration', /\b(?:a|the|one) whole (?:day|night|week|weekend|month|year|summer|semester|term)\b|\b(?:an|the) entire (?:day|night|week|weekend|month|year|summer|semester|term)\b|\b(?:first|second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th)) (?:day|night|week|month|year|semester|term)(?: in a row)?\b|\b(?:hours|days|weeks) on end\b/giu],
  ['duration', /\b(?:years|months|weeks|days|ages|a while) ago\b|\b(?:takes?|took|taking) (?:days|weeks|hours|ages)\b/giu],
  ['duration', /(?:\b(?:seit|depuis|pendant|hace|desde|durante|llevo|en)\s)?(?<!\bde\s)(?:\b(?:un|une|deux|trois|quatre|cinq|six|dos|tres|cuatro|cinco|seis|zwei|drei|vier|fünf|sechs|\d+)\s)(?:mois|ans|années|semaines|jours|meses|mes|años|semanas|días|monaten?|jahren?|wochen|tagen?)(?![\p{L}])|\bseit\s(?:monaten|wochen|jahren|tagen)(?![\p{L}])/giu],
  ['duration', /\b(?:for|after|in) (?:months|years|weeks|ages|hours|days)\b|\b(?:a|one) (?:minute|hour|day|week|month|year)\b|\btwice\b|\b(?:first|second|third|fourth|100th) time\b|\b\d+ times\b|\b\d+ year gap\b|\b(?:tres|dos) meses\b|\bun año\b/giu],
  ['event', /\b(?:(?:first|second|third|final|1st|2nd|3rd|next|last|our|a|the|his|her|my|team|birthday|christmas|anniversary|dinner|coffee|movie|office|work|school|family|wedding|performance|job|phone|internship|parent-teacher|sprint|annual|weekly|monthly|quarterly|bad|good|nasty|negative|engagement|class|school|office|comedy|panel|exit|video|staff|art|movie)\s){0,2}(?:concert|party|parties|dinners|lunches|gatherings?|events?|holidays|anniversary|fair|bonfire|exhibit(?:ion)?|lectures?|retro|interviews|movie nights?|one date|birthday(?: party| dinner| lunch| gift)?|wedding(?: rehearsal)?|funeral|graduation|date night|dates?|dinner|lunch|brunch|drinks|coffee|meeting|meetings|standup|all-hands|1:1|review|interview|round|exams?|finals|test|game|dance|prom|homecoming|conference|happy hour|trip|festival|show|play|recital|practice|rehearsal|gathering|reunion|vacation|holiday|launch|presentation|deadline|anniversary dinner|conference|screen|session|sessions|picnic|bowling|museum|hike|walk|barbecue|bbq|sleepover|movies|hangouts?|trivia night|game night|first day|driving test|final|shoot|one on ones?|1-on-1s?|1:1s|pickup|drop-off|school run|recess|parents' evening|engagement|christening|baby shower|housewarming|lessons?|tutoring)\b/giu],
  // "grab a drink", "for a pint": a plan, where "i don't drink" is not.
  ['event', /\b(?:a|for|grab|get|over|after)\s(?:quick\s|cheeky\s)?(drink|pint|beer|breakfast|meal|bite)\b/giu],
  ['event', /\b(?:fiesta|cumpleaños|boda|cena|reunión|entrevista|fête|anniversaire|mariage|repas|soirée|entretien|geburtstag|hochzeit|feier|vorstellungsgespräch|festa|aniversário|aniversario|anniversario|jahrestag|casamento|matrimonio|compleanno)(?![\p{L}])/giu],
  ['place', /\b(?:(?:climbing|the|my|our|his|her|coffee|chem|spanish|yoga|math|dance|art|english|french|history|study|book|new|tech|family|dog|break|fire|bus|dining|staff)\s)?(?:gym|library|office|class|lab|study group|coffee shop|cafe|café|bar|club|school|university|uni|college|dorm|campus|church|park|beach|hallway|elevator|coffee machine|kitchen|bathroom|garden|garage|balcony|apartment|flat|desk|floor|ward|classroom|choir|book club|high school|middle school|new city|new school|new job|new team|new department|living room|bedroom|shower|sink|fridge|couch|sofa|laundry room|hallway|stairs|driveway|parking spot|backyard|yard|porch|lobby|playground|reception|bus stop|printer|break room|staff room|bakery|hospital|restaurant|warehouse|pub|lake house|fire station|dining hall|daycare|nursery|salon|(?<=\b(?:the|a|my|our|his|her|their|this|that|grocery|corner|coffee|gift|flower)\s)(?:store|shop)|mall|cubicle|canteen|cafeteria|airport|bank(?!\s(?:account|card|transfer|details|statement|holiday))|startup|company|arcade|bookshop|bookstore|climbing wall|dog park|shop floor)(?![\p{L}\p{N}])/giu],
  ['place', /\b(?:la fac|fac|cocina|cuisine|küche|universidad|université|universität|oficina|bureau|büro|colegio|escuela|schule)(?![\p{L}])|école(?<![\p{L}]école)(?![\p{L}])/giu],
  // "to Sam" after a verb of talking is a person: "talk to Jordan", "was rude to Mia".
  ['place', /(?<![\p{L}\p{N}_])(?:in|to|from|at|visiting|outside|near|opposite|behind|inside|à|nach|en|em)\s(?<!\b(?:talk|talking|talked|speak|speaking|spoke|say|said|text|texted|write|wrote|reply|replied|explain|apologi[sz]e|apologi[sz]ed|listen|lied|lie|mean|rude|nice|married|engaged|close|next|introduce|introduced|send|sent|give|gave|message|messaged|yelled|shouted|snapped|reach out|get through|open up|up)\s(?:in|to|from|at|visiting|outside|near|opposite|behind|inside|à|nach|en|em)\s)(?:the\s(?=\p{Lu}\p{Ll}))?(\p{Lu}[\p{L}]+(?:\s\p{Lu}[\p{L}]+)?)/gu],
  ['place', VENUE_PLACE],
  ['place', /\b(?:another|a new|a different|different|new)\s(?:city|cities|country|countries|town|towns|state|time zones?)\b|\bmoved (?:cities|countries|towns|abroad)\b|\b(?:\d+|two|three|four|five) countries\b/giu],
  ['place', MOVED_TO],
  ['place', GOING_TO_OTHER],
  // A channel used as a verb names it too: "texted", "snapchatting", "whatsapped", "facetiming".
  ['channel', /\b(?:text(?:s|ing|ed)?|sms|whatsapp(?:ed|ing|s)?|instagram|insta|ig|snapchat(?:ted|ting|s)?|snap|tiktok|facebook|messenger|discord|slack|teams|team chat|group chat|e-?mails?|phone|call|calls|facetime|video calls?|voice message|zoom|linkedin|tinder|hinge|bumble|dating app|the app|dms?|google|yelp|etsy|rednote|red note|hellotalk|youtube|venmo|google translate|in person|letter|twitter|tweets?|reddit|tripadvisor|ebay|newsletter|team channel|voice notes?|voicemail|facetim(?:e|es|ed|ing)|e-?mail(?:ed|ing)|texted|text message|class chat|parents' chat|school app)\b/giu],
  ['job', /\b(?:for|as)\s(?:a|an|the|my)?\s?((?:[a-z]+\s){0,2}?[a-z]+)\s(?:role|job|position|interview)\b/giu],
  ['job', /\b(?:hiring|interviewing for|applied for|apply for|promotion to)\s(?:a|an|the|my|our|first)?\s?((?:junior|senior|lead|head|new)?\s?[a-z]+(?:\s(?:manager|engineer|developer|designer|analyst|lead|assistant|nurse|teacher))?)\b/giu],
  ['item', /\b(?:money|cash|rent|deposit|invoice|payment|refund|salary|(?<=\b(?:a|the|my|his|her|their|our|your|pay|salary|no|any|that|this|big|small|decent|proper|first|annual)\s)raise|pay rise|promotion|bills?|electricity bill|internet|wifi|tickets?|concert tickets|loan|share|discount|(?:job )?offers?|lease|report|slides|project|code|idea|proposal|logo|website|design|revisions|scope|brief|photos|features|bug|order|delivery|contract|grades?|homework|detention|chores|dishes|trash|food|groceries|cleaning schedule|noise|music|car|dog|cat|stuff|furniture|clothes|phone|screen time|weight|politics|secret|job|notice|feedback|budget|art|hiking|travel|cooking|books?|games?|soccer|football|airbnb|hotel|gas|exams?|posts?|fence|heating|shoes|business|cv|resume|math|maths|chemistry|physics|biology|history|bullying|adhd|baby|wedding dress|work)\b/giu],
  // Work products and terms: what a coworker presented, a manager scheduled, a client ordered.
  ['item', /\b(?:(?:pitch )?decks?|analysis|research|dashboards?|posters?|paper|grant(?: application)?|spreadsheets?|drafts?|designs?|redesign|roadmap|schedule|rota|deadlines?|handover|performance (?:plan|review)|(?<=\b(?:my|the|our|his|her|their|more|equal|low|extra|no|same)\s)(?:pay|title)|layoffs|tasks|sales|pull requests?|PRs?|code review|campaign|thesis|quote|package|fee|raw files|blog posts?|reels?|shipping|store credit|courses?|bookkeeping|updates?|numbers|mistake|CRM|internship|surgery|days off|time off|(?:annual|sick|maternity|paternity|parental) leave)\b/gu],
  // Personal things at stake: a habit, a health matter, a hobby, a belonging.
  ['item', /\b(?:vap(?:e|es|ing)|diary|tattoos?|divorce|braces|piano|gaming|video games?|therapy|chemo|cancer|drinking|memes|camera|gift|truck|playlist|purchases|gap year|bully|fishing|baking|climbing|astronomy|babysit(?:ting)?|assignments|essays?|recycling|bins?|boiler|washing machine|washer|mou?ld|kitten|puppy|(?<=\b(?:my|the|a|his|her|spare|house|car|door)\s)key)\b/giu],
  ['job', new RegExp(`\\b(?:interview(?:ing)?|hir(?:e|ing)|recruit(?:ing)?|reject(?:ing)?|need|needs)\\s(?:a|an|the|our|my|some|for a|for an)?\\s?((?:(?:junior|senior|part-time|full-time|head|lead|new)\\s)?(?:${JOBS}))\\b|\\b((?:(?:junior|senior|part-time|full-time)\\s)?(?:${JOBS}))\\s(?:candidates?|applicants?)\\b`, 'giu')],
  ['item', /\b(?:\d|one|two|three|four|five)[\s-]stars?\b|\b(?:(?:hate|rude|mean|nasty|snarky|public|creepy|weird|negative)\s)?comments?\b/giu],
  // "my beach photo", "our graduation video": what was posted, with the word that says which.
  ['item', /\b(?:my|our|her|his|their|the|a|this|that)\s((?:[\p{L}-]+\s){0,2}?(?:photos?|pics?|pictures?|selfies?|videos?|posts?|story|stories|reels?|tweets?|ads?|vlogs?|livestreams?|streams?|songs?|covers?|drawings?|artwork))\b/giu],
  ['item', /\b(?:tests|quiz(?:zes)?|dyslexia|autism|anxiety|inheritance|toilet paper|soap|hot water|headphones|tv|netflix|spotify|(?:cleaning )?rota|laptop|bike|keys|parking|lease|sweets|snacks|phones|workload|overtime|accent|haircut|promotion|bonus|signing bonus|notice period|reference|start date)\b/giu],
  ['item', /\bPE\b/gu],
  ['item', /\b(?:my|his|her|their|the|a|an)\s([\p{L}]+\s(?:course|degree|major|program|programme|apprenticeship|classes))\b/giu],
  // A school subject, only where it is one ("behind in reading", not "reading my diary").
  ['item', /\b(?:in|with|at|for|his|her|their|my|our)\s(reading|spelling|handwriting|science|maths?|phonics)\b/giu],
  // A school year: "year 4", "3rd grade", "grade 5".
  ['place', /\b(?:year|grade)\s\d{1,2}(?=s?\b)|\b\d{1,2}(?:st|nd|rd|th)\sgrade\b/giu],
  ['item', /\b(?:miete|alquiler|loyer|dinero|argent|geld|música|musique|deberes|devoirs|hausaufgaben|aumento|augmentation|gehaltserhöhung)(?![\p{L}])/giu],
  ['language', /\b(?:chinese|mandarin|cantonese|spanish|french|german|japanese|korean|italian|portuguese|arabic|hindi|russian|turkish|dutch|english)\b/giu],
  ['language', /\b(?:inglés|español|francés|alemán|japonés|chino|coreano|italiano|portugués|anglais|français|espagnol|allemand|japonais|chinois|coréen|italien|englisch|deutsch|spanisch|französisch|japanisch|inglês|espanhol|francês)(?![\p{L}])/giu],
  // Ages are who someone is, not how long something took: "my 8 year old", "he's 16".
  ['age', /\b(?:son|daughter|kid|child|brother|sister|teen|teenager|boy|girl|he|she)\s(?:is|was|turned|turns|just turned)\s(\d{1,2})\b(?!\s?(?:%|am|pm|minutes?|mins?|hours?|days?|weeks?|months?|years? (?!old)|foot|feet|ft|cm|kg|stone|lbs|inches|miles|km))(?!['’.,]\d)|\bde (\d{1,2}) años\b/giu],
  ['age', new RegExp(`\\b(?:is|was|turned|turns|turning|just turned|i'm|im|i am|he's|she's|hes|shes|he is|she is|they're|aged|age)\\s(${SPELLED_AGE})\\b(?![\\s-](?:of|percent|minutes?|mins?|hours?|days?|weeks?|months?|years?(?![\\s-]old)|times?|people|quid|pounds|dollars|euros|bucks|grand|hundred|thousand|k)\\b)|\\b${SPELLED_AGE}[\\s-]years?[\\s-]old\\b`, 'giu')],
  ['age', /\b\d{1,2}[\s-]years?[\s-]old\b|\b\d{1,2}\s?(?:yo|y\/o)\b|\b(?:i'm|im|i am|he's|she's|hes|shes|he is|she is|they're|turned|turning)\s(\d{1,2})\b(?!\s?(?:%|am|pm|minutes?|mins?|hours?|days?|weeks?|months?|years? (?!old)|foot|feet|ft|cm|kg|stone|lbs|inches|miles|km))(?!['’.,]\d)/giu],
  ...LATE_TIME_WORD_RULES,
];

/**
 * The same rules without the `u` flag: case-insensitive unicode matching is 3–6x slower per rule in Bun's engine,
 * and Latin, Greek and Cyrillic letters and the digits stand for \p{L} and \p{N} (the languages the rules read).
 * Keeps understand() inside its 2 ms p99 budget as the vocabularies grow; a rule keeps its identity for GATES and
 * VENUE_PLACE. Corpus extractions are identical either way (scripts/eval-extraction-corpus.ts --extracted).
 */
const LETTERS = 'A-Za-z\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0370-\\u03FF\\u0400-\\u04FF';
export function withoutUnicodeFlag(re: RegExp): RegExp {
  if (!re.flags.includes('u') || !re.flags.includes('i')) return re;
  // \p{L} inside a class becomes the ranges; outside one, a class of them.
  let source = '';
  let inClass = false;
  for (let i = 0; i < re.source.length; i++) {
    const rest = re.source.slice(i, i + 5);
    if (rest === '\\p{L}' || rest === '\\p{N}') {
      const ranges = rest === '\\p{L}' ? LETTERS : '0-9';
      source += inClass ? ranges : `[${ranges}]`;
      i += 4;
      continue;
    }
    const c = re.source[i] as string;
    if (c === '\\') {
      source += re.source.slice(i, i + 2);
      i++;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    source += c;
  }
  if (/\\[pPu]\{/.test(source) || /[\ud800-\udfff]/.test(source)) return re;
  return new RegExp(source, re.flags.replace('u', ''));
}
const MATCHERS: [FactKind, RegExp, RegExp][] = RULES.map(([kind, re]) => [kind, re, withoutUnicodeFlag(re)]);
const HANDLED = withoutUnicodeFlag(HANDLED_THING);
const AGED = withoutUnicodeFlag(PERSON_AGE);
const SPELLED_NUMBER_WORD = new RegExp(`^(?:${SPELLED_NUMBER})$`, 'i');

/**
 * Things someone has in the plural ("my parcels", "her mugs", "my notes"): open-ended, so said back only
 * after every fact the rules above name (a card's {item} slot takes the first item). People, body and
 * feelings words are left out.
 */
const OWNED_PLURAL = /\b(?:my|her|his|their|our)\s([a-z]{3,}s)\b(?<!ss|us|is)/gi;
const NOT_OWNED = new Set(('friends parents kids children folks siblings sisters brothers cousins grandparents in-laws roommates flatmates housemates mates ' +
  'girls boys guys teammates coworkers colleagues classmates followers students clients customers feelings thoughts nerves eyes hands arms legs hopes ' +
  'emotions words days years weeks months nights weekends lives plans neighbors neighbours pupils upstairs downstairs hurts').split(' '));

const NOT_PLACES = new Set([...`${WEEKDAYS}|${MONTHS}`.split('|'), 'i', 'the', 'my', 'a', 'instagram', 'tinder', 'hinge', 'bumble', 'whatsapp', 'slack', 'zoom', 'google', 'christmas', 'thanksgiving', 'english', 'chinese', 'spanish', 'french', 'german', 'japanese', 'korean', 'hindi', 'it', 'he', 'she', 'they', 'we', 'class']);

function tidy(s: string, kind: FactKind): string {
  // "a week ago" keeps its article: without it the span reads "week ago".
  const lead = kind === 'duration' ? /^(?:for|after|in|since|on|by|until|till|at|to|from|the|our|my|his|her|an?(?=\s(?:whole|entire)\b))\s/i
    // "a grand", "a hundred quid", "a dozen messages": the article is the number.
    : kind === 'amount' || kind === 'count' ? /^(?:for|after|in|since|on|by|until|till|at|to|from|the|our|my|his|her)\s/i
    : /^(?:for|after|in|since|on|by|until|till|at|to|from|visiting|the|a|an|our|my|his|her)\s/i;
  return s.replace(/\s+/g, ' ').replace(lead, '').trim();
}

/** Facts in order of appearance, de-duplicated (a fact inside a longer one of the same kind is dropped). */
export function extractFacts(input: string): Fact[] {
  const text = input.slice(0, MAX_CHARS);
  const found: (Fact & { at: number })[] = [];
  for (const [kind, re, matcher] of MATCHERS) {
    if (GATES.get(re)?.test(text) === false) continue;
    matcher.lastIndex = 0;
    for (const m of text.matchAll(matcher)) {
      // The first capturing group that took part names the fact; a rule without groups keeps its whole match.
      let raw = m.slice(1).find((g) => g !== undefined) ?? m[0];
      const grouped = raw !== m[0];
      // "my instagram post": the channel word stays its own fact.
      if (kind === 'item' && grouped) raw = raw.split(' ').filter((w) => !CHANNEL_WORD.test(w)).join(' ');
      // "the dublin office": the city is the place (knownPlaces names it), not a kind of office.
      if (re === VENUE_PLACE && isPlaceName(raw.toLowerCase().split(' ')[0] ?? '')) continue;
      if (kind === 'place' && grouped && (NOT_PLACES.has(raw.toLowerCase().split(' ')[0] ?? '') || isChannelName(raw.toLowerCase()))) continue;
      // "at Sarah's wedding": a possessive is a person, not a place.
      if (kind === 'place' && grouped && /^'s\b/.test(text.slice((m.index ?? 0) + m[0].length))) continue;
      if (kind === 'job' && /^(?:a|an|the|me|him|her|them|someone|it|this|that|more|new|interview|job)$/i.test(raw.trim())) continue;
      const value = tidy(raw, kind);
      if (isNotAQuantity(kind, value, text, m.index ?? 0, (m.index ?? 0) + m[0].length)) continue;
      // "meeting my boyfriend's parents" is a verb, not an event.
      if (kind === 'event' && /^meeting$/i.test(value) && !/^(?:a|the|our|my|this|that|next|weekly|team)\s/i.test(raw) && /^\s+(?:my|his|her|their|your|him|them|up|with|someone|new)\b/i.test(text.slice((m.index ?? 0) + m[0].length))) continue;
      if (!value || (kind === 'event' && /^(?:round|review|test|match|play|show|screen|session|call)$/i.test(value) && !/\b(?:first|second|third|final|1st|2nd|3rd)\b/i.test(raw) && value.length < 5)) continue;
      found.push({ kind, text: value, at: (m.index ?? 0) + m[0].indexOf(raw) });
    }
  }
  for (const m of text.matchAll(AGED)) {
    if (isPersonWord((m[1] as string).toLowerCase())) found.push({ kind: 'age', text: m[2] as string, at: (m.index ?? 0) + m[0].lastIndexOf(m[2] as string) });
  }
  for (const m of text.matchAll(KEY_PHRASES)) found.push({ kind: 'item', text: m[0], at: m.index ?? 0 });
  for (const p of knownPlaces(text)) found.push({ kind: 'place', text: p.text, at: p.at });
  for (const p of tradePlaces(text)) found.push({ kind: 'place', text: p.text, at: p.at });
  for (const p of unlistedPlaces(text)) found.push({ kind: 'place', text: p.text, at: p.at });
  for (const c of namedChannels(text)) found.push({ kind: 'channel', text: c.text, at: c.at });
  // Ages, jobs and work standings said inside a clause about someone (clause-facts.ts): "the new guy who is 24", "she is a marine biologist".
  for (const f of clauseFacts(text)) found.push(f);
  // An occasion typed with one slip (relationship-facts.ts): "her weding".
  for (const f of misspeltOccasions(text)) found.push(f);
  // Work, school, health and family-law details (work-things.ts).
  for (const w of workThings(text)) found.push(w);
  for (const m of text.matchAll(OWNED_PLURAL)) {
    const thing = m[1] as string;
    // "her sons mark", "my daughters teacher": people in the plural or with the apostrophe left out are not things.
    if (!NOT_OWNED.has(thing.toLowerCase()) && !isPersonWord(thing.toLowerCase())) found.push({ kind: 'item', text: thing, at: MAX_CHARS + (m.index ?? 0) });
  }
  for (const m of text.matchAll(HANDLED)) {
    // "my leather jacket": a second plain word is the head noun the first describes; "my shampoo without asking" ends at the preposition.
    // "lent his brother five grand": a person is who is handled, not a thing, and a number after a noun opens the next fact.
    if (isPersonWord((m[1] as string).toLowerCase())) continue;
    const head = m[2] && !ENDS_PHRASE.has(m[2].toLowerCase()) && !/ly$/i.test(m[2]) && !SPELLED_NUMBER_WORD.test(m[2]) ? m[2] : undefined;
    const thing = (head ? `${m[1]} ${head}` : (m[1] as string)).toLowerCase();
    const last = thing.split(' ').pop() as string;
    if (ENDS_PHRASE.has(last) || /ly$/.test(last) || NOT_THINGS.has(last) || NOT_OWNED.has(last) || isPersonWord(last) || (!head && /(?:ed|ing)$/.test(last))) continue;
    found.push({ kind: 'item', text: head ? `${m[1]} ${head}` : (m[1] as string), at: MAX_CHARS + (m.index ?? 0) });
  }
  // Things named by grammar (noun-phrases.ts): said after every other fact, and not where another fact already names the words.
  // A phrase that names a ruled item's kind of thing ("gift" → "a gift card", "wifi" → "the wifi bill") replaces it below.
  const named = found.map((f) => ({ text: f.text.toLowerCase(), kind: f.kind }));
  // A possessive without its apostrophe ("my dads house") is read as one, as people.ts reads it (role-people.ts).
  for (const p of [...nounPhrases(restorePossessives(text, isPersonWord)), ...bareObjects(text), ...bareThings(text), ...activities(text), ...otherLanguageThings(text), ...roleThings(text)]) {
    const lower = p.text.toLowerCase();
    if (named.some((f) => f.text.includes(lower) || (lower.includes(f.text) && f.kind !== 'item'))) continue;
    named.push({ text: lower, kind: 'item' });
    found.push({ kind: 'item', text: p.text, at: 2 * MAX_CHARS + p.at });
  }
  // The rest of a list a thing stands in (conjuncts.ts): "clothes and skincare", "pottery, sushi and anything outdoors".
  for (const p of conjuncts(text, found.filter((f) => f.kind === 'item' || f.kind === 'event').map((f) => f.text))) {
    const lower = p.text.toLowerCase();
    if (named.some((f) => f.text.includes(lower) || lower.includes(f.text))) continue;
    named.push({ text: lower, kind: 'item' });
    found.push({ kind: 'item', text: p.text, at: 2 * MAX_CHARS + p.at });
  }
  found.sort((a, b) => a.at - b.at || b.text.length - a.text.length);
  const out: Fact[] = [];
  for (const f of found) {
    const lower = f.text.toLowerCase();
    if (out.some((o) => o.text.toLowerCase().includes(lower) || (o.kind === f.kind && lower.includes(o.text.toLowerCase())))) {
      const i = out.findIndex((o) => o.kind === f.kind && lower.includes(o.text.toLowerCase()) && lower !== o.text.toLowerCase());
      if (i >= 0) {
        out[i] = { kind: f.kind, text: f.text };
        // "the wifi bill" stands for the "bill" ruled beside "wifi" too.
        for (let j = out.length - 1; j > i; j--) if ((out[j] as Fact).kind === f.kind && lower.includes((out[j] as Fact).text.toLowerCase())) out.splice(j, 1);
      }
      continue;
    }
    out.push({ kind: f.kind, text: f.text });
    if (out.length >= 12) break;
  }
  return out;
}
