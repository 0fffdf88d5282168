import type { ScenarioFacts, StatedAnswer } from './scenario-facts';

/**
 * The commenter's banks (answer-work.ts) describe one default post: a tool sold as "50% cheaper"
 * with no source for the cost. When the practice or the user names what the post or message was
 * about and it is an event the user ran ("my message about the bake sale", "how the bake sale was
 * run"), the commenter talks about how it was organised, and a bank line about costs and sources is
 * never said — the character stays in the scenario the user chose.
 */

/** "about the bake sale", "under my race photos", "how the bake sale was run". */
const NOT_MEDIUM = String.raw`(?!(?:post|posts|comment|comments|message|messages|reply|group|chat|whatsapp|thread|page|feed)\b)`;
const SUBJECT = [
  new RegExp(String.raw`\b(?:post|comment|message|reply|note|rant|thread|email|text)s? (?:about|on|regarding|re|over) (?:the|my|our|your|his|her|their) (${NOT_MEDIUM}(?:[a-z]+ ){0,2}[a-z]+)`, 'g'),
  new RegExp(String.raw`\b(?:on|under) (?:my|your|our|the) (${NOT_MEDIUM}(?:[a-z]+ ){0,2}[a-z]+)`, 'g'),
  /\bhow (?:the|i|we|you) ((?:[a-z]+ )?[a-z]+) (?:was|were) (?:run|handled|organi[sz]ed|done|set up|put together)\b/g,
  /\b(?:the|my|our) ((?:[a-z]+ )?(?:sale|fair|event|party|match|meeting|show|trip|fundraiser|raffle|rota|photos?|video|pictures?|race|review|decision|plan))\b/g,
];
/** The medium is not the subject ("my post", "the group chat"); nor are words that end the phrase. */
const MEDIUM = /^(?:post|posts|comment|comments|message|messages|reply|group|chat|group chat|whatsapp|thread|page|feed|story|stories|day|way|thing|part|bit|it|that|this)$/;
const TRAILING = /\s(?:was|were|is|are|and|but|in|on|at|to|for|with|of|about|under|upset|bothered|yesterday|today|though|then|from|last|this|that|which|when|because|so)$/;
/** The default world the banks were written for: a tool, its cost and savings. */
export const DEFAULT_POST = /\b(?:tool|software|app|platform|system|cost|costs|price|prices|saving|savings|cheaper|money|vendor|product)\b/;
export const DEFAULT_LINE = /50%|\bcheaper\b|\bsetup (?:costs|fees)\b|\bsaves? money\b|\bcost (?:part|numbers)\b|\bsource\b|\bprice list\b|\bvendor\b|\bthe costs\b/i;

const EVENT = /\b(?:sale|fair|event|party|match|meeting|trip|fundraiser|raffle|rota|quiz night|open day|sports day)$/;

export function commenterSubject(text: string): string | null {
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  for (const pattern of SUBJECT) {
    for (const m of lower.matchAll(pattern)) {
      let phrase = (m[1] ?? '').trim();
      while (TRAILING.test(phrase)) phrase = phrase.replace(TRAILING, '');
      const words = phrase.split(' ');
      // "the whatsapp message": the medium; "the school bake sale" keeps its last two words.
      if (!phrase || MEDIUM.test(phrase) || MEDIUM.test(words.at(-1) ?? '')) continue;
      return phrase;
    }
  }
  return null;
}

/** The commenter's side of a post about something else than the default tool, or null to keep the banks. */
export function commenterFacts(text: string): ScenarioFacts | null {
  const subject = commenterSubject(text);
  if (!subject || DEFAULT_POST.test(subject)) return null;
  // Only a subject that is plainly another world (an event the user ran) replaces the banks: a post
  // named otherwise ("my post about switching to Notion", "the results") may well be the tool post
  // the banks describe. Photos and videos of one's own were tried as a second world (the caption as
  // what bothered) and cost a line of set I, so they keep the banks.
  if (!EVENT.test(subject)) return null;
  // An event the user ran is judged by how it was organised.
  const bothered = `how the ${subject} was organised, honestly — the rota went out the night before, and nobody was asked what they could bring.`;
  const instead = `asked people first — put the rota out a week earlier and let everyone say what they could bring to the ${subject}.`;
  const answers: StatedAnswer[] = [
    { asked: /\b(?:which|what) (?:part|bit)\b|\bwhat (?:exactly |actually )?(?:upset|bothered|annoyed|offended|got to|hurt) (?:you|u)\b|\bwhat(?:'s| is| was) (?:the|your) (?:problem|issue)\b|\bwhy (?:did|are|were) (?:you|u) (?:so )?(?:upset|annoyed|angry|comment)/, line: bothered },
    { asked: /\bwhat (?:would|should|could) (?:you|u|i|we) (?:have )?(?:done|do) (?:differently|instead)\b|\bwhat would (?:you|u) (?:have )?(?:wanted|want|like) (?:to see|instead|me to)\b|\bwhat would (?:help|fix it|make it right)\b/, line: instead },
    { asked: /\b(?:what do (?:you|u) think|how do (?:you|u) feel) (?:of|about) (?:the )?/, line: `honestly the ${subject} was fine in itself — it was how it was talked about that got to me.` },
  ];
  return { answers, contradicts: (line) => DEFAULT_LINE.test(line), instead: bothered };
}
