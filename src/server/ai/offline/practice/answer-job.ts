import { normalize } from '../text-utils';
import { familyOf, type JobFamily } from './job-families';
import { namesJob } from './persona-facts-stated';
import { voiceSwap } from './answer-slots';

/**
 * Questions about the inside of a job, answered from the job's family (job-families.ts): "what's a
 * normal shift like?", "hardest part of it?", "best bit about the job?", "what kind of jobs do they
 * have you doing?", "which software have you used?", "weirdest thing you've found?"; and "why did
 * you leave X?" answered about the leaving. A casual character answers about its own job, a
 * candidate about its trade, an interviewer or a manager about the role.
 */

type Aspect = 'day' | 'hard' | 'best' | 'work' | 'tools' | 'team' | 'story' | 'hours';

/** What part of the job a question asks about; null when it asks none. */
const ASPECTS: readonly (readonly [RegExp, Aspect])[] = [
  [/\b(?:weirdest|strangest|scariest|funniest|craziest|oddest|wildest|maddest|most memorable|most random)\b/, 'story'],
  [/\b(?:typical|normal|usual|average|regular) (?:day|shift|week|night)\b|\bday[- ]to[- ]day\b|\bwhat(?:'s| is| does)? (?:a |your |ur )?(?:day|shift|working day) (?:at work )?(?:look )?like\b/, 'day'],
  [/\b(?:hardest|toughest|worst|most difficult|trickiest|most stressful|hard part|difficult part)\b/, 'hard'],
  [/\b(?:best|favou?rite|nicest) (?:bit|part|thing)s?\b|\bwhat do (?:you|u) (?:love|like|enjoy) (?:most )?about\b/, 'best'],
  [/\bwhat time do (?:you|u) (?:usually |normally )?(?:start|finish|get off|clock off|knock off)\b|\bwhat (?:hours|shifts) do (?:you|u) (?:usually |normally )?(?:work|do)\b/, 'hours'],
  [/\b(?:which|what) (?:\w+ )?(?:software|tools?|kit|equipment|programs?|systems?|apps?)\b/, 'tools'],
  [/\bwho (?:do|did) (?:you|u) work with\b|\bwho(?:'s| is| was) (?:on )?(?:your|ur) (?:team|crew|shift)\b|\bbig team\b/, 'team'],
  // "what kind of jobs / design stuff…?"; "what kind of bikes…?" names a thing the family line would not.
  [/\bwhat (?:kind|sort|type)s? of (?:[a-z]+ )?(?:jobs?|work|stuff|projects)\b|\bwhat (?:do|does) (?:they|he|she) have (?:you|u) doing\b|\bwhat are (?:you|u) (?:working on|marking)\b/, 'work'],
];

/** Words that say a question is about work, whatever the job. */
const WORK_WORDS = /\b(?:job|jobs|work|working|shifts?|career|role|clients?|patients?|customers?|call ?outs?|calls?|cases?|at work|the day job)\b/;
/** A story question names a happening, not a film or a food ("scariest film you've seen" is not about work). */
const HAPPENING = /\b(?:thing|things|call|call ?out|job|shift|day|moment|case|customer|client|patient|request|animal)\b/;

/** A wh-word asking for another slot than the job's inside. */
const OTHER_SLOT = /^(?:\W*(?:and|so|oh|ok|okay|wait|cool|nice)\W+)*(?:who|where|when|why|how (?:many|much|long|far|often))\b/;

function aspectOf(q: string): { aspect: Aspect; asked: string } | null {
  for (const [re, aspect] of ASPECTS) {
    const m = re.exec(q);
    // The words asked, to say back first ("hardest part?", "a normal shift?").
    if (m) return { aspect, asked: /^(?:typical|normal|usual|average|regular|best|favou?rite|nicest|weirdest|strangest|scariest|funniest|craziest|oddest|wildest|maddest|hardest|toughest|worst|trickiest)\b/.test(m[0]) ? (new RegExp(`${m[0]}(?: (?!(?:like|about|of|to|you|u|ur|at|in|for|is|was|thing about)\\b)[a-z]+)?`).exec(q)?.[0] ?? m[0]) : '' };
  }
  return null;
}

/** True when the question (or the user's line before it) is about the job. */
function aboutJob(q: string, job: string, before: string | null): boolean {
  if (WORK_WORDS.test(q) || namesJob(q, job)) return true;
  // "what is the hardest part of it?" after "I could never do your job": "it" is the job.
  return before !== null && /\b(?:it|that)\b/.test(q) && (WORK_WORDS.test(before) || namesJob(before, job));
}

/** The family's line for the aspect, in the speaker's voice. */
function lineFor(f: JobFamily, aspect: Aspect, voice: 'own' | 'role', casual: boolean): string {
  const role = voice === 'role';
  switch (aspect) {
    case 'day':
      return role ? `A typical day: ${f.day}.` : casual ? `${f.day} — long, but I like it` : `A typical day for me: ${f.day}.`;
    case 'hard':
      return role ? `Honestly, the hardest part is ${f.hard}.` : casual ? `honestly? ${f.hard}` : `The hardest part is ${f.hard} — I’ve learned to plan for it.`;
    case 'best':
      return role ? `The best part is ${f.best}.` : casual ? `${f.best} 😊` : `The best part is ${f.best}.`;
    case 'work':
      return casual ? `mostly ${f.work}` : `Mostly ${f.work}.`;
    case 'tools':
      return casual ? `${f.tools}, mostly` : `Mostly ${f.tools} — I pick up new systems quickly.`;
    case 'hours':
      return casual ? `${f.hours}` : `${f.hours.charAt(0).toUpperCase()}${f.hours.slice(1)}.`;
    case 'team':
      return casual ? f.team : `${f.team.charAt(0).toUpperCase()}${f.team.slice(1)}.`;
    case 'story':
      return casual ? `ha — ${f.story}` : `Probably ${f.story}.`;
  }
}

export interface JobAsk {
  sentence: string;
  /** The job the speaker does or hires for. */
  job: string | null | undefined;
  /** 'own' for the person who does the job, 'role' for the one describing the role to a candidate. */
  voice: 'own' | 'role';
  casual: boolean;
  /** The user's line before the question. */
  before: string | null;
  /** True when the practice states the job (not a seeded one of the character's life). */
  stated?: boolean;
}

/** The job's own answer to a question about its inside, or null. */
export function jobAnswer(ask: JobAsk): string | null {
  const q = normalize(ask.sentence).replace(/[’]/g, "'");
  const left = leavingAnswer(q, ask);
  if (left) return left;
  const family = familyOf(ask.job);
  const read = family ? aspectOf(q) : null;
  if (!family || !read || !ask.job) return null;
  const aspect = read.aspect;
  // "who would I report to day to day?" asks a person, "how many calls a shift?" a count: not the job's inside.
  if (aspect !== 'team' && OTHER_SLOT.test(q)) return null;
  // A role describing the job has no story of its own, and no tools or team to list for the candidate.
  if (ask.voice === 'role' && !['day', 'hard', 'best'].includes(aspect)) return null;
  // Hours are the character's own only when a job of theirs is stated, not a seeded one ("what time do you finish?" to anyone).
  if (aspect === 'hours' && !ask.stated) return null;
  const about = aboutJob(q, ask.job, ask.before ? normalize(ask.before) : null);
  // "what kind of jobs…?", "what are you marking?" are about work in their own words.
  const plainlyWork = aspect === 'day' || aspect === 'tools' || aspect === 'hours' || (aspect === 'work' && /\b(?:jobs?|work|projects|doing|working on|marking)\b/.test(q));
  if (aspect === 'story' ? !(about || HAPPENING.test(q)) : !about && !plainlyWork) return null;
  const line = lineFor(family, aspect, ask.voice, ask.casual);
  return ask.casual && read.asked ? `${read.asked.replace(/^(?:typical|normal|usual|average|regular)\b/, 'a $&')}? ${line}` : line;
}

/** "why did you leave your last place?", "why'd u quit the hotel?". */
const LEAVE = /\bwhy (?:did|'d|d) (?:you|u) (?:leave|quit|walk out of|move on from|give up)\s+(.{2,40}?)\s*(?:in the end|then)?\??$/;
/** "what brought you down from glasgow?", "why did you move from leeds?". */
const MOVED = /\b(?:what (?:brought|brings) (?:you|u)(?: (?:down|up|over|here|back))*|why did (?:you|u) (?:move|come)(?: (?:down|up|over|here))*) from ([a-z][a-z ]{1,30}?)\??$/;

/** Why they left or moved, said about the leaving ("I left the hotel because…"). */
function leavingAnswer(q: string, ask: JobAsk): string | null {
  if (ask.voice !== 'own') return null;
  const from = MOVED.exec(q)?.[1];
  if (from) {
    const place = from.replace(/\b[a-z]/g, (c) => c.toUpperCase());
    return ask.casual ? `my partner got a job down here, so we left ${place} for a fresh start` : `My partner got a job down here, so we left ${place} in the spring — I’m settled now and looking for something long-term.`;
  }
  // A casual "why did you leave?" is about a party as often as a job: only a candidate's is about work.
  const what = ask.casual ? undefined : LEAVE.exec(q)?.[1];
  if (!what) return null;
  const left = voiceSwap(what).replace(/^(?:my|the) (?:last|old|previous) (?:one|place)$/, 'my last place');
  return ask.casual
    ? `I left ${left} because it had run its course — the hours were too much and I wanted something new`
    : `I left ${left} because I’d learned all I could there and wanted more responsibility${ask.job ? ` as ${/^[aeiou]/.test(ask.job) ? 'an' : 'a'} ${ask.job}` : ''} — we parted on good terms and they’d give me a reference.`;
}
