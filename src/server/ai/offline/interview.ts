import type { ReplySuggestion } from '../provider';
import type { AdviceContext } from './analyze';
import { sug } from './section';

/** Interview question banks: questions a candidate will be asked, questions to ask a candidate, questions to ask the employer. */
type Field = 'tech' | 'sales' | 'lead' | 'marketing' | 'care' | 'teaching' | 'service' | 'general';

const FIELD_WORDS: [Field, RegExp][] = [
  ['tech', /\b(?:developer|engineer|engineering|software|programmer|data|analyst|devops|frontend|backend|it|qa|scientist)\b/],
  ['sales', /\b(?:sales|account|business development|bdr|sdr)\b/],
  ['lead', /\b(?:manager|lead|director|head|supervisor|leadership)\b/],
  ['marketing', /\b(?:marketing|designer|design|content|product|brand|social media|ux|copywriter)\b/],
  ['care', /\b(?:nurse|nursing|doctor|carer|caregiver|medical|healthcare|pharmacist|krankenpfleger\w*|pflegekraft|enfermer[oa]|infirmi[eè]re?)\b/],
  ['teaching', /\b(?:teacher|teaching|tutor|lecturer|educator|lehrer\w*|profesor[a]?|maestr[oa]|enseignant\w*|professeur)\b/],
  ['service', /\b(?:customer|support|service|retail|barista|cashier|receptionist|hospitality|server|waiter|waitress|baker|chef|cook|camarer[oa]|kellner\w*|serveur|serveuse)\b/],
];

const fieldIn = (hay: string): Field => FIELD_WORDS.find(([, re]) => re.test(hay.toLowerCase()))?.[0] ?? 'general';

/** The role's own words decide the field; the whole message only when the role is unnamed or says nothing
 * ("the hiring manager for a customer support job" is a service role, not a lead one). */
export function fieldOf(ctx: AdviceContext): Field {
  const fromRole = ctx.jobRole ? fieldIn(ctx.jobRole) : 'general';
  return fromRole !== 'general' ? fromRole : fieldIn(ctx.text.slice(0, 2000));
}

const the = (ctx: AdviceContext) => (ctx.jobRole ? `this ${ctx.jobRole} role` : 'this role');

const ASKED_SPECIFIC: Record<Field, [string, string]> = {
  tech: ['Walk me through a technical problem you solved recently.', 'Explain the problem, the options you considered, the trade-off you chose and the outcome — think out loud.'],
  sales: ['How do you handle rejection, and how do you keep your pipeline full?', 'Give numbers (calls, conversion, quota hit) and a concrete routine that keeps you going.'],
  lead: ['How have you handled an underperforming team member?', 'Show you acted early, got to the cause, set clear expectations and followed through — with a result.'],
  marketing: ['Tell me about a campaign or product decision you are proud of. How did you measure success?', 'Name the goal, the metric, what you changed and the number that moved.'],
  care: ['Tell me about a stressful situation with a patient and how you handled it.', 'Show calm, patient safety first, clear communication and teamwork.'],
  teaching: ['How do you manage a disruptive class?', 'Describe routines and relationships that prevent problems, then a real example of de-escalating one.'],
  service: ['Tell me about a time you turned an unhappy customer around.', 'Use STAR: what upset them, how you listened, what you did, and how it ended.'],
  general: ['What are you most proud of in your work so far?', 'Pick one achievement with a clear result, explain your part, and link it to this job.'],
};

export function interviewAnswerSuggestions(ctx: AdviceContext): ReplySuggestion[] {
  const [specificQ, specificWhy] = ASKED_SPECIFIC[fieldOf(ctx)];
  const bank: ReplySuggestion[] = [
    sug('Warm-up', 'Tell me about yourself.', 'Answer in 60–90 seconds: present (your current role), past (one relevant achievement), future (why this job). Skip the life story.'),
    sug('Role-specific', specificQ, specificWhy),
    sug('Behavioural', 'Tell me about a time you disagreed with a colleague. What happened?', 'Use STAR, keep the other person respectful in the story, and end with the outcome and what you learned.'),
    sug('Motivation', `Why do you want ${the(ctx)}?`, 'Connect one specific thing about them (product, mission, team) to one specific thing about you (skills, goals).'),
    sug('Self-awareness', 'What is your greatest weakness?', 'Pick a real but non-critical weakness, say what you are doing about it, and give evidence it is improving.'),
    sug('Future', 'Where do you see yourself in five years?', 'Show ambition that fits the role: skills you want to build and impact you want to have here.'),
    sug('Salary', 'What are your salary expectations?', 'Give a researched range, anchored slightly above your target, and say you are flexible for the right role.'),
    sug('Closing', 'Do you have any questions for us?', 'Always say yes: ask about success in the first 90 days, the team, or the biggest current challenge.'),
  ];
  const asked = ctx.text.slice(0, 2000).toLowerCase();
  const keys: [string, number][] = [['yourself', 0], ['weakness', 4], ['why do you want', 3], ['five years', 5], ['salary', 6], ['disagree', 2], ['conflict', 2], ['questions for', 7]];
  const hit = keys.find(([k]) => asked.includes(k));
  if (hit) {
    const first = bank[hit[1]] as ReplySuggestion;
    return [first, ...bank.filter((b) => b !== first)];
  }
  return bank;
}

