import { CHOICE_OR_YES_NO, type ScenarioFacts, type StatedAnswer } from './scenario-facts';

/**
 * A child's teacher of one subject or activity outside the class — "my son's maths tutor", "my
 * daughter's piano teacher", "his football coach" — is not the class teacher the teacher banks
 * describe (break time, putting a hand up, the same two friends). The plan names the subject in
 * the person and the scenario, with the user's reason ("she wants to quit"), and the teacher then
 * talks about that subject; a classroom bank line gives way unless it names the subject.
 */

const CHILD = String.raw`(son|daughter|kid|child|boy|girl|teen|stepson|stepdaughter)`;
const TEACHER_NOUN = String.raw`(teacher|tutor|coach|instructor|trainer)`;
const LESSON = new RegExp(String.raw`\bmy ${CHILD}'?s ((?:[a-z]+ ){1,2}?)${TEACHER_NOUN}\b`);
/** Words before "teacher" that name the class, not a subject. */
const CLASS_WORDS = /^(?:class|form|school|new|old|head|year|primary|secondary|main|homeroom|current|nursery|reception|year \d+|\d+|grade|sen|senco|support|substitute|supply|favourite)$/;

export interface Lesson {
  /** "piano", "maths", "football". */
  subject: string;
  /** "teacher", "tutor", "coach". */
  noun: string;
  /** The user's reason in the second person ("she wants to quit", "he never gets picked to play"). */
  reason: string | null;
}

const SECOND_PERSON: Record<string, string> = { my: 'your', me: 'you', i: 'you', "i'm": "you're", im: "you're", mine: 'yours', myself: 'yourself', "i've": "you've" };

export function lessonIn(text: string): Lesson | null {
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  const m = LESSON.exec(lower);
  const subject = m?.[2]?.trim();
  if (!m || !subject || CLASS_WORDS.test(subject) || subject.split(' ').some((w) => CLASS_WORDS.test(w))) return null;
  const after = lower.slice(m.index + m[0].length);
  const said = /^(?:[^.?!]*?)(?:\bbecause\b|\babout\b|\bas\b|\bsince\b|\bsays\b|\bsaid\b|,)\s+([^.?!]+)/.exec(after)?.[1];
  const reason = said
    ?.replace(/\s*,?\s*\b(?:and|so) i (?:want|need|have|would like|wanna)\b.*$/, '')
    .replace(/^(?:it|that|this)$/, '')
    .trim()
    .split(' ')
    .map((w) => SECOND_PERSON[w] ?? w)
    .join(' ');
  return { subject, noun: m[3] as string, reason: reason && reason.split(' ').length >= 2 ? reason : null };
}

/** Where the plan names the lesson (plan-templates-work.ts schoolPlan): "your daughter's piano teacher". */
const LESSON_IN_DETAILS = /\byour (?:son|daughter|kid|child|boy|girl|teen|stepson|stepdaughter)'s ((?:[a-z]+ ){1,2}?)(teacher|tutor|coach|instructor|trainer)\b/;

/** The subject and the teacher's noun the practice's details name, or null for a class teacher. */
export function lessonInDetails(text: string): { subject: string; noun: string } | null {
  const m = LESSON_IN_DETAILS.exec(text.toLowerCase().replace(/[’]/g, "'"));
  const subject = m?.[1]?.trim();
  if (!m || !subject || subject.split(' ').some((w) => CLASS_WORDS.test(w))) return null;
  return { subject, noun: m[2] as string };
}

/** The class teacher's world in the banks: break, lunch, friends, hands up. */
const CLASSROOM = /\b(?:at break|break ?time|hand up|two friends|the other kids|in class|playground|lunch|classmates?|phonics|sam and leo|the hatch|the field|reading|at school)\b/i;

export function lessonFacts(subject: string, noun: string): ScenarioFacts {
  const sessions = /\b(?:coach|trainer)\b/.test(noun) ? 'training' : 'our lessons';
  const doing = `In ${subject}, honestly, he has real ability — but the spark has dipped lately, and he does less between ${sessions === 'training' ? 'sessions' : 'lessons'} than he used to.`;
  const work = `In ${subject}, what he needs most is steady practice between ${sessions === 'training' ? 'sessions' : 'lessons'} — a little most days does more than one long go at the weekend.`;
  const hardest = `In ${subject}, the hardest part for him right now is the newer, longer pieces of work — he loses heart when the first try goes wrong.`;
  const last = `Last ${sessions === 'training' ? 'session' : 'lesson'} we went back over the ${subject} basics he’d found hard — he got there by the end, but it took a lot of encouragement.`;
  const plan = `Honestly, I think we keep ${subject} going for six more weeks with one small goal he picks himself, then talk again and decide together.`;
  // Maths is the banks' own subject (its hardest topics, its last lesson): their facts answer those questions.
  const banksKnow = /\bmath/i.test(subject);
  const answers: StatedAnswer[] = [
    { asked: /\bhow(?:'s| is| has| was) (?:he|she|they|it|my (?:son|daughter|kid|child)|[a-z]+) (?:doing|getting on|getting along|been|going|progressing|coping|finding it)\b|\bhow (?:are|is) (?:the )?(?:lessons?|sessions?|training|things) going\b|\bprogress\b/, line: doing },
    ...(banksKnow
      ? []
      : [
          { asked: /\bhardest\b|\b(?:which|what) (?:bits?|parts?|pieces?|topics?|things?|areas?|skills?)\b/, line: hardest },
          { asked: /\blast (?:lesson|session|class|week|time)\b|\b(?:cover|covered|do|did) (?:in|at) (?:the )?(?:last|latest)\b/, line: last },
        ]),
    { asked: /\b(?:struggl\w*|work on|needs? to (?:improve|work)|finding (?:hard|difficult)|weak\w*|behind)\b/, line: work },
    { asked: /\bwhat (?:do|would|should|can|could) (?:you|u|we|i) (?:suggest|recommend|think we should|do|try)\b|\bwhat(?:'s| is) (?:the|your) (?:plan|advice|suggestion)\b|\bshould (?:we|i|she|he) (?:let|make|keep|stop)\b/, line: plan },
  ];
  const own = new RegExp(`\\b${subject.split(' ').at(-1)}`, 'i');
  return { answers: answers.map((a) => ({ ...a, unless: a.unless ? new RegExp(`${a.unless.source}|${CHOICE_OR_YES_NO.source}`) : CHOICE_OR_YES_NO })), contradicts: (line) => (CLASSROOM.test(line) && !own.test(line)), instead: doing };
}
