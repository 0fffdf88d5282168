import type { PracticePlanDraft } from '../../practice-ai';
import { capitalize } from '../text-utils';
import { candidatePastSentence } from './plan-candidate-past';
import { toldSentence } from './scenario-repair-told';
import type { PlanContext } from './plan-context';
import type { Patron } from './plan-customer-side';
import { personFor, practice, type Person } from './plan-text';
import type { WorkAsk } from './scenario-work-ask';

/** Plans for work, interviews, customers, school and social comments. Easiest practice first. */

const titled = (name: string, p: Person) => (p.name && !name.includes(p.name) ? `${name} — ${p.name}` : name);

function align(p: Person, name: string, scenario: string) {
  return practice(p, {
    goal: 'align',
    name,
    title: titled(name, p),
    scenario,
    learn: [
      ['👂', 'Listen and ask before you argue your side'],
      ['🔎', 'Share specific observations, not labels'],
      ['📅', 'Close with a concrete plan and a date'],
    ],
  });
}

export function raisePlan(ctx: PlanContext): PracticePlanDraft {
  const p = personFor('boss', ctx, ctx.relation ? `your ${ctx.relation}` : undefined);
  // The terms the user stated ("your review is on 14 May") stay in the practice, so the manager never names another date.
  const terms = ctx.payTerms ? ` ${capitalize(ctx.payTerms)}.` : '';
  return {
    name: 'Asking for a raise',
    description: `Rehearse the pay conversation with ${p.who}: learn what a raise takes, then make a specific ask backed by your results.`,
    practices: [
      align(p, 'Find out what a raise takes', `You have a one-to-one with ${p.who}. Before asking for money, find out what ${p.who} expects at the next level, share what you've been working on, and agree a check-in date.${terms}`),
      practice(p, {
        goal: 'ask',
        name: 'Ask for the raise',
        title: titled('Ask for the raise', p),
        topic: 'your pay',
        scenario: `You've booked time with ${p.who} to talk about your pay. ${p.Who} is fair but busy and will want reasons. Lead with the results you've delivered, then name a specific number or a review date.${terms}`,
        learn: [
          ['📈', 'Back your ask with concrete results'],
          ['🔢', 'Name a specific number or date'],
          ['🧊', 'Stay calm and curious if the answer is “not yet”'],
        ],
      }),
    ],
  };
}

export function extensionPlan(ctx: PlanContext): PracticePlanDraft {
  const p = personFor('boss', ctx, ctx.relation ? `your ${ctx.relation}` : undefined);
  return {
    name: 'Asking for more time',
    description: `Rehearse asking ${p.who} for a deadline extension: show the progress you've made and propose a specific new date.`,
    practices: [
      practice(p, {
        goal: 'ask',
        name: 'Ask for more time',
        title: titled('Ask for a deadline extension', p),
        topic: 'your deadline',
        scenario: `Your deadline is close and the work won't be ready in time. Tell ${p.who} early, show what you've already finished, and propose a specific new date.`,
        learn: [
          ['⏰', 'Raise the problem early and plainly'],
          ['✅', "Show what you've already done"],
          ['📅', 'Propose a specific new date'],
        ],
      }),
    ],
  };
}

/** An ask to the manager that is neither pay nor a deadline (scenario-work-ask.ts reads the ask back from the scenario). */
export function workAskPlan(ctx: PlanContext, ask: WorkAsk): PracticePlanDraft {
  const p = personFor('boss', ctx, ctx.relation ? `your ${ctx.relation}` : undefined);
  return {
    name: `A request to ${p.name ?? p.label.replace(/^your /, 'my ')}`,
    description: `Rehearse asking ${p.who} ${ask.phrase}: say why, show how the work stays covered, and agree a next step with a date.`,
    practices: [
      practice(p, {
        goal: 'ask',
        name: 'Make your request',
        title: titled('Make your request', p),
        topic: 'your request',
        scenario: `${ctx.issue ? `${p.Who} ${ctx.issue}. ` : ''}You want to ask ${p.who} ${ask.phrase}. ${p.Who} is fair but busy and will want to know how the work stays covered. Say why it matters, show how it would work, and propose a trial with a review date.`,
        learn: [
          ['🎯', 'Say plainly what you are asking for and why'],
          ['🧩', 'Show how the work stays covered'],
          ['📅', 'Propose a trial and a date to review it'],
        ],
      }),
    ],
  };
}

