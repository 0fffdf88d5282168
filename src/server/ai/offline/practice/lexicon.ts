import type { PhraseList } from '../phrase-match';

/**
 * Word lists for classifying a practice line. Phrases are matched on word tokens with punctuation
 * dropped ("sorry, but" = "sorry but"); a phrase with an apostrophe also matches without it
 * ("i'm" = "im"). Weights are unused here (each list is one move), so they are all 1.
 */
const list = (...phrases: string[]): PhraseList => {
  const out = new Set<string>();
  for (const p of phrases) {
    out.add(p);
    if (p.includes("'")) out.add(p.replaceAll("'", ''));
  }
  return [...out].map((p) => [p, 1] as const);
};

export const GREETING_WORDS = new Set(['hey', 'hi', 'hello', 'heya', 'hiya', 'yo', 'howdy', 'morning', 'evening', 'hallo', 'hei']);

export const QUESTION_STARTS = new Set(
  'what whats how hows when where why who which do does did are is was were have has can could would will wanna any anything'.split(' '),
);

export const YOU_WORDS = new Set(["you", 'your', "you're", 'youre', "you've", "you'd", "you'll", 'yourself', 'u', 'ur']);
export const FIRST_PERSON = new Set(['i', "i'm", 'im', "i've", 'ive', "i'd", "i'll", 'my', 'me', 'myself']);

export const LISTENING = list(
  'sounds like', 'that sounds', 'must have been', 'must be', 'that must', 'i hear you', 'i understand', 'i get it', 'i get that',
  'i get why', 'i can see why', 'i see why', 'i can imagine', 'makes sense', "you're right", 'you are right', 'fair enough', 'fair point',
  'good point', 'thank you for telling me', 'thanks for telling me', 'thanks for sharing', 'thanks for being honest',
  'thank you for being honest', "i didn't realise", "i didn't realize", 'no worries', 'no pressure', 'totally understand',
  'totally get', 'completely understand', 'take your time', 'how you felt', 'you felt', 'made you feel', 'so what you mean',
  "so you're saying", 'if i understand', 'sorry to hear', 'sorry that happened', 'sorry you had', 'that is frustrating',
  "that's frustrating", 'that sucks', 'i appreciate', 'thank you for your patience', 'thanks for your patience',
  "i'm listening", 'tell me more', 'no problem at all', 'all good', 'of course',
);

export const APOLOGY = list(
  'sorry', 'i apologise', 'i apologize', 'my apologies', 'my fault', 'i was wrong', 'i messed up', 'i screwed up', "i shouldn't have",
  'i should not have', 'i take responsibility', "that's on me", 'that was on me', 'i regret', 'i hurt you', 'forgive me', 'i owe you an apology',
  'we messed up', 'we got it wrong', 'our mistake', 'our fault',
);
/** Apology words that are really sympathy ("sorry to hear"), removed before looking for an apology. */
export const SYMPATHY = list('sorry to hear', 'sorry that happened', 'sorry you had', 'so sorry you');

export const EXCUSE = list(
  'sorry if', 'sorry but', "i'm sorry but", 'not my fault', "wasn't my fault", 'was not my fault', "if you hadn't", 'i only did',
  'i was just', 'i was only', "it's not like", 'but you also', 'but you did', 'but you were', 'but still',
);

export const BLAME = list(
  'your fault', 'you always do', 'you always have to', 'you always ignore', 'you never listen', 'you never care', 'you never text',
  'you never have', 'you made me', 'you overreacted', "you're overreacting", 'you are overreacting', 'you started',
  'because of you', "it's on you", 'you should have', "you shouldn't have", 'you were the one', 'you ruined', 'you caused',
  'you should read', 'you should have read', 'you did it wrong', 'user error', 'you ordered the wrong', 'your own fault',
);

/**
 * Guilt, pressure and threat phrases: features of the learned signal (red-flag-model.ts) only. The
 * moves are read by shape (red-flags.ts), which sees who says what to whom; as moves these lists
 * fired on innocent senses ("come on in", "you owe me nothing", "I'll tell everyone about your bakery").
 */
export const GUILT = list(
  'after everything', 'after all i', 'you owe me', "i guess i'm not good enough", "i'm not good enough", 'not good enough for you',
  "you don't care", 'if you cared', 'if you really cared', 'i thought you were different', 'nobody likes me', 'fine whatever',
  'forget it then', "you're breaking my heart", 'look what you did', 'you always do this', 'i did everything for you',
  "i'll be so sad", "i'll be crushed", 'how could you do this to me', 'you led me on',
);

