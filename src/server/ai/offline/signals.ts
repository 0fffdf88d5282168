import { compilePhrases, scorePhrases, type PhraseList } from './phrase-match';
import { normalize, tokenize } from './text-utils';

/** The tone of a message the user received. */
export type QuoteTone =
  | 'decline'
  | 'upset'
  | 'busy'
  | 'noncommittal'
  | 'positive'
  | 'warm'
  | 'question'
  | 'dry'
  | 'neutral';

const TONE_PATTERNS: [Exclude<QuoteTone, 'question' | 'dry' | 'neutral'>, PhraseList][] = [
  ['decline', [
    ['no thanks', 1], ['not interested', 1], ["i don't think so", 1], ["can't make it", 1], ['nah', 1],
    ["i'm seeing someone", 1], ['have a boyfriend', 1], ['have a girlfriend', 1], ['just friends', 1],
    ['not ready', 1], ['other candidates', 1], ['not moving forward', 1], ['decided to go', 1], ["i'd rather not", 1],
    ['please stop', 1], ['not a good idea', 1],
  ]],
  ['upset', [
    ['whatever', 1], ["i don't care", 1], ['you always', 1], ['you never', 1], ['unacceptable', 1],
    ['disappointed', 1], ['angry', 1], ['upset', 1], ['leave me alone', 1], ['wtf', 1], ['how could you', 1],
    ['ridiculous', 1], ['worst', 1], ['terrible', 1], ['frustrat*', 1], ['seriously', 1], ['hurt me', 1],
    ['fine then', 1], ['do what you want', 1], ['refund', 1],
  ]],
  ['busy', [
    ['busy', 1], ['swamped', 1], ['crazy week', 1], ['another time', 1], ['rain check', 1], ['not this week', 1],
    ['next time', 1], ['hectic', 1], ['got a lot going on', 1],
  ]],
  ['noncommittal', [
    ['maybe', 1], ["we'll see", 1], ['idk', 1], ["i don't know", 1], ['not sure', 1], ['possibly', 1],
    ['perhaps', 1], ['might', 1], ['let me check', 1], ["i'll let you know", 1], ['get back to you', 1],
    ['hmm', 1], ['could be', 1], ['depends', 1], ['probably', 1], ['i guess', 1], ['kinda', 1], ['potentially', 1],
  ]],
  ['positive', [
    ['yes', 1], ['yeah', 1], ['yep', 1], ['sure', 1], ['definitely', 1], ['absolutely', 1], ["i'd love", 1],
    ['sounds great', 1], ['sounds good', 1], ['sounds fun', 1], ["can't wait", 1], ['of course', 1],
    ["let's do it", 1], ["i'm in", 1], ['count me in', 1], ['love to', 1], ['would love', 1], ['perfect', 1],
    ['great idea', 1], ['happy to', 1], ['pleased to', 1],
  ]],
  ['warm', [
    ['miss you', 1], ['thinking about you', 1], ["you're cute", 1], ["you're sweet", 1], ['so sweet', 1],
    ['😘', 1], ['❤️', 1], ['😍', 1], ['🥰', 1], ['😊', 1], ['had fun', 1], ['had a great time', 1], ['thank you', 1],
    ['thanks', 1], ['love it', 1], ['love this', 1], ['so cute', 1],
  ]],
];
const COMPILED_TONES = TONE_PATTERNS.map(([tone, list]) => [tone, compilePhrases(list)] as const);
const DRY_WORDS = new Set(['k', 'kk', 'ok', 'okay', 'lol', 'haha', 'hah', 'cool', 'nice', 'mhm', 'hm', 'yeah', 'ya', 'sure', 'lmao', 'np', 'ah', 'oh']);

