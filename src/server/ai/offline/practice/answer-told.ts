import { normalize } from '../text-utils';
import { contentOf } from './question';
import { voiceSwap } from './answer-slots';
import { inTheirVoice } from './answer-negation';

/**
 * Questions about what the user themselves said earlier in this practice: "did I tell you I moved
 * to Bristol?", "so what time did I say I start?", "remember what I said about the wedding?". The
 * answer is the user's own earlier statement (the clause that names what is asked), said back in
 * the character's voice ("you said you start at six"), so the character shows it remembers, and a
 * yes/no gets its yes (or an honest no when nothing of it was said).
 */

/** "did I tell you (that) I…", "have I mentioned my…", "did I say I…": a yes or no about a statement of the user's. */
const TOLD_YES_NO = /^(?:\W*(?:so|and|oh|wait|hey|btw|by the way|also),? )*(?:did|have|had) i (?:ever |already |even )?(?:tell|told|mention(?:ed)?|say|said)(?: to)?(?: (?:you|u))?(?: (?:that|about))? (.{3,})$/;
/** "what time did I say I start?", "where did I tell you I moved?", "what did I say about my sister?": the user's detail, asked back. */
const TOLD_WH = /^(?:\W*(?:so|and|oh|wait|sorry|ok|okay|hey),? )*(?:what(?: time| day)?|when|where|which \w+|who|how (?:long|many|much))(?: was it)? (?:did|do) i (?:just |first |already |ever )?(?:say|tell you|mention)(?: (?:that|about))? (.{2,})$/;
const DAY_OR_TIME = /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|yesterday|last (?:week|night)|this morning|tonight|\d{1,2}(?::\d{2})?\s?(?:am|pm)|at \d)\b/;
const FIRST_PERSON = /\b(?:i|i'm|i've|i'd|i'll|my|me|we|our|im|ive)\b/;
/** Lead-ins the user put before a statement ("like I said, …") are not part of it. */
const LEAD_IN = /^(?:like i (?:said|told you|mentioned)|as i (?:said|mentioned)(?: on \w+| before| earlier)?|so|and|but|oh|well|yeah|yes|ok|okay|haha|lol|anyway|btw|hey|hi|hello|hiya)\b[,\s]*/;

/** The user's earlier statements, clause by clause, newest first. */
function statements(userSaid: readonly string[]): string[] {
  return [...userSaid]
    .reverse()
    .flatMap((line) =>
      normalize(line)
        .replace(/[’]/g, "'")
        .split(/(?<=[.!?])\s+|,\s+(?=i\b|my\b)|\s+(?:and|but)\s+(?=i\b|my\b)/)
        .map((c) => {
          let s = c.replace(/[.!?]+$/, '').trim();
          for (let prev = ''; prev !== s; ) [prev, s] = [s, s.replace(LEAD_IN, '')];
          return s;
        }),
    )
    .filter((c) => !c.includes('?') && FIRST_PERSON.test(c) && c.split(' ').length >= 3);
}

/** The newest earlier statement that names what the question asks about (a shared content word). */
function statementAbout(asked: string, userSaid: readonly string[]): string | null {
  const words = contentOf(asked).map((w) => w.slice(0, 5));
  if (words.length === 0) return null;
  return statements(userSaid).find((s) => contentOf(s).some((w) => words.includes(w.slice(0, 5)))) ?? null;
}

export function toldAnswer(text: string, userSaid: readonly string[], work: boolean): string | null {
  const q = normalize(text).replace(/[’]/g, "'").replace(/[?!.]+\s*$/, '').trim();
  const yesNo = TOLD_YES_NO.exec(q)?.[1];
  const wh = yesNo ? undefined : TOLD_WH.exec(q)?.[1];
  const asked = yesNo ?? wh;
  if (!asked) return null;
  // "what day did I first tell you about it?": a question for a time about what was said (its topic only
  // pointed at) is answered by the newest statement that names a day or a time.
  const when = wh && /^(?:\W*(?:so|and|oh|wait|sorry|ok|okay|hey),? )*(?:what (?:time|day)|when)\b/.test(q) && contentOf(asked).length === 0;
  const said = when ? (statements(userSaid).find((s) => DAY_OR_TIME.test(s)) ?? null) : statementAbout(asked, userSaid);
  if (!said) {
    if (!yesNo) return null;
    const news = voiceSwap(asked);
    return work ? `No, I don’t think you did — ${news}? Tell me more.` : `no, you didn’t! ${news}? tell me more`;
  }
  // In the character's voice, with "I" as an object said "me" ("I told you about…" → "you told me about…").
  const back = inTheirVoice(said);
  if (yesNo) return work ? `Yes — you said ${back}. I remember.` : `yes — you said ${back}! I remember`;
  return work ? `You said ${back}.` : `you said ${back} 🙂`;
}

/**
 * "what did you think of the thai place I mentioned?", "what do you think about the idea I suggested?":
 * an opinion of something the user themselves put forward in this practice. The thing is named back
 * with a view, as the character's mood allows; a place or a plan of the user's is not a fact of the
 * character's to look up (it had got "near the station, by the old bookshop").
 */
const MENTIONED = /^(?:\W*(?:so|and|oh|wait|ok|okay|hey|btw),? )*what (?:do|did) (?:you|u) (?:think|reckon) (?:of|about) ((?:the|that|this|my) .{2,50}?) (?:(?:that|which) )?i (?:mentioned|suggested|said|sent(?: you)?|showed you|told you about|recommended|brought up)\b/;

export function mentionedOpinion(text: string, opts: { work: boolean; cool: boolean; declined: boolean }): string | null {
  const thing = MENTIONED.exec(normalize(text).replace(/[’]/g, "'"))?.[1];
  if (!thing) return null;
  const named = voiceSwap(thing.replace(/^that /, 'the '));
  if (opts.work) return null; // a work role's judgement of the user's work has its own lines (character-answers.ts)
  if (opts.declined) return `${named}? sounds nice, honestly — just not that day.`;
  return opts.cool ? `${named}? sounds fine, I guess — I’m not sure I’m up for much yet.` : `${named}? sounds really good, honestly — I’d be up for that 🙂`;
}
