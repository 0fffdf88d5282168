import type { AdviceContext } from './analyze';
import { sug, type Section } from './section';

/** Sections for what the user is trying to do in work, customer, school and social-post situations. */

export function noReplyWorkSection(ctx: AdviceContext): Section {
  return {
    read: `No reply from ${ctx.who} yet. In professional settings silence usually means a full inbox, not a no — a short, polite follow-up that is easy to answer is normal and expected.`,
    lead: 'Three follow-ups you could send:',
    suggestions: [
      sug('Polite', 'Hi [name], just following up on my message from [day] about [topic]. Happy to provide anything else you need.', 'Courteous and gives them the context in one line.'),
      sug('Easy to answer', 'Hi [name], quick check: is [question] still on track? A one-line answer is plenty.', 'A small, specific question gets faster replies.'),
      sug('Value-add', 'Hi [name], one more thing that might be useful for [topic]: [detail].', 'Follows up by adding value rather than just chasing.'),
    ],
    avoid: 'Following up daily, or passive-aggressive lines like "As per my last email".',
    next: 'Wait 3–5 working days, send one follow-up, and a final one a week later if needed.',
  };
}

export function followUpSection(ctx: AdviceContext): Section {
  if (ctx.situation === 'interview-candidate') {
    return {
      read: 'After an interview, a short thank-you within 24 hours is expected and helps you stand out: thank them, mention one specific thing from the conversation, and restate your interest.',
      lead: 'Three messages for after the interview:',
      suggestions: [
        sug('Thank-you', 'Thank you for your time today. I especially enjoyed discussing [topic], and I am even more excited about the [role] role.', 'Specific detail shows you listened; enthusiasm is remembered.'),
        sug('Follow-up', 'Hi [name], I wanted to follow up on my interview on [date]. I am still very interested — is there any update on the timeline?', 'Polite and direct after the promised time has passed.'),
        sug('Add value', 'Thanks again for today. After our chat about [challenge], I jotted down a few ideas: [1–2 lines].', 'Shows initiative and how you think.'),
      ],
      avoid: 'Generic copy-paste thank-yous, or following up before the timeline they gave you.',
      next: 'Send the thank-you today; if they gave a decision date, wait two working days past it before following up.',
    };
  }
  return {
    read: `You want to follow up with ${ctx.who}. A good follow-up is short, reminds them of the context in one line, and makes the next step obvious.`,
    lead: 'Three follow-ups:',
    suggestions: [
      sug('Polite', 'Hi [name], following up on [topic] from [day]. Does [proposal] still work for you?', 'Context plus a yes/no question is easy to answer.'),
      sug('Friendly', 'Hi [name], hope your week is going well! Just checking in on [topic].', 'Warm and low-pressure.'),
      sug('Deadline', 'Hi [name], to keep [thing] on track I will need an answer by [date]. Thanks!', 'States a real deadline without sounding pushy.'),
    ],
    avoid: 'Vague "any news?" messages that make them dig back through the thread.',
    next: 'Send one follow-up now and note a date to check again.',
  };
}

export function complaintSection(ctx: AdviceContext): Section {
  return {
    read: `You're handling an unhappy ${/\bclients?\b/i.test(ctx.text) ? 'client' : 'customer'}. People who complain mostly want to feel heard and to see something concrete happen — a fast, specific, calm reply turns many complainers into loyal customers.`,
    lead: 'Three replies (fill in the brackets):',
    suggestions: [
      sug('Acknowledge', "I'm really sorry about [problem] — that's not the experience we want you to have. Here is what I'll do: [fix] by [time].", 'Empathy, ownership and a concrete fix in one message.'),
      sug('Solve', 'Thank you for letting us know. Could you send me [order number/photo] so I can sort this out today?', 'Moves straight to solving with one clear request.'),
      sug('Options', 'I understand the frustration. I can offer [option A] or [option B] — which would you prefer?', 'Giving a choice restores a sense of control.'),
    ],
    avoid: 'Arguing about who is right, or a copy-paste reply that ignores what they actually wrote.',
    next: 'Reply within hours, fix what you can, and follow up once it is resolved to check they are happy.',
  };
}

export function raiseSection(_ctx: AdviceContext): Section {
  return {
    read: 'Asking for a raise or promotion lands best as a planned conversation backed by evidence — your results and the market rate — not a surprise request over chat.',
    lead: 'Three messages for the conversation:',
    suggestions: [
      sug('Set it up', 'Hi [manager], could we set up 30 minutes next week to talk about my role and compensation?', 'Booking time signals it matters and avoids ambushing them.'),
      sug('Evidence', "Over the last [period] I've [result with a number]. I'd like to discuss moving my salary to [range].", 'Results plus a specific number make it concrete.'),
      sug('Path', 'What would you need to see from me to reach [level] in the next [period]?', 'If the answer is "not now", you leave with a clear path.'),
    ],
    avoid: 'Comparing yourself to named colleagues, or an ultimatum you are not ready to follow through on.',
    next: 'Write down three results with numbers, check market pay for your role, then book the meeting.',
  };
}

export function feedbackSection(ctx: AdviceContext): Section {
  return {
    read: `Feedback conversations with ${ctx.who} go best when they're specific and about actions, not personality — whether you're receiving criticism or giving it.`,
    lead: 'Three useful lines:',
    suggestions: [
      sug('Curious', 'Thanks for the feedback — could you give me an example so I know exactly what to change?', 'Turns vague criticism into something you can act on.'),
      sug('Ownership', "I appreciate you telling me. Here's what I'll do differently: [change].", 'Shows maturity and a plan.'),
      sug('Check-in', 'Could we check in in two weeks to see if it is better?', 'Creates a chance to show improvement.'),
    ],
    avoid: 'Reacting defensively in the moment; take a breath and ask for specifics.',
    next: 'Ask for one concrete example, agree what "better" looks like, and put a check-in in the calendar.',
  };
}

export function meanCommentSection(_ctx: AdviceContext): Section {
  return {
    read: "Someone left a mean comment. You don't owe a troll an argument: a short, calm reply shows confidence — or no reply at all, and delete or block if it's abusive.",
    lead: 'Three ways to respond (or not):',
    suggestions: [
      sug('Unbothered', 'Thanks for stopping by! 😊', 'Calm and positive; there is nothing left to argue with.'),
      sug('Witty', "Noted — but I'm having too much fun to stop 😄", 'Light humour shows it did not get to you.'),
      sug('Boundary', "Happy to hear different opinions, but let's keep it respectful here.", 'Sets the tone for your community.'),
    ],
    avoid: 'Long, defensive replies — they feed the troll and draw more attention.',
    next: 'Reply once or not at all; report and block anything hateful or threatening.',
  };
}
