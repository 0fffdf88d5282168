import type { PracticeDetails } from '../../../../db/schema/practice';
import type { PlannedPractice } from '../../practice-ai';
import { capitalize } from '../text-utils';
import type { GoalKind } from './goals';
import type { PlanContext } from './plan-context';
import { ROLE_INFO, type Pronouns, type RoleKind } from './roles';

/**
 * Shared pieces of the plan templates. The success and failure conditions are written from the
 * evaluator's rules (goals.ts): each names what the evaluator checks, in the user's words.
 */

export interface Person {
  role: RoleKind;
  name: string | null;
  /** "your crush", "your manager". */
  label: string;
  /** Name or label: always a singular subject. */
  who: string;
  Who: string;
  /** Name or object pronoun ("ask Maya out", "ask her out"). */
  obj: string;
  /** "Maya's" or "her". */
  poss: string;
  pronouns: Pronouns;
  /** "from chemistry class". */
  context: string | null;
  /** "chemistry class". */
  place: string | null;
}

export function personFor(role: RoleKind, ctx: PlanContext, label: string = ROLE_INFO[role].label): Person {
  const who = ctx.name ?? label;
  return {
    role,
    name: ctx.name,
    label,
    who,
    Who: capitalize(who),
    obj: ctx.name ?? ctx.pronouns.obj,
    poss: ctx.name ? `${ctx.name}'s` : ctx.pronouns.poss,
    pronouns: ctx.pronouns,
    context: ctx.context,
    place: ctx.context ? ctx.context.replace(/^(?:from|at|in)\s+/, '') : null,
  };
}

/** "Maya, your crush from chemistry class" — readProfile() reads it back. */
export function simulatedRole(p: Person): string {
  return capitalize(`${p.name ? `${p.name}, ` : ''}${p.label}${p.context ? ` ${p.context}` : ''}`);
}

/** "Maya loves hiking and indie music." from what the user said, or ''. */
export function interestsLine(p: Person, interests: readonly string[]): string {
  if (interests.length === 0) return '';
  return ` ${p.Who} loves ${interests.join(' and ')}.`;
}

export function successCondition(goal: GoalKind, p: Person, topic = 'it'): string {
  switch (goal) {
    case 'open':
      return `${p.Who} warms up and keeps the chat going — after you've asked about ${p.obj}, shared something of your own and added warmth (a joke, a compliment or showing you listened).`;
    case 'invite':
      return `${p.Who} says yes to a specific plan — a day and an activity — after you've asked about ${p.obj} and built some rapport.`;
    case 'reinvite':
      return `${p.Who} can't make your first suggestion; you take it lightly, and ${p.who} agrees to another specific day and activity.`;
    case 'repair':
      return `${p.Who} accepts your apology and agrees to talk again — after you've said sorry without excuses, shown you understand how ${p.who} felt, and suggested a low-pressure next step (a call or a coffee).`;
    case 'reconnect':
      return `${p.Who} agrees to catch up — a call, a coffee or a walk — after you've reached out warmly and asked about ${p.poss} life.`;
    case 'ask':
      return `${p.Who} agrees to a concrete next step on ${topic} (a number or a date) — after you've backed your ask with results.`;
    case 'interview':
      return `The interviewer moves you to the next round — after you've given a concrete example with a result and asked a thoughtful question about the role.`;
    case 'hire':
      return `You ask a behavioural question (“Tell me about a time…”), follow up on the answer, and close with clear next steps (what happens and when).`;
    case 'resolve':
      return `${p.Who} accepts your fix — after you've acknowledged the problem, asked what happened and offered a specific remedy (a refund, a replacement or a date).`;
    case 'align':
      return `${p.Who} agrees to a concrete plan — a check-in date or a next step with a time — after you've listened and shared what you've noticed.`;
    case 'defuse':
      return `The commenter softens and engages — after you've acknowledged their point calmly and asked or explained without attacking back.`;
  }
}

/** Each names the red flags the evaluator fails a line for (red-flags.ts reads them back from this text). */
export function failureCondition(goal: GoalKind, p: Person): string {
  switch (goal) {
    case 'open':
    case 'invite':
    case 'reinvite':
    case 'reconnect':
      return `You insult or threaten ${p.obj}, get crude, guilt-trip or lie, push after a no or a maybe, or send three risky messages (coming on too strong, blame).`;
    case 'repair':
      return `You guilt-trip, insult or threaten ${p.obj}, lie or get crude, blame ${p.obj} twice, push after a no or a “not yet”, or send three risky messages.`;
    case 'ask':
      return `You threaten to quit or give an ultimatum, insult ${p.obj}, guilt-trip or lie, push after a “not yet”, or send three risky messages (demands, blame).`;
    case 'interview':
      return `You insult the interviewer or a former employer, make threats, lie about your experience, answer “I don't know” twice, or send three risky messages.`;
    case 'hire':
      return `You ask an illegal personal question (age, family plans, religion, health, origin), insult or threaten the candidate, lie about the role, or send three risky messages.`;
    case 'resolve':
      return `You insult or threaten ${p.obj}, lie about the order, blame ${p.obj} twice, push after a no, or send three risky messages (dismissing, arguing).`;
    case 'align':
      return `You insult or threaten ${p.obj}, guilt-trip or lie, blame ${p.obj} twice, or send three risky messages.`;
    case 'defuse':
      return `You insult or threaten the commenter, lie, blame them twice, or send three risky messages (sarcasm, dismissing).`;
  }
}

export interface PracticeParts {
  goal: GoalKind;
  name: string;
  title: string;
  scenario: string;
  learn: readonly (readonly [emoji: string, content: string])[];
  /** What the ask is about, for the ask goal ("your pay"). */
  topic?: string;
}

export function practice(p: Person, parts: PracticeParts): PlannedPractice {
  const details: PracticeDetails = {
    title: parts.title,
    scenario: parts.scenario.replace(/\s+/g, ' ').trim(),
    success_condition: successCondition(parts.goal, p, parts.topic),
    failure_condition: failureCondition(parts.goal, p),
    you_will_learn: parts.learn.map(([emoji, content]) => ({ emoji, content })),
    simulated_role: simulatedRole(p),
  };
  return { name: parts.name, details };
}