export function colleaguePlan(ctx: PlanContext): PracticePlanDraft {
  const boss = ctx.relation === 'boss' || ctx.relation === 'manager' || ctx.relation === 'supervisor';
  const p = personFor(boss ? 'boss' : 'colleague', ctx, ctx.relation ? `your ${ctx.relation}` : undefined);
  return {
    name: `A tricky talk with ${p.name ?? p.label.replace(/^your /, 'my ')}`,
    description: `Rehearse raising a work problem with ${p.who} calmly: listen, describe what you've noticed, and agree on a concrete next step.`,
    practices: [
      align(
        p,
        `Sort it out with ${p.who}`,
        `${ctx.issue ? `${p.Who} ${ctx.issue}.` : `Something at work with ${p.who} keeps causing friction.`} Ask how ${p.who} sees it, describe what you've noticed without blaming, and agree a concrete next step with a date.`,
      ),
    ],
  };
}

export function interviewPlan(ctx: PlanContext): PracticePlanDraft {
  const p = personFor('interviewer', { ...ctx, name: ctx.name });
  const job = ctx.jobRole ? ` for the ${ctx.jobRole} role` : '';
  const learn = [
    ['⭐', 'Answer with a concrete example and its result (STAR)'],
    ['❓', 'Ask a thoughtful question about the role or team'],
    ['🧘', 'Stay composed when a question is hard'],
  ] as const;
  return {
    name: ctx.jobRole ? `${capitalize(ctx.jobRole)} interview` : 'Job interview practice',
    description: `Rehearse your interview${job}: clear examples with results, good questions back, and composure on the tough ones.`,
    practices: [
      practice(p, {
        goal: 'interview',
        name: 'Tell me about yourself',
        title: `The first questions${job}`,
        scenario: `You're in a first-round interview${job}. The interviewer is friendly and starts with the classics. Answer with specific examples and results, and ask something about the role.`,
        learn,
      }),
      practice(p, {
        goal: 'interview',
        name: 'The tough question',
        title: `A hard question${job}`,
        scenario: `Later in the interview${job}, the interviewer asks about a failure and probes for weaknesses. Stay composed, give a real example with what you learned and what changed, and ask a question of your own.`,
        learn,
      }),
    ],
  };
}

export function interviewerPlan(ctx: PlanContext): PracticePlanDraft {
  const p = personFor('candidate', ctx);
  const job = ctx.jobRole ? ` for the ${ctx.jobRole} role` : '';
  return {
    name: 'Interviewing a candidate',
    description: `Rehearse a structured interview${job}: behavioural questions, real follow-ups, and a clear close.`,
    practices: [
      practice(p, {
        goal: 'hire',
        name: 'Run a structured interview',
        title: `Interview the candidate${job}`,
        scenario: `A candidate${job} has just joined the call and is a little nervous.${ctx.candidatePast ? ` ${candidatePastSentence(ctx.candidatePast)}` : ''} Ask for real examples, follow up on the answers, and close with clear next steps. Keep every question about the job.`,
        learn: [
          ['🧠', 'Ask behavioural questions (“Tell me about a time…”)'],
          ['🔁', 'Follow up to get past rehearsed answers'],
          ['⚖️', 'Keep questions lawful and job-related'],
        ],
      }),
    ],
  };
}

/** The user as the customer: the complaint made to the business, whose staff is played (scenario-patron-told.ts reads it back). */
function patronPlan(ctx: PlanContext, patron: Patron): PracticePlanDraft {
  const p = personFor('service', { ...ctx, name: null, context: null }, `${patron.business}'s customer service`);
  const told = patron.told ?? `something went wrong with what you paid ${patron.business} for`;
  return {
    name: `Complaining to ${patron.business}`,
    description: `Rehearse a complaint that gets results: say what happened, what you want done and by when — calm, specific and firm.`,
    practices: [
      align(p, `Complain to ${patron.business}`, `You're complaining to ${patron.business}: ${told}. ${p.Who} is on the line. Say what happened, ask for what you want put right, and agree a specific fix with a date — calmly, without backing down.`),
    ],
  };
}