export const PRESSURE = list(
  'come on', "c'mon", 'cmon', 'why not', 'please please', 'pleeease', 'pleease', 'pls pls', 'just say yes', 'say yes', 'you have to',
  "don't be like that", 'stop playing hard to get', 'playing hard to get', 'give me a chance', 'just one chance', 'just one date',
  'answer me', 'why are you ignoring', "i won't take no", "i'm not taking no", "what's the problem", "don't overthink",
  'just give it a try', 'you know you want', "i'm not giving up", 'i wont give up', 'i insist',
  'just admit', 'stop making excuses', 'why are you being', 'just do it',
);

export const INSULT_WORDS = new Set([
  'stupid', 'idiot', 'idiotic', 'dumb', 'moron', 'moronic', 'loser', 'pathetic', 'ugly', 'bitch', 'slut', 'whore', 'worthless', 'incompetent',
  'useless', 'psycho', 'freak', 'clown', 'retard', 'retarded', 'lazy', 'fat', 'dumbass', 'jerk', 'asshole', 'bastard', 'hopeless',
  'annoying', 'clingy', 'weirdo', 'cow', 'pig', 'disgusting',
]);
/** An insult word counts when it is aimed at a person: one of these shortly before it. */
export const INSULT_TARGETS = new Set([
  'you', "you're", 'youre', 'your', 'ur', 'u', 'yourself', 'he', 'she', 'they', "he's", "she's", "they're", 'him', 'her', 'them', 'boss',
  'manager', 'company', 'team', 'colleague', 'coworker', 'teacher', 'customer', 'son', 'daughter', 'kid', 'child', 'such', 'what',
]);
export const INSULT = list(
  'shut up', 'screw you', 'fuck you', 'f you', 'fuck off', 'piss off', 'hate you', 'you suck', 'get lost', 'who cares', 'nobody cares',
  'you wish', 'as if', 'get over it', 'not my problem', 'deal with it', 'ok boomer', 'what a joke', 'you people',
  'waste of time', 'go away', 'drop dead', '🙄', '🖕',
);

export const CRUDE = list(
  'nudes', 'send pics', 'send me pics', 'sexy', 'sex', 'your body', 'hot body', 'boobs', 'tits', 'dick', 'naked', 'hook up',
  'sleep with me', 'netflix and chill',
);

export const THREAT = list(
  "or i'll quit", 'or i quit', "i'll quit", 'i will quit', "i'm quitting", 'or else', "i'll sue", "i'll report you", "you'll regret",
  "you'll be sorry", 'watch your back', "i'll find you", "i'll tell everyone", "i'll post", "i'll expose", "i'll make you pay",
);

export const DISMISS = list(
  'calm down', 'just relax', "relax it's", 'chill out', 'not a big deal', "it's not a big deal", 'ok whatever', 'yeah whatever',
  'whatever then', "you're being dramatic", "that's just policy",
  'nothing i can do', 'nothing we can do', 'read the terms', 'not our problem', "it's your problem", 'stop complaining', 'so what',
  'too sensitive', "you're too sensitive", "it's just a joke",
);

export const TOO_INTENSE = list(
  'i love you', 'marry me', 'soulmate', 'soul mate', 'obsessed with you', "can't stop thinking about you", 'i think about you all the time',
  "you're the one", 'meant to be', "i can't live without you", 'love of my life', 'i dream about you', 'be mine',
);

export const GIVE_UP = list(
  "i don't know", 'idk', 'no idea', 'no clue', 'never mind', 'nevermind', 'forget it', 'pass', 'skip', 'i give up', 'dunno',
);

export const COMPLIMENT_ADJECTIVES = new Set(
  ('nice cool great amazing awesome funny smart kind sweet cute beautiful pretty gorgeous lovely talented brilliant impressive ' +
    'interesting fun hilarious clever thoughtful inspiring wonderful fantastic incredible stunning adorable charming helpful patient ' +
    'good best excellent generous caring fascinating creative strong').split(' '),
);
export const COMPLIMENT = list(
  'well done', 'proud of you', 'i admire', 'great job', 'good job', 'nice job', 'great work', 'great question', 'good question',
  'great taste', 'good taste', 'love your', 'like your', 'adore your', 'you have great', 'you have a great', "you've got great",
  'impressive', 'you nailed', 'you did great', 'you were great', 'great point',
);

