import type { AdviceContext } from './analyze';
import { isMeetingRequest } from './quote-meeting';
import { q, sug, Who, type Section } from './section';

/** Advice on a received message in a professional register (work, interviews, customers, school). */
export function professionalQuoteSection(ctx: AdviceContext): Section {
  return WORK[ctx.tone ?? 'neutral'](ctx);
}

const lead = 'Three replies you could send (edit the brackets):';

function workTalkRequest(ctx: AdviceContext): Section {
  return {
    read: `${Who(ctx)} asked ${q(ctx)}. At work this is usually routine — planning, feedback or a new task that is easier to discuss live — so reply promptly, confirm a time and, if it helps, ask whether to prepare anything.`,
    lead: 'Three replies you could send:',
    suggestions: [
      sug('Ready', 'Sure! What time works best for you?', 'Prompt and relaxed; it shows you are available.'),
      sug('Prepared', 'Of course. Is there anything you would like me to prepare beforehand?', 'Professional — and a calm way to learn the topic.'),
      sug('Specific', "Sounds good — I'm free after [time]. Talk then!", 'A concrete time saves a round of messages.'),
    ],
    avoid: 'Assuming the worst and sending a long, anxious reply.',
    next: 'Confirm a time today, and jot down a quick update on your current work in case it comes up.',
  };
}