const TO_ASK_SPECIFIC: Record<Field, [string, string]> = {
  tech: ['How would you design [a feature relevant to us]? Talk me through the trade-offs.', 'Tests technical judgement: look for clarifying questions and explicit trade-offs.'],
  sales: ['Sell me a product you genuinely love.', 'Strong answers ask about your needs first instead of listing features.'],
  lead: ['How have you helped someone on your team improve?', 'Look for specific coaching actions and a measurable change.'],
  marketing: ['How would you measure the success of [a campaign/feature]?', 'Good answers pick a few meaningful metrics and explain why.'],
  care: ['Tell me about a time you had to speak up about patient safety.', 'Shows judgement and courage under pressure.'],
  teaching: ['How do you support a student who is falling behind?', 'Look for differentiation, communication with parents and follow-up.'],
  service: ['A customer is angry about a mistake that was not your fault. What do you say?', 'Look for empathy first, no blame, and a concrete fix.'],
  general: ['What would you want to achieve in your first three months here?', 'Shows whether they have thought concretely about the job.'],
};

export function interviewerSuggestions(ctx: AdviceContext): ReplySuggestion[] {
  const [q, why] = TO_ASK_SPECIFIC[fieldOf(ctx)];
  return [
    sug('Problem-solving', 'Tell me about a hard problem you solved recently. What options did you consider?', 'Strong answers show structured thinking and trade-offs, not just the result.'),
    sug('Role-specific', q, why),
    sug('Collaboration', 'Tell me about a disagreement with a colleague and how you resolved it.', 'Good answers show listening, compromise and a respectful outcome.'),
    sug('Ownership', 'Describe a time something went wrong on work you owned. What did you do next?', 'Look for accountability and learning, not blame.'),
    sug('Motivation', 'What drew you to this role, and what do you want to learn next?', 'Checks the fit between their goals and what the role offers.'),
    sug('Learning', 'What is something you taught yourself recently? How did you go about it?', 'Reveals curiosity and how they learn.'),
    sug('Environment', 'What kind of team and manager help you do your best work?', 'Helps you both judge fit honestly.'),
  ];
}

const EMPLOYER_SPECIFIC: Record<Field, [string, string]> = {
  tech: ['How do you balance new features with paying down technical debt?', 'Reveals engineering culture and how much say engineers have.'],
  sales: ['How are quotas set, and what share of the team hit target last year?', 'Tells you whether the targets are realistic.'],
  lead: ['What are the biggest challenges facing the team I would lead?', 'Shows you are already thinking like the leader and surfaces problems early.'],
  marketing: ['How do marketing and product decide priorities together?', 'Shows you think cross-functionally and reveals how decisions are made.'],
  care: ['What are typical staffing ratios and how is support handled on busy shifts?', 'Tells you about workload and safety.'],
  teaching: ['How are new teachers supported in their first year?', 'Reveals mentoring and culture.'],
  service: ['What does great service look like here, and how is it recognised?', 'Shows you care about quality and reveals how staff are valued.'],
  general: ['What is the biggest challenge the team is facing right now?', 'Shows you want to help and tells you what you would walk into.'],
};

export function employerQuestionSuggestions(ctx: AdviceContext): ReplySuggestion[] {
  const [q, why] = EMPLOYER_SPECIFIC[fieldOf(ctx)];
  return [
    sug('Success', 'What would success look like in the first 90 days?', 'Shows you think about impact and tells you what they really expect.'),
    sug('Role-specific', q, why),
    sug('Team', "How would you describe the team's working style?", 'Helps you picture day-to-day life and fit.'),
    sug('Growth', 'How do people in this role usually grow here?', 'Shows ambition and reveals whether there is a path.'),
    sug('Culture', 'What do you enjoy most about working here?', 'A personal question that gets honest, revealing answers.'),
    sug('Feedback', 'How do you like to give feedback to your team?', 'Tells you what working with this manager is like.'),
    sug('Next steps', 'What are the next steps in the process?', 'Ends on a clear, practical note.'),
  ];
}