export const HUMOUR = list(
  'haha*', 'hehe*', 'lol', 'lmao', 'rofl', 'jk', 'just kidding', 'joking', '😂', '🤣', '😄', '😆', '😅', '😜', '😉', '😛', '😁', 'xd',
);

export const INVITE_CUES = list(
  'want to', 'wanna', 'would you like', 'would you want', 'would you be up for', 'would you be down', 'down to', 'do you want', "let's", 'lets',
  'how about', 'what about', 'are you free', 'you free', 'join me', 'come with me', 'up for', 'fancy', 'go out with me', 'grab', 'we should',
  'shall we', 'can i take you', "i'd love to take you", "i'd like to take you", 'could we', 'can we', 'would you go', 'will you go',
  'with me', 'i was wondering if', 'are you around', 'free on', 'free this', 'free tomorrow', 'free tonight', 'we could',
);
export const INVITE_VAGUE = list('hang out', 'go out', 'get together', 'meet up', 'sometime', 'some time', 'one day', 'at some point', 'see you again');

export const ACTIVITIES = list(
  'coffee', 'tea', 'boba', 'bubble tea', 'lunch', 'dinner', 'brunch', 'breakfast', 'drinks', 'a drink', 'a beer', 'cocktails', 'movie', 'movies',
  'film', 'cinema', 'walk', 'hike', 'hiking', 'concert', 'gig', 'show', 'museum', 'gallery', 'exhibition', 'ramen', 'sushi', 'pizza', 'tacos',
  'burgers', 'ice cream', 'dessert', 'bowling', 'climbing', 'picnic', 'market', 'karaoke', 'escape room', 'mini golf', 'arcade', 'skating',
  'festival', 'study session', 'study together', 'bike ride', 'the park', 'the beach', 'a play', 'theatre', 'theater', 'comedy', 'restaurant',
  'cafe', 'café', 'bar', 'zoo', 'aquarium', 'food', 'eat', 'game', 'pottery', 'board games', 'trivia', 'quiz night', 'gelato', 'bakery',
);

/** Days, times and dates that make a plan specific. */
export const TIME_RE =
  /\b(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|(?:this|next) (?:weekend|week|month)|weekend|after (?:class|school|work|practice|the game|lunch)|before class|lunchtime|noon|\d{1,2}(?::\d{2})?\s?(?:am|pm)|at \d{1,2}(?::\d{2})?|\d{1,2}(?:st|nd|rd|th)\b|end of (?:the )?(?:week|month|day|quarter)|within \d+ (?:hours?|days?)|in (?:\d+|one|two|three|a) (?:hours?|days?|weeks?|months?)|weekly|every (?:week|day|morning|evening|monday|tuesday|wednesday|thursday|friday)|biweekly|fortnightly|january|february|march|april|may|june|july|august|september|october|november|december)\b/;

export const NEXT_STEP_CUES = list(
  'can we', 'could we', 'would you be open', 'would you be up for', 'are you open', 'maybe we could', 'how about', "let's", 'lets', 'want to',
  'would you like to', "if you're up for", 'whenever you are ready', "whenever you're ready", 'when you are ready', "when you're ready",
  'would it be ok', 'would it be okay', 'i would love to', "i'd love to", "i'd like to", 'i would like to', 'are you free',
);
export const NEXT_STEP_ACTS = list('talk', 'call', 'chat', 'coffee', 'meet', 'catch up', 'see each other', 'grab', 'lunch', 'walk', 'dinner', 'see you', 'hang out', 'meet up');

export const ASK_TOPICS = list(
  'raise', 'pay rise', 'salary', 'pay', 'compensation', 'promotion', 'increase', 'bonus', 'extension', 'more time', 'deadline', 'remote',
  'work from home', 'day off', 'time off', 'budget', 'title', 'headcount', 'senior', 'review', 'hybrid', 'four-day', 'training',
);
export const ASK_CUES = list(
  "i'd like", 'i would like', "i'm asking", 'i am asking', 'i want to ask', 'can we discuss', 'could we discuss', 'can we talk about',
  'could we talk about', 'i think i deserve', "i'm hoping", 'i am hoping', "i'm requesting", 'i am requesting', 'could i', 'can i',
  'would it be possible', 'i propose', 'i am proposing', "i'm proposing", 'move to', 'bring my', 'adjust my', 'i need', 'i would need',
  "i'd need", 'i want', 'i am looking for', "i'm looking for", 'i believe', 'in line with', 'be considered for',
);

