import { compilePhrases, scorePhrases, type PhraseList } from './phrase-match';
import { normalize, tokenize } from './text-utils';

export const SITUATIONS = [
  'crush',
  'hidden-crush',
  'ex',
  'partner',
  'dating',
  'new-match',
  'friendship',
  'workplace',
  'interview-candidate',
  'interview-interviewer',
  'customer',
  'teacher-parent',
  'social-comment',
  'cross-language',
  'general',
] as const;
export type Situation = (typeof SITUATIONS)[number];

const PATTERNS: Record<Exclude<Situation, 'general'>, PhraseList> = {
  crush: [
    ['crush', 3], ['crushing on', 3], ['have a thing for', 3], ['i like him', 2], ['i like her', 2],
    ['i like them', 2], ['like this girl', 3], ['like this guy', 3], ['ask her out', 3], ['ask him out', 3],
    ['ask them out', 3], ['asked her out', 3], ['asked him out', 3], ['into me', 2], ['flirt*', 2],
    ['friend zone', 2], ['friendzone*', 2], ['likes me', 2], ['mixed signals', 2], ['cute girl', 2], ['cute guy', 2],
    ['girl i like', 4], ['guy i like', 4], ['boy i like', 4], ['someone i like', 4], ['person i like', 4],
    ['does he like me', 4], ['does she like me', 4], ['do they like me', 4], ['is he interested', 3], ['is she interested', 3],
  ],
  'hidden-crush': [
    ['secret crush', 6], ['hidden crush', 6], ['secretly like', 6], ['secretly have', 3],
    ["doesn't know i like", 7], ["don't know i like", 7], ['does not know i like', 7], ['know i like', 3],
    ['without them knowing', 4], ['without her knowing', 4], ['without him knowing', 4],
    ['without making it obvious', 5], ['without being obvious', 5], ['too obvious', 3], ['drop hints', 4],
    ['drop a hint', 4], ['hint that i like', 5], ['never told', 3], ['should i confess', 5], ['confess my feelings', 5],
    ['tell her i like', 4], ['tell him i like', 4], ['tell them i like', 4], ['hide my feelings', 5],
  ],
  ex: [
    ['my ex', 5], ['ex-boyfriend', 5], ['ex-girlfriend', 5], ['ex boyfriend', 5], ['ex girlfriend', 5],
    ['ex-wife', 5], ['ex-husband', 5], ['ex-partner', 5], ['broke up', 4], ['break up', 3], ['breakup', 3],
    ['split up', 4], ['dumped me', 4], ['get back together', 5], ['getting back together', 5],
    ['win her back', 5], ['win him back', 5], ['win them back', 5], ['no contact', 3], ['after the breakup', 5],
    ['she left me for', 4], ['he left me for', 4], ['broke up with me', 5], ['we separated', 4],
  ],
  partner: [
    ['my boyfriend', 4], ['my girlfriend', 4], ['my husband', 4], ['my wife', 4], ['my partner', 4],
    ['my fiance', 4], ['my fiancee', 4], ['our relationship', 3], ['we had a fight', 4], ['we fought', 3],
    ['we argued', 3], ['argument', 2], ['silent treatment', 4], ['make it up to', 3], ['hurt her feelings', 3],
    ['hurt his feelings', 3], ['not talking to me', 2], ['anniversary', 2], ['trust issues', 2],
  ],
  dating: [
    ['first date', 5], ['second date', 5], ['third date', 5], ['a date', 2], ['our date', 4], ['the date', 3],
    ['date went', 5], ['after the date', 5], ['after our date', 5], ['date night', 4], ['plan a date', 5],
    ['date idea*', 5], ['where to take', 3], ['been dating', 4], ['started dating', 4], ['seeing someone', 3],
    ['we went out', 3], ['went out with', 3], ['dinner date', 5], ['date with', 3], ['going on a date', 5],
  ],
  'new-match': [
    ['matched', 5], ['match on', 4], ['new match', 6], ['my match', 5], ['tinder', 6], ['hinge', 6],
    ['bumble', 6], ['dating app', 6], ['dating apps', 6], ['her profile', 4], ['his profile', 4],
    ['their profile', 4], ['her bio', 4], ['his bio', 4], ['swiped', 4], ['super like', 4], ['online dating', 5],
  ],
  friendship: [
    ['friend', 2], ['friends', 2], ['my friend', 3], ['best friend', 4], ['my best friend', 5], ['bestie', 3], ['friendship', 4], ['roommate', 3],
    ['make friends', 5], ['new friends', 4], ['group chat', 3], ['hang out', 1], ['classmate', 2],
    ['college', 1], ['grown apart', 4], ['drifted apart', 4], ['friend group', 4],
  ],
  workplace: [
    ['boss', 5], ['my manager', 5], ['manager', 3], ['coworker', 5], ['co-worker', 5], ['colleague', 5],
    ['colleagues', 5], ['at work', 4], ['workplace', 5], ['my team', 3], ['teammate', 3], ['slack', 3],
    ['a raise', 4], ['pay rise', 4], ['promotion', 4], ['deadline', 3], ['performance review', 5], ['hr', 2],
    ['the office', 3], ['work email', 4], ['my job', 2], ['meeting', 1], ['project', 1], ['feedback', 1],
    ['new team', 4], ['the team', 2], ['team lunch', 4], ['new job', 3], ['first day at work', 5],
  ],
  'interview-candidate': [
    ['interview', 4], ['job interview', 6], ['my interview', 6], ['interview for', 5], ['interviewing for', 5],
    ['interview with', 4], ['recruiter', 4], ['hiring manager', 4], ['tell me about yourself', 6],
    ['greatest weakness', 5], ['salary expectations', 5], ['thank you email', 4], ['thank-you note', 4],
    ['applied for', 3], ['job offer', 4], ['prepare for', 2], ['onsite', 3], ['phone screen', 4],
  ],
  'interview-interviewer': [
    ['interviewing a candidate', 9], ['interviewing candidates', 9], ['interview candidates', 9],
    ['interview a candidate', 9], ['candidate', 3], ['candidates', 4], ["i'm hiring", 6], ['i am hiring', 6],
    ['we are hiring', 6], ["we're hiring", 6], ['hiring for', 4], ['applicants', 4], ['as the interviewer', 9],
    ['as an interviewer', 9], ['assess', 2], ['evaluate', 2], ['screen candidates', 8], ['new hire', 3],
    ['ask a candidate', 9], ['ask the candidate', 9], ['questions to ask candidates', 9],
  ],
  customer: [
    ['customer', 5], ['customers', 5], ['client', 4], ['clients', 4], ['refund', 5], ['complaint', 4],
    ['complain*', 3], ['bad review', 5], ['negative review', 5], ['1-star', 5], ['one star', 5],
    ['support ticket', 5], ['my shop', 4], ['my store', 4], ['my business', 3], ['invoice', 3], ['order', 1],
    ['shipping', 2], ['delivery', 2],
  ],
  'teacher-parent': [
    ['teacher', 3], ["son's teacher", 7], ["daughter's teacher", 7], ["child's teacher", 7],
    ["kid's teacher", 7], ['parent-teacher', 7], ['parent teacher', 6], ['my student', 5], ['my students', 5],
    ["student's parent", 7], ['parents of', 3], ['a parent', 3], ['homework', 3], ['report card', 4],
    ['grades', 2], ['classroom', 3], ['my class', 3], ['school', 2], ['pta', 4],
  ],
  'social-comment': [
    ['comment', 4], ['comments', 4], ['commented', 4], ['my post', 4], ['under my post', 6], ['on my post', 5],
    ['rednote', 7], ['red note', 7], ['xiaohongshu', 7], ['小红书', 7], ['instagram', 3], ['tiktok', 3],
    ['followers', 3], ['troll', 4], ['hate comment', 6], ['my video', 4], ['caption', 3], ['reply publicly', 4],
  ],
  'cross-language': [
    ['chinese', 4], ['mandarin', 5], ['in chinese', 6], ["don't speak", 5], ['do not speak', 5],
    ["can't speak", 5], ["don't know chinese", 8], ['without knowing', 3], ['translate', 5], ['translation', 4],
    ['translator', 4], ['language barrier', 7], ['japanese', 4], ['korean', 4], ['spanish', 4], ['french', 4],
    ['german', 4], ['another language', 6], ['native speaker', 4], ['in english', 1],
  ],
};