export function customerPlan(ctx: PlanContext): PracticePlanDraft {
  if (ctx.patron) return patronPlan(ctx, ctx.patron);
  const p = personFor('customer', ctx, /\bclient\b/i.test(ctx.relation ?? '') ? 'the client' : undefined);
  return {
    name: 'Handling an angry customer',
    description: `Rehearse turning an angry complaint into a solution: acknowledge, ask, and offer a specific fix.`,
    practices: [
      practice(p, {
        goal: 'resolve',
        name: 'Calm an angry customer',
        title: titled('Calm an angry customer', p),
        // The user's own account of what went wrong, so the customer never contradicts it (scenario-facts.ts reads it back).
        scenario: `${ctx.toldComplaint ? `${p.Who} is upset because ${ctx.toldComplaint}.` : `${p.Who} is upset: ${ctx.complaint ?? 'an order arrived late'} and nobody answered their emails.`} Acknowledge the problem, find out exactly what happened, and offer a specific remedy.`,
        learn: [
          ['🫶', 'Acknowledge the frustration before solving'],
          ['❓', 'Ask for the facts you need'],
          ['🛠️', 'Offer a specific remedy with a time'],
        ],
      }),
    ],
  };
}

export function schoolPlan(ctx: PlanContext, userIsTeacher: boolean): PracticePlanDraft {
  if (userIsTeacher) {
    const p = personFor('parent', ctx, "a student's parent");
    return {
      name: "Talking to a student's parent",
      description: `Rehearse sharing a concern with a parent so they feel like a partner, not accused — and agreeing on a plan.`,
      practices: [
        align(p, 'Share a concern with a parent', `You need to tell ${p.who} that ${ctx.concern ?? 'their child has been struggling in class'}. The parent is protective and a bit defensive. Listen, share specific observations, and agree a plan with a check-in date.`),
      ],
    };
  }
  const child = ctx.relation ?? 'child';
  const lesson = ctx.lesson;
  if (lesson) {
    // A teacher of one subject or activity: the subject is named in the person and the scenario (scenario-lesson.ts reads it back).
    const teacher = `your ${child}'s ${lesson.subject} ${lesson.noun}`;
    const p = personFor('teacher', ctx, teacher);
    return {
      name: `Talking to my ${child}'s ${lesson.subject} ${lesson.noun}`,
      description: `Rehearse talking about your ${child}'s ${lesson.subject} with ${p.who} as a partner: listen, share what you see at home, and agree on a concrete plan.`,
      practices: [
        align(p, `Talk it through with the ${lesson.noun}`, `You have a short meeting with ${p.name ? `${p.name}, ${teacher}` : teacher}, about how your ${child} is getting on in ${lesson.subject}${lesson.reason ? ` — ${lesson.reason}` : ''}. Ask how things look in the lessons, share what you notice at home, and agree a plan with a check-in date.`),
      ],
    };
  }
  const p = personFor('teacher', ctx, `your ${child}'s teacher`);
  return {
    name: `Talking to my ${child}'s teacher`,
    description: `Rehearse raising a concern with ${p.who} as a partner: listen, share what you see at home, and agree on a concrete plan.`,
    practices: [
      align(p, 'Raise your concern with the teacher', `${ctx.told ? `${toldSentence(ctx.told)} ` : ''}You're worried about how your ${child} is doing at school and have a short meeting with ${p.who}. Ask how things look in class, share what you notice at home, and agree a plan with a check-in date.`),
    ],
  };
}

export function commentPlan(ctx: PlanContext): PracticePlanDraft {
  const p = personFor('commenter', ctx);
  const told = ctx.comment;
  return {
    name: 'Replying to a harsh comment',
    description: 'Rehearse replying to a critical comment on your post calmly, so the conversation cools down instead of blowing up.',
    practices: [
      practice(p, {
        goal: 'defuse',
        name: 'Reply to a harsh comment',
        title: 'Reply to a harsh comment',
        // Where it was left and what it said, as the user told it (scenario-comment-told.ts reads them back).
        scenario: `Someone left a sharp, critical comment ${told ? `${told.post ? `on ${told.post}` : 'under your post'}${told.said ? `, ${told.said}` : ''},` : 'under your post'} and others are watching. Acknowledge what is fair in it, stay calm, and engage without attacking back.`,
        learn: [
          ['🧊', 'Stay calm when someone is sharp'],
          ['🤝', 'Acknowledge what is fair in the criticism'],
          ['💬', 'Engage with a question or a clear explanation'],
        ],
      }),
    ],
  };
}
