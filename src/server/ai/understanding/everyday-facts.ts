import { SPELLED_AGE, SPELLED_ROUND } from './number-words';
import type { FactKind } from './types';
import { FULL_MONTHS, MONTHS_AND_SHORT, WEEKDAYS } from './calendar-words';

/**
 * Everyday forms of facts the main rules (facts.ts) do not cover, by word class and grammar position rather
 * than by phrase: clock times said in words ("half ten", "quarter past six", "noon"), calendar dates ("June
 * 14th", "the 3rd of May", "on 3/12"), days relative to another ("the next morning", "the weekend after
 * next"), named holidays and paydays, money slang ("a tenner"), household, money and school things, family
 * occasions, public places ("the courthouse", "at the station"), and dates, seasons and occasions in Spanish, French, German,
 * Portuguese and Italian. Issue #21 point 3: a fact the user gave that the answer cannot name.
 */
const MONTHS = MONTHS_AND_SHORT;
const ORDINAL_DAY = '(?:[12]?\\d|3[01])(?:st|nd|rd|th)';
const HOUR_WORD = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
/** Words that put a clock time after them: "at half ten", "by quarter past six", "around 7.30". */
const AT = 'at|by|till|until|til|from|around|about|before|after';

export const EVERYDAY_RULES: [FactKind, RegExp][] = [
  // Clock times in words and with a dot: "half ten", "half past six", "quarter to nine", "7.30", "noon", "midday".
  ['time', new RegExp(`\\b(?:${AT})\\s((?:half|quarter)\\s(?:past\\s|to\\s)?(?:${HOUR_WORD}|\\d{1,2})|(?:${HOUR_WORD})(?:\\so'clock|\\sthirty|\\sfifteen|\\sforty-five)|\\d{1,2}:[0-5]\\d(?:\\s?(?:am|pm))?)\\b|\\b(?:at|by|till|until|before)\\s(\\d{1,2}\\.[0-5]\\d(?:\\s?(?:am|pm))?)\\b`, 'giu')],
  ['time', /\b(?:at\s|by\s|around\s|before\s|after\s|till\s|until\s)?(?:noon|midday|lunchtime|teatime|dinnertime|bedtime|first thing (?:in the morning|tomorrow)|close of business|end of (?:shift|school|business|play))\b/giu],
  // Calendar dates: "June 14th", "14th of June", "14 June", "the 3rd", "on 3/12".
  ['time', new RegExp(`\\b(?:${FULL_MONTHS})\\s${ORDINAL_DAY.replace('(?:st|nd|rd|th)', '(?:st|nd|rd|th)?')}\\b|\\b(?:the\\s)?${ORDINAL_DAY}\\sof\\s(?:${MONTHS})\\b|\\b(?:[12]?\\d|3[01])\\s(?:${FULL_MONTHS})\\b|\\b(?:on|by|before|after|until|till|from|since|due)\\s(?:the\\s)?(${ORDINAL_DAY}(?:\\sof\\s(?:${MONTHS}))?|(?:[1-9]|[12]\\d|3[01])\\/(?:[1-9]|[12]\\d|3[01])(?:\\/\\d{2,4})?)(?![\\/\\d])(?!\\s(?:time|attempt|try|floor|day|week|month|year|grade|date|round|place|row|one|person|message|text)\\b)`, 'giu')],
  // Days told from another day: "the next morning", "the following day", "the weekend after next", "Friday after next".
  ['time', new RegExp(`\\b(?:the\\s)?(?:next|following|previous)\\s(?:day|morning|night|evening|afternoon)\\b|\\b(?:(?:the\\s)?week|(?:the\\s)?weekend|${WEEKDAYS})\\safter\\snext\\b|\\bin\\s(?:a\\s(?:week|fortnight|month)|(?:two|three|four|five|six|a\\sfew|a\\scouple\\sof|\\d)\\s(?:days|weeks|months))(?:'?\\stime)?\\b`, 'giu')],
  // Holidays and paydays beyond the ones facts.ts names.
  ['time', /\b(?:(?:next|this|last|on|by|until|till|before|after|since)\s)?(?:boxing day|labou?r day|memorial day|mother'?s day|father'?s day|independence day|new year'?s day|bank holiday(?: weekend)?|spring break|half[\s-]term|reading week|st\.? patrick'?s day|black friday|hogmanay|passover|yom kippur|rosh hashanah|lunar new year|midsummer|pay ?day|the holidays|christmas break|summer break|winter break|summer holidays?|school holidays?|mardi gras|carnival|carnaval|august bank holiday)\b/giu],
  // Money slang for notes: "a tenner", "another fiver", "two twenties".
  ['amount', /\b(?:(?:a|another|an extra|one|two|three|the)\s)?(?:tenner|fiver)s?\b|\b(?:a|another)\stwenty(?=\s*(?:$|[,.;!?]|\s(?:for|and|from|to|on|back)\b))/giu],
  // A price said as what something went for, and a discount: "sold me her old laptop for 300", "wants 200 off".
  ['amount', /\b(?:sold|sells?|selling|bought|buys?|buying|rented|renting|listed|priced|charging|paying|paid)\s(?:[\p{L}']+\s){0,5}?for\s((?:about|around|like|almost|only|just)?\s?\d{2,}[\d,.]*k?)\b(?![.,:\/]\d)(?!\s?(?:%|am|pm|minutes?|mins?|hours?|days?|weeks?|months?|years?|times?|people|of|or|to)\b)|\b(\d{2,}[\d,.]*k?)\s(?:off|discount)\b/giu],
  // Ages from a person written with "was"/"is"/"turns": "when I was 19", "grandma turns 90". Not "I was 5 minutes late".
  ['age', new RegExp(`\\b(?:i|he|she|you)\\s(?:was|were|am|is)\\s(\\d{1,2}|${SPELLED_AGE})\\b(?![\\s-]?(?:%|am|pm|minutes?|mins?|hours?|days?|weeks?|months?|years?(?![\\s-]old)|times?|people|quid|pounds|dollars|euros|bucks|k|hundred|thousand|of|or|out|points?|grand|percent|foot|feet|ft|cm|kg|stone|lbs|inches|miles|km|seconds?|secs?)\\b)(?![.,:/]\\d)|\\b(?:turns|just turned|is turning)\\s(\\d{1,2}|${SPELLED_ROUND})\\b(?![\\s-]?(?:%|minutes?|hours?|days?|weeks?|months?|times?))`, 'giu')],
  // Life events said with "got": "got engaged", "getting fired", "got laid off" (not "got it", "got home").
  ['event', /\b(?:got|get|gets|getting|gotten)\s(?:engaged|married|divorced|fired|sacked|promoted|demoted|dumped|pregnant|laid off|let go|evicted|expelled|suspended|excluded|hired|headhunted)\b/giu],
  // Family and life occasions, work and school occasions, travel.
  ['event', /\b(?:gender reveal|baby shower|bridal shower|bachelorette(?: party)?|bachelor party|hen (?:do|party|weekend)|stag (?:do|party|weekend)|leaving (?:do|party|drinks)|send-off|farewell(?: party| drinks)?|house party|block party|potluck|cookout|dinner party|surprise party|christmas (?:do|party|dinner)|work do|office party|offsite|off-site|away day|team building|retreat|fundraiser|bake sale|open day|open evening|sports day|nativity|school play|assembly|prize giving|parents'? evening|parent[\s-]teacher (?:conference|meeting|night)|quincea[ñn]era|bar mitzvah|bat mitzvah|memorial service|vigil|audition|tryouts?|tournament|marathon|road trip|camping trip|ski trip|golf trip|girls'? trip|lads'? holiday|playdate|court date|court hearing|appointment|flights?|move in|moving in|moving out|moving day|housewarming|performance review|appraisal|probation review|exit interview|all[\s-]hands|town hall|gig|wedding|reunion|orientation|induction|onboarding|midterms?|mid-terms?|freshers'? week|breakup|break-up|mental health day|sick day|open mic)\b/giu],
  // A birthday named by its number after whose it is or how big: "her 60th", "for my 30th", "Dad's 50th", "a big 60th" (not "the 3rd attempt").
  ['event', /\b(?:my|his|her|their|our|your|[\p{L}]+'s|a\s(?:big|huge|surprise|joint))\s((?:1[3-9]|[2-9]\d|100)(?:st|nd|rd|th)(?:\sbirthday)?)\b(?!\s(?:time|attempt|try|floor|grade|round|place|row|date|day|week|month|year|one|of|anniversary))/giu],
  // Household, money and school things at stake.
  ['item', /\b(?:utilities|utility bills?|petrol|fuel|diesel|gas bill|water bill|council tax|insurance|car insurance|mortgage|tuition|student loan|credit card|overdraft|savings|pension|inheritance|alimony|child support|allowance|pocket money|degree|masters|phd|dissertation|coursework|assessment|diagnosis|medication|meds|sofa|mattress|parking space|spare room|guitar|drums|violin|cello|bass|ukulele|keyboard|saxophone|trumpet|flute|iphone|ipad|macbook|ps5|xbox|engagement ring|necklace|bridesmaid|maid of honou?r|best man|groomsman|age gap|age difference)\b/giu],
  // Homes as places: "his parents' house", "my mum's place", "their flat"; departments: "from accounting", "in marketing".
  ['place', /\b(?:at|to|from|in|outside)\s(?:the|my|his|her|their|our|your)\s(house|flat|apartment|cottage|cabin|caravan|villa|farm)\b/giu],
  ['place', /\b(?:countryside|courthouse|registry office|city hall|train station|bus station|campsite|community cent(?:re|er)|village hall|leisure cent(?:re|er)|ice rink|supermarket)\b|\b(?:at|to|from|outside|near)\sthe\s(gate|station|dentist|doctor'?s|vets?|hairdresser'?s|hotel|venue|pool|cottage|cabin|caravan|register|checkout|till|front desk)\b/giu],
  // Dates, seasons, frequencies and occasions in Spanish, French, German, Portuguese and Italian.
  ['time', /(?<![\p{L}])(?:verano|invierno|primavera|otoño|été|hiver|printemps|automne|sommer|frühling|herbst|verão|inverno|outono|autunno|navidades|vacaciones de verano|fin de semana|finde|week-end|wochenende|fim de semana|fine settimana|todos los días|cada día|cada semana|tous les jours|chaque (?:jour|semaine|soir)|jeden (?:tag|abend|morgen)|jede woche|todo dia|todos os dias|ogni giorno|ogni settimana|esta noche|ce soir|heute abend|hoje à noite|stasera|domani|ieri|oggi|amanhã|ontem|hoje)(?![\p{L}])/giu],
  ['event', /(?<![\p{L}])(?:vacaciones|vacances|urlaub|férias|vacanze|planes|jantar|almoço|pranzo|cena de navidad|dîner|déjeuner|abendessen|mittagessen|fiesta de cumpleaños|boda|graduación|examen|examens|prüfung|prova|esame|entrevista de trabajo|reunión de trabajo)(?![\p{L}])/giu],
  // Rent and deposit, as the English money nouns (not French "caution", an English word).
  ['item', /(?<![\p{L}])(?:alquiler|loyer|miete|aluguel|affitto|fianza|kaution|caução|cauzione)(?![\p{L}])/giu],
  ['channel', /(?<![\p{L}])(?:mensajes?|mensagens?|messaggi|nachrichten|nachricht|textos|correo|courriel)(?![\p{L}])/giu],
];

/** Units, money and words a number does not count as things: "three weeks" is a duration, "50 bucks" an amount. */
const NOT_COUNTED = 'seconds|secs|minutes|mins|hours|hrs|days|nights|evenings|mornings|afternoons|weekends|weekdays|weeks|fortnights|months|years|yrs|decades|' +
  'times|ways|shifts|terms|semesters|dollars|euros|pounds|bucks|quid|cents|pence|grand|stars|percent|things|thousands|hundreds|millions|ones|others|lots';
/** How many of something: "200 guests", "three kids", "two jobs", "1,200 followers", "a dozen messages". */
export const COUNT_OF_THINGS = new RegExp(
  `\\b((?:\\d{1,3}(?:,\\d{3})+|\\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred|hundreds of|a dozen|dozens of)\\s` +
    `(?:(?:more|other|new|different|extra|separate|full|whole|little|young|small|older|younger|part-time)\\s)?(?!(?:${NOT_COUNTED})\\b)(?:[a-z]{2,}s(?<!ss|us|is)|people|children|men|women|staff))\\b(?![\\s-](?:old|ago|later|in a row)\\b)`,
  'gi',
);
export const COUNT_GATE = /\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|dozen)\b/i;

/** "my stepson is 14", "her nephew just turned 9": an age after any word for a person (checked against people.ts). */
export const PERSON_AGE = /\b(?:my|his|her|their|our|your)\s(?:(?:little|big|older|younger|eldest|oldest|youngest|baby|new|step)\s)?([\p{L}-]+)\s(?:is|was|turned|turns|just turned|is turning|is only|was only|is nearly|is almost)\s(\d{1,2})\b(?![\s-]?(?:%|am|pm|minutes?|mins?|hours?|days?|weeks?|months?|years?(?![\s-]old)|times?|people|quid|pounds|dollars|euros|bucks|k|hundred|thousand|of|or|points?|grand|percent|foot|feet|ft|cm|kg|stone|lbs|miles|km|seconds?))(?![.,:/]\d)/giu;

/**
 * Things someone takes, lends, breaks or uses of someone else's: the object of a verb of having after a
 * possessive ("borrowed my lawnmower", "uses my shampoo", "broke her laptop"). Open-ended, so listed after
 * every fact the rules name, and not when the word is a person, a body part or an abstract noun.
 */
const HANDLING = 'borrow(?:s|ed|ing)?|lend(?:s|ing)?|lent|broke|break(?:s|ing)?|bought|buy(?:s|ing)?|sold|sell(?:s|ing)?|took|take(?:s|n)?|stole|steal(?:s|ing)?|lost|lose|los(?:es|ing)|use(?:s|d)?|using|ate|eat(?:s|ing)?|drank|drink(?:s|ing)?|wear(?:s|ing)?|wore|return(?:s|ed|ing)?|wreck(?:s|ed)?|damag(?:e|es|ed|ing)|scratch(?:es|ed)?|crash(?:es|ed)?|smash(?:es|ed)?|ruin(?:s|ed)?|spill(?:s|ed)?|finish(?:es|ed)?|hid(?:e|es)?|threw out|throw(?:s|ing)? out|gave away|give away|sold off|moved|touch(?:es|ed)?|open(?:s|ed)?|read(?:s)?|went through|go(?:es)? through';
export const HANDLED_THING = new RegExp(`\\b(?:${HANDLING})\\s(?:my|his|her|their|our|your)\\s(?:(?:new|old|favourite|favorite|expensive|good|last|spare)\\s)?([a-z]{3,})(?:\\s([a-z]{3,}))?\\b`, 'giu');
/** Words that end a noun phrase: "uses my shampoo without asking", "lose her completely", "took my car yesterday". */
export const ENDS_PHRASE = new Set(('and but or nor for yet without with about from into onto over under after before behind again anymore too also then than ' +
  'when while because since until till though although even just still already back out off away home here there today tonight tomorrow yesterday ' +
  'every each all both some any more most much many that this these those which who whom whose what where why how the his her their our your its ' +
  'was were are had has have been being did does will would could should can may might must not never always against across around through ' +
  'toward towards during like near inside outside within upon via per along among beside beyond despite except onto past unlike sometimes often ' +
  'anyway instead later first last once twice everywhere somewhere anywhere together alone again without asking telling saying permission').split(' '));
/** Objects that are not things at stake: feelings, time, abstract nouns, body parts, places and the like. */
export const NOT_THINGS = new Set(('time life mind head heart feelings side point turn fault way word words chance advice number name place home house room ' +
  'job work day week money stuff things thing attention trust patience temper energy confidence voice face hand hands arm arms eyes hair body ' +
  'breath best own part role share seat call calls texts messages message side lead opinion opinions ideas idea advice help break lunch dinner ' +
  'breakfast coffee food meal drinks drink kids children child son daughter sister brother mum mom dad family friends friend partner wife husband ' +
  'boyfriend girlfriend boss manager car phone money mood plans plan chances reputation relationship evening night weekend morning ' +
  'concentration cool sanity dignity virginity privacy space spot birthday life lives self one ones things side sides bit lot rest half').split(' '));