const COMPILED = Object.fromEntries(
  Object.entries(PATTERNS).map(([key, list]) => [key, compilePhrases(list)]),
) as Record<Exclude<Situation, 'general'>, ReturnType<typeof compilePhrases>>;

/** Han, kana or hangul in the text itself: a strong hint the conversation is in another language. */
const FOREIGN_SCRIPT = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

export interface SituationResult {
  situation: Situation;
  /** 0..1: how sure the keyword evidence is. */
  confidence: number;
  /** Runner-up with a meaningful score, e.g. a social comment that is also cross-language. */
  secondary: Situation | null;
  scores: Partial<Record<Situation, number>>;
  /** No keyword evidence: the situation is only the agent's bias (or 'general'). */
  defaulted?: boolean;
}

export function scoreSituations(text: string): Partial<Record<Situation, number>> {
  const norm = normalize(text);
  const tokens = tokenize(norm);
  const scores: Partial<Record<Situation, number>> = {};
  for (const key of Object.keys(COMPILED) as Exclude<Situation, 'general'>[]) {
    const { score } = scorePhrases(tokens, norm, COMPILED[key]);
    if (score > 0) scores[key] = score;
  }
  if (FOREIGN_SCRIPT.test(norm)) scores['cross-language'] = (scores['cross-language'] ?? 0) + 3;
  // A hidden crush is a crush: its evidence should not lose to the plain "crush" keyword.
  if (scores['hidden-crush']) scores['hidden-crush'] += (scores.crush ?? 0) > 0 ? 1 : 0;
  // The interviewer case mentions "interview" too; only the candidate-side words decide against it.
  if ((scores['interview-interviewer'] ?? 0) >= 6) scores['interview-candidate'] = Math.min(scores['interview-candidate'] ?? 0, 4);
  return scores;
}