const WORK: Record<NonNullable<AdviceContext['tone']>, (ctx: AdviceContext) => Section> = {
  noncommittal: (ctx) => ({
    read: `${q(ctx)} is a polite holding answer: nothing is decided yet. Your reply should make the next step easy and put a date on it, without pushing ${ctx.who}.`,
    lead,
    suggestions: [
      sug('Professional', 'Thanks, that sounds good. Would it help if I checked back in on [day]?', 'Agrees a follow-up date, so you are not left guessing.'),
      sug('Helpful', 'Happy to send anything that would make the decision easier — just let me know.', 'Removes friction and shows you are easy to work with.'),
      sug('Patient', "Thanks for the update. I'll keep an eye out for your reply.", 'Calm and courteous; keeps the relationship warm.'),
    ],
    avoid: 'Repeated "any update?" messages. One polite follow-up after the agreed time is enough.',
    next: 'Agree a date for the follow-up in writing, note it, and follow up once if you hear nothing by then.',
  }),
  dry: (ctx) => ({
    read: `${q(ctx)} is brief, and in a work setting that usually just means "received", not that ${ctx.who} is annoyed. Match the brevity and make the next step clear.`,
    lead,
    suggestions: [
      sug('Brief', 'Great, thanks!', 'Short replies are normal at work; this closes the loop.'),
      sug('Proactive', "Thanks — I'll go ahead then and keep you posted.", 'Confirms you will act, so nothing is left hanging.'),
      sug('Helpful', 'Perfect. Let me know if you need anything else from me.', 'Polite and leaves the door open.'),
    ],
    avoid: 'Reading annoyance into a short reply and sending a long, anxious follow-up.',
    next: 'Carry on with the task; if you genuinely need more input, ask one specific question.',
  }),
  positive: (ctx) => ({
    read: `${q(ctx)} is a yes. The best reply thanks ${ctx.who} briefly and confirms the concrete next step, so everyone leaves with the same plan.`,
    lead,
    suggestions: [
      sug('Professional', 'Thank you! To confirm: [what] by [when]. I will send [deliverable] beforehand.', 'Writing the agreement down prevents misunderstandings later.'),
      sug('Warm', 'Great, thanks so much — I appreciate it.', 'Gracious and short.'),
      sug('Proactive', "Perfect. I'll send a calendar invite for [day/time].", 'Turns agreement into action straight away.'),
    ],
    avoid: 'Re-opening the decision with extra conditions or long explanations after a yes.',
    next: 'Confirm the details in writing today and put the date in both calendars.',
  }),
  decline: (ctx) => ({
    read: `${q(ctx)} is a no, politely put. A gracious reply costs nothing and keeps ${ctx.who} on your side for the next opportunity.`,
    lead,
    suggestions: [
      sug('Gracious', 'Thank you for letting me know, I appreciate the update.', 'Professional and leaves a good last impression.'),
      sug('Growth', 'Thanks for telling me. If you have a minute, I would value any feedback on what would have made the difference.', 'Turns a no into something useful — people often say yes to a short request.'),
      sug('Door open', 'Understood, thank you. I would be glad to stay in touch if anything changes.', 'Keeps the relationship alive for later.'),
    ],
    avoid: 'Arguing with the decision or replying while you are still frustrated.',
    next: 'Send one gracious reply, note any feedback, and move your energy to the next option.',
  }),
  busy: (ctx) => ({
    read: `${q(ctx)} means ${ctx.who} has no time right now. Make it easy to pick this up later by offering a concrete, small next step.`,
    lead,
    suggestions: [
      sug('Flexible', 'No problem — when would be a better time? Even 10 minutes later this week works for me.', 'A small, flexible ask is easy to say yes to.'),
      sug('Async', 'Understood. I will put the key points in an email so you can look when you have a moment.', 'Removes the need for a meeting altogether.'),
      sug('Considerate', 'Thanks for letting me know — good luck with the busy week.', 'Courteous and low-pressure.'),
    ],
    avoid: 'Pushing for an answer now, or sending a wall of text to someone who just said they are swamped.',
    next: 'Offer one concrete option and follow up once after the busy period.',
  }),
  upset: (ctx) => ({
    read: `${q(ctx)} shows ${ctx.who} is frustrated. Acknowledge the problem first, take ownership of your part, and say exactly what happens next — specifics calm people more than apologies alone.`,
    lead,
    suggestions: [
      sug('Acknowledge', "I'm sorry about this — you're right to be frustrated. Here is what I'll do: [fix] by [time].", 'Names the problem, owns it and commits to a concrete fix.'),
      sug('Solve', 'Thank you for telling me. Could you share [the detail I need] so I can sort this out today?', 'Moves straight to solving with one clear request.'),
      sug('Calm', "I understand. Let me look into it now and I'll get back to you by [time].", 'Buys time without sounding dismissive, with a firm deadline.'),
    ],
    avoid: 'Getting defensive, blaming others, or promising something you cannot deliver.',
    next: 'Reply within the day, deliver what you promised by the time you named, and follow up to confirm it is resolved.',
  }),
  question: (ctx) => (isMeetingRequest(ctx) ? workTalkRequest(ctx) : {
    read: `${Who(ctx)} asked ${q(ctx)}. Answer directly first, then add only the context that helps — and if you don't know yet, say when you will.`,
    lead,
    suggestions: [
      sug('Direct', 'Short answer: [answer]. Happy to go into more detail if useful.', 'Leads with the answer, which busy people appreciate.'),
      sug('Thorough', 'Good question. [Answer], because [reason]. The main trade-off is [trade-off].', 'Shows your reasoning without rambling.'),
      sug('Honest', "Let me check and come back to you by [time] — I'd rather give you the right answer.", 'Credible when you do not know yet.'),
    ],
    avoid: 'Burying the answer under a long preamble.',
    next: 'Reply today; if you promised to check, put a reminder in your calendar.',
  }),
  warm: (ctx) => ({
    read: `${q(ctx)} is appreciative. Accept it warmly and briefly — and if it fits, build on the good moment.`,
    lead,
    suggestions: [
      sug('Warm', 'Thank you — that really means a lot.', 'Gracious without deflecting the compliment.'),
      sug('Team', 'Thanks! It was a team effort — [name] helped a lot too.', 'Shares credit, which people remember.'),
      sug('Forward', 'Thank you! Happy to help with the next one too.', 'Turns goodwill into future opportunities.'),
    ],
    avoid: 'Brushing it off with "it was nothing" — accept the thanks.',
    next: 'Save the message: it is useful evidence for your next review or reference.',
  }),
  neutral: (ctx) => ({
    read: `${Who(ctx)} wrote ${q(ctx)}. It's a neutral, practical message, so keep your reply clear, polite and focused on the next step.`,
    lead,
    suggestions: [
      sug('Professional', 'Thanks for letting me know. [Your answer or next step].', 'Polite, clear and complete.'),
      sug('Clarifying', 'Thanks! Just to make sure I understand: do you mean [your reading]?', 'Avoids acting on a misunderstanding.'),
      sug('Proactive', "Got it — I'll [action] by [time] and let you know.", 'Shows ownership and sets expectations.'),
    ],
    avoid: 'Guessing at hidden meaning in a plain work message.',
    next: 'Reply with one clear next step and a time.',
  }),
};