export function classifyQuote(quote: string): QuoteTone {
  const norm = normalize(quote);
  const tokens = tokenize(norm);
  const words = tokens.filter((t) => t.word);
  const first = words[0]?.lower;
  if (first === 'no' && !['worries', 'problem', 'way', 'rush'].includes(words[1]?.lower ?? '')) return 'decline';
  for (const [tone, set] of COMPILED_TONES) {
    if (scorePhrases(tokens, norm, set).score === 0) continue;
    // "Yes! When?" is a yes; "sure..." alone is still dry-ish but friendly enough to count as positive.
    return tone;
  }
  if (norm.endsWith('?')) return 'question';
  if (words.length > 0 && words.length <= 3 && words.every((w) => DRY_WORDS.has(w.lower))) return 'dry';
  if (words.length === 0) return 'dry';
  return 'neutral';
}

export type Intent =
  | 'invited'
  | 'ask-out'
  | 'no-reply'
  | 'first-message'
  | 'keep-going'
  | 'apology'
  | 'reconnect'
  | 'support'
  | 'say-no'
  | 'follow-up'
  | 'complaint'
  | 'after-date'
  | 'plan-date'
  | 'raise'
  | 'feedback'
  | 'mean-comment'
  | 'decode';

const INTENT_PATTERNS: Record<Intent, PhraseList> = {
  invited: [
    ['my invite', 1], ['my invitation', 1], ['invited her', 1], ['invited him', 1], ['invited them', 1],
    ['i invited', 1], ['asked ? out', 1], ['asked ? ? out', 1], ['asked her to', 1], ['asked him to', 1], ['asked them to', 1],
    ['asked if she', 1], ['asked if he', 1], ['asked if they', 1], ['asked her if', 1], ['asked him if', 1],
    ['asked them if', 1], ['i suggested', 1], ['i proposed', 1],
  ],
  'ask-out': [
    ['ask ? out', 1], ['ask ? ? out', 1], ['ask my ? ? out', 1], ['ask her on a date', 1], ['ask him on a date', 1], ['invite her', 1],
    ['invite him', 1], ['invite them', 1], ['ask for a date', 1], ['ask her to hang out', 1], ['ask him to hang out', 1],
  ],
  'no-reply': [
    ['left on read', 1], ['left me on read', 1], ['on read', 1], ['ghosted', 1], ['ghosting', 1], ['no reply', 1],
    ["didn't reply", 1], ["hasn't replied", 1], ["hasn't responded", 1], ["didn't respond", 1], ['not replying', 1],
    ['not responding', 1], ['stopped replying', 1], ['stopped texting', 1], ['ignoring me', 1],
    ["haven't heard back", 1], ["hasn't texted", 1], ['no response', 1], ['seen zone', 1], ['slow to reply', 1],
    ['takes forever to reply', 1], ['takes hours to reply', 1], ['takes days to reply', 1], ['never replies', 1],
  ],
  'first-message': [
    ['text first', 1], ['first message', 1], ['message first', 1], ['start a conversation', 1],
    ['start the conversation', 1], ['break the ice', 1], ['icebreaker', 1], ['opener', 1], ['openers', 1],
    ['opening line', 1], ['opening lines', 1], ['what to say first', 1], ['how to start', 1], ['say hi', 1],
    ['reach out', 1], ['slide into', 1], ['first text', 1],
  ],
  'keep-going': [
    ['keep the conversation going', 1], ['conversation going', 1], ['conversation dies', 1], ['dry texter', 1],
    ['dry conversation', 1], ['run out of things', 1], ['what to talk about', 1], ['topics', 1],
    ['awkward silence', 1], ['one-word', 1], ['boring', 1], ['things to talk about', 1],
  ],
  apology: [
    ['apologize', 1], ['apologise', 1], ['apology', 1], ['say sorry', 1], ['my fault', 1], ['i messed up', 1],
    ['messed up', 1], ['screwed up', 1], ['i was wrong', 1], ['make it right', 1], ['make amends', 1],
    ['make it up to', 1], ['i hurt', 1],
  ],
  reconnect: [
    ['get back together', 1], ['getting back together', 1], ['win ? back', 1], ['miss her', 1], ['miss him', 1],
    ['miss them', 1], ['reconnect', 1], ['talk again', 1], ['rekindle', 1], ['back in touch', 1],
    ["haven't talked in", 1], ["haven't spoken", 1], ['another chance', 1], ['second chance', 1],
  ],
  support: [
    ['depressed', 1], ['depression', 1], ['grieving', 1], ['passed away', 1], ['died', 1], ['going through a', 1],
    ['hard time', 1], ['rough time', 1], ['sad', 1], ['anxious', 1], ['anxiety', 1], ['stressed', 1],
    ['heartbroken', 1], ['struggling', 1], ['cancer', 1], ['hospital', 1], ['laid off', 1], ['lost his job', 1],
    ['lost her job', 1], ['lost their job', 1], ['breakdown', 1], ['cheer ? up', 1], ['comfort', 1], ['grief', 1],
    ['funeral', 1], ['miscarriage', 1], ['diagnos*', 1], ['failed ? exam', 1], ['lonely', 1],
  ],
  'say-no': [
    ['say no', 1], ['turn ? down', 1], ['reject ?', 1], ['let ? down', 1], ['not interested in', 1],
    ['set a boundary', 1], ['set boundaries', 1], ['decline', 1], ['politely say no', 1], ['stop texting me', 1],
  ],
  'follow-up': [
    ['follow up', 1], ['follow-up', 1], ['thank you note', 1], ['thank-you note', 1], ['thank you email', 1],
    ['thank-you email', 1], ["haven't heard back", 1], ['check in', 1], ['after the interview', 1],
  ],
  complaint: [
    ['complain*', 1], ['angry', 1], ['furious', 1], ['refund', 1], ['rude', 1], ['unhappy', 1], ['bad review', 1],
    ['negative review', 1], ['1-star', 1], ['upset customer', 1], ['yelled', 1], ['escalat*', 1],
  ],
  'after-date': [
    ['after the date', 1], ['after our date', 1], ['date went', 1], ['went well', 1], ['had a great time', 1],
    ['had fun', 1], ['the date was', 1], ['after the first date', 1], ['after our first date', 1],
  ],
  'plan-date': [
    ['plan a date', 1], ['date idea*', 1], ['where to take', 1], ['first date idea*', 1], ['date spot', 1],
    ['what should we do', 1], ['plan our', 1], ['planning a date', 1],
  ],
  raise: [['a raise', 1], ['pay rise', 1], ['promotion', 1], ['salary', 1], ['pay increase', 1]],
  feedback: [['feedback', 1], ['criticism', 1], ['performance review', 1], ['criticized', 1], ['criticised', 1]],
  'mean-comment': [
    ['troll', 1], ['trolls', 1], ['hate comment', 1], ['mean comment', 1], ['rude comment', 1],
    ['negative comment', 1], ['insult*', 1], ['hater*', 1],
  ],
  decode: [
    ['what does ? mean', 1], ['what does it mean', 1], ['what did ? mean', 1], ['what does that mean', 1],
    ['mean by', 1], ['decode', 1], ['is she interested', 1], ['is he interested', 1], ['are they interested', 1],
    ['does she like me', 1], ['does he like me', 1], ['do they like me', 1], ['read into', 1], ['how to read', 1],
  ],
};
const COMPILED_INTENTS = (Object.entries(INTENT_PATTERNS) as [Intent, PhraseList][]).map(
  ([intent, list]) => [intent, compilePhrases(list)] as const,
);

/** Intents present in the user's own words (pass text with quotes blanked). */
export function detectIntents(text: string): Set<Intent> {
  const norm = normalize(text);
  const tokens = tokenize(norm);
  const out = new Set<Intent>();
  for (const [intent, set] of COMPILED_INTENTS) if (scorePhrases(tokens, norm, set).score > 0) out.add(intent);
  // "asked her out" is an invite already made; "ask her out" is the plan. Both can't be true at once.
  if (out.has('invited')) out.delete('ask-out');
  return out;
}