export const EVIDENCE = list(
  'i led', 'i lead', 'i delivered', 'i shipped', 'i launched', 'i built', 'i managed', 'i increased', 'i reduced', 'i cut', 'i saved', 'i grew',
  'i improved', 'i closed', 'i handled', 'i took on', 'i trained', 'i mentored', 'i organised', 'i organized', 'i created', 'i designed',
  'i solved', 'i fixed', 'i brought', 'i won', 'i negotiated', 'i drove', 'i doubled', 'i onboarded', "i've led", "i've delivered",
  "i've taken on", "i've managed", "i've built", "i've grown", "i've brought", 'we increased', 'we launched', 'we grew', 'we cut', 'we reduced',
  'we saved', 'we shipped', 'as a result', 'the result was', 'which led to', 'resulted in', 'for example', 'for instance', 'last quarter',
  'since i joined', 'this year i', 'i was responsible for', 'i am responsible for', "i'm responsible for", 'i achieved', 'i exceeded',
  'i hit', 'i beat', 'my results', 'my numbers', 'i finished', "i've finished", 'i completed', "i've completed", "i've done",
  'already finished', 'already done', 'so far i', 'i have finished', 'i have completed',
);
export const NUMBER_RE = /(?:\d+(?:[.,]\d+)?\s?(?:%|percent|k\b)|[$€£]\s?\d|\d+\s?(?:dollars|euros|pounds)|\b\d{2,}\b)/;

export const REMEDY = list(
  'refund', 'refunded', 'replacement', 'replace', 'exchange', 'reship', 'resend', 'send you a new', 'send a new', 'credit', 'voucher',
  'discount', 'compensate', 'cover the cost', 'free shipping', 'express shipping', 'fix it', 'repair', 'waive', 'money back',
);
export const REMEDY_VAGUE = list("we'll look into it", "i'll look into it", 'look into it', 'sort it out', 'see what i can do', 'escalate', 'get back to you', 'check on it', 'let me check');

export const PLAN_WORDS = list(
  'check in', 'check-in', 'follow up', 'follow-up', 'next step', 'next steps', 'meet', 'meeting', 'catch up', 'call', 'touch base',
  'update you', 'email you', 'hear from us', 'hear back', 'get back to you', 'schedule', 'set up', 'plan', 'try', 'review', 'progress report',
  'weekly update', 'note home', 'reading log', 'homework plan',
);

export const BEHAVIOURAL = list(
  'tell me about a time', 'describe a time', 'give me an example', 'walk me through', 'how did you handle', 'how would you handle',
  'what would you do if', 'how do you approach', 'what did you learn', 'tell me about a project', 'talk me through', 'what was the hardest',
  'what was the biggest', 'how did you deal', 'share an example', 'an example of',
);

export const ILLEGAL_QUESTIONS = list(
  'how old are you', 'your age', 'are you married', 'do you have kids', 'do you have children', 'have kids', 'plan to have', 'planning to have',
  'pregnant', 'your religion', 'what religion', 'go to church', 'where are you really from', 'where are you from originally',
  'where were you born', 'your nationality', 'disability', 'disabled', 'health issues', 'health problems', 'are you healthy',
  'sexual orientation', 'are you gay', 'your husband', 'your wife', 'your boyfriend', 'your girlfriend',
);

/** The character's line says no or not yet: pushing again right after it is pressure. */
export const DECLINE_MARKERS = list(
  "i'd rather not", "i don't think so", 'not ready', 'need some space', 'need space', 'maybe another time', 'not this time', "i can't that",
  "can't make it", "i'm busy", "i'm not sure", 'not sure about', 'no thanks', 'i said no', 'not right now', 'i already said', 'not yet',
  "i can't do", 'another day', 'let me think', 'slow down', "haven't even", 'before we talk about', "that's not enough", 'what is that based on',
  "what's that based on", 'what exactly', 'what did you have in mind', "i'm not comfortable", "don't know you that well", 'not so fast',
);

export const STOP_WORDS = new Set(
  ("the and for that this with have from your you are was were what when where which who why how about just like really very been " +
    "they them their there then than what's into also some more much many would could should will shall can cant dont does did doing " +
    "going gonna want wanna know think thing things yeah okay sure well maybe because still even ever only over after before again " +
    "here being mine yours ours theirs hers his him her she he its it's i'm i've im ive").split(' '),
);