/**
 * Best situation for the latest message, with earlier user turns as weaker context (half weight),
 * and an optional agent bias so e.g. the interview agents lean to their own situation when unclear.
 */
export function detectSituation(
  text: string,
  history: readonly string[] = [],
  bias: Situation | null = null,
): SituationResult {
  const totals: Partial<Record<Situation, number>> = { ...scoreSituations(text) };
  history.slice(-4).forEach((earlier) => {
    for (const [key, value] of Object.entries(scoreSituations(earlier)) as [Situation, number][]) {
      totals[key] = (totals[key] ?? 0) + value / 2;
    }
  });
  if (bias && bias !== 'general') totals[bias] = (totals[bias] ?? 0) + 1.5;
  const ranked = (Object.entries(totals) as [Situation, number][]).sort((a, b) => b[1] - a[1] || order(a[0]) - order(b[0]));
  const [first, second] = ranked;
  if (!first || first[1] < 2) {
    return { situation: bias ?? 'general', confidence: bias ? 0.4 : 0.3, secondary: null, scores: totals, defaulted: true };
  }
  const margin = first[1] - (second?.[1] ?? 0);
  const confidence = Math.min(0.95, 0.35 + first[1] * 0.05 + margin * 0.05);
  const secondary = second && second[1] >= 3 ? second[0] : null;
  return { situation: first[0], confidence: Math.round(confidence * 100) / 100, secondary, scores: totals };
}

function order(s: Situation): number {
  return SITUATIONS.indexOf(s);
}

/** Human label used in reads and titles. */
export const SITUATION_LABELS: Record<Situation, string> = {
  crush: 'a crush',
  'hidden-crush': "a crush who doesn't know yet",
  ex: 'an ex',
  partner: 'your relationship',
  dating: 'dating',
  'new-match': 'a new match',
  friendship: 'a friendship',
  workplace: 'a work conversation',
  'interview-candidate': 'a job interview',
  'interview-interviewer': 'interviewing a candidate',
  customer: 'a customer conversation',
  'teacher-parent': 'teacher–parent communication',
  'social-comment': 'a comment on a post',
  'cross-language': 'a conversation in another language',
  general: 'a conversation',
};
