import type { AdviceContext } from './analyze';
import { interviewAnswerSuggestions, interviewerSuggestions } from './interview';
import { openerSuggestions } from './openers';
import { sug, type Section } from './section';

/** Base advice for friendship, work, interviews, customers, school, social posts and the general case. */

export function friendshipSection(ctx: AdviceContext): Section {
  return {
    read: `Friendships run on small, regular gestures. Whatever is going on with ${ctx.who}, a warm, direct message usually works better than waiting for them to reach out first.`,
    lead: 'Three messages you could send:',
    suggestions: openerSuggestions(ctx),
    avoid: 'Keeping score of who texted last — someone has to go first.',
    next: 'Send one message this week and, if they reply warmly, suggest a concrete plan.',
  };
}

export function workplaceSection(ctx: AdviceContext): Section {
  return {
    read: `This is a work conversation with ${ctx.who}, so clear and polite wins: say what you need, why, and by when, in as few lines as possible.`,
    lead: 'Three messages you could adapt:',
    suggestions: [
      sug('Professional', 'Hi [name], could you [request] by [time]? It would help me [reason].', 'Request, deadline and reason in one line — easy to act on.'),
      sug('Collaborative', "Hi [name], I'd value your input on [topic]. Do you have 15 minutes this week?", 'Asking for input builds goodwill.'),
      sug('Direct', 'Quick one: [question]? A yes or no is fine.', 'Respects their time and gets faster answers.'),
    ],
    avoid: 'Venting in writing or cc-ing people to pressure someone — written messages last.',
    next: 'Draft it, remove anything emotional, and send it during working hours.',
  };
}

export function candidateSection(ctx: AdviceContext): Section {
  const role = ctx.jobRole ? ` for the ${ctx.jobRole} role` : '';
  return {
    read: `You have an interview coming up${role}. Prepare three short stories — a success, a challenge and a conflict — in the STAR format (Situation, Task, Action, Result); they answer most questions you'll get.`,
    lead: 'Three questions you are likely to get, with how to answer:',
    suggestions: interviewAnswerSuggestions(ctx).slice(0, 3),
    avoid: 'Memorising answers word for word — prepare stories and key points, not scripts.',
    next: 'Write your three STAR stories tonight and say each one out loud once, in under two minutes.',
  };
}

export function interviewerSection(ctx: AdviceContext): Section {
  const role = ctx.jobRole ? ` for the ${ctx.jobRole} role` : '';
  return {
    read: `You're interviewing candidates${role}. Structured questions — the same core set for everyone, each tied to a skill the role needs — give fairer and more predictive results than free-form chat.`,
    lead: 'Three questions to ask, and what a strong answer shows:',
    suggestions: interviewerSuggestions(ctx).slice(0, 3),
    avoid: 'Questions about age, family plans, religion or health — they are illegal in many places and tell you nothing about the job.',
    next: 'Pick 4–5 questions, write down what a strong answer looks like for each, and score candidates right after each interview.',
  };
}

export function customerSection(ctx: AdviceContext): Section {
  return {
    read: `You're writing to ${ctx.who}. Customers remember how you made them feel: be warm, specific and quick, and always end with a clear next step.`,
    lead: 'Three messages you could adapt:',
    suggestions: openerSuggestions(ctx),
    avoid: 'Jargon or policy-speak ("per our terms…") as your first line.',
    next: 'Reply within one business day and confirm in writing what happens next.',
  };
}

export function teacherParentSection(ctx: AdviceContext): Section {
  const teacher = ctx.userIsTeacher;
  return {
    read: teacher
      ? `You're reaching out to ${ctx.who} about their child. Parents respond best to something positive first, then the concern with specific examples, and an invitation to work on it together.`
      : `You're reaching out to ${ctx.who}. Teachers are busy but want to help: a short, friendly message with specific observations and a clear ask gets the best response.`,
    lead: 'Three messages you could adapt:',
    suggestions: openerSuggestions(ctx),
    avoid: teacher
      ? 'Labels like "lazy" or "disruptive" — describe the behaviour instead.'
      : 'Opening with blame or demands, or discussing the problem in front of your child.',
    next: teacher
      ? 'Propose a 15-minute call and note two specific examples to share.'
      : 'Ask for a short meeting and bring one or two specific examples.',
  };
}

export function socialCommentSection(ctx: AdviceContext): Section {
  return {
    read: 'Someone commented on your post. Public replies are read by everyone, so keep them short, friendly and in your own voice — and turn good comments into conversations.',
    lead: 'Three replies you could post:',
    suggestions: openerSuggestions(ctx),
    avoid: 'Arguing in a public thread — take anything complicated to DMs.',
    next: 'Reply within a day; for longer questions, invite them to message you directly.',
  };
}

const REQUEST = /\b(?:broken|problem|issue|fix|repair|complain|noise|noisy|late|deposit|rent|leak|refund|bill|owe|owes|borrowed|return)\b/i;

export function generalSection(ctx: AdviceContext): Section {
  if (REQUEST.test(ctx.text)) {
    return {
      read: `You need to raise a practical problem with ${ctx.who}. Messages like this work best when they're friendly, factual and specific: what is wrong, since when, and what you'd like to happen by when.`,
      lead: 'Three messages you could adapt:',
      suggestions: [
        sug('Friendly', 'Hi [name], hope you are well! Just a heads-up: [problem] since [when]. Could you [fix] by [date]? Thanks so much!', 'Warm, but with a clear request and a date.'),
        sug('Factual', 'Hi [name], [problem] has been happening since [when] (photo attached). Please let me know when it can be [fixed/resolved].', 'Facts and evidence are hard to brush off.'),
        sug('Firm', 'Hi [name], following up on [problem] from [date]. I need it [fixed/resolved] by [date] — please confirm.', 'A polite but firm nudge if the first message was ignored.'),
      ],
      avoid: 'Venting or blaming in the first message — keep it to facts and the fix you want.',
      next: 'Send it in writing (so there is a record), note the date, and follow up once if you hear nothing in a few days.',
    };
  }
  return {
    read: `It sounds like you're working out how to handle a conversation with ${ctx.who}. I don't have all the details yet, so here's a solid general approach — tell me who they are to you and paste what they said for sharper advice.`,
    lead: 'Three messages that work in most situations:',
    suggestions: [
      sug('Warm', 'Hey! I was just thinking about you — how have you been?', 'Friendly and easy to answer.'),
      sug('Clear', "I'd love to talk about [topic] — when's a good time for you?", 'Names the topic and lets them choose the moment.'),
      sug('Light', 'Quick question: [question]? No rush 🙂', 'Low pressure, which makes replying easy.'),
    ],
    avoid: 'Long, over-explained messages — shorter is almost always clearer.',
    next: 'Send one short message, then let their reply guide your next step.',
  };
}
