import { capitalize } from '../text-utils';
import type { GoalKind } from './goals';
import type { MoveKind } from './moves';
import type { CharacterProfile } from './roles';

/** The coaching texts of the offline report: why a line worked, why one hurt, and what to say instead. */

type Text = (p: CharacterProfile) => string;

export const GOOD_INSIGHTS: Partial<Record<MoveKind, Text>> = {
  personal_question: (p) => `Asking about ${p.name ?? p.pronouns.obj} — not just small talk — gives ${p.who} an easy, pleasant thing to answer and shows real interest.`,
  question: () => 'A question keeps the conversation moving and hands the other person an easy next line.',
  listening: (p) => `Reflecting what ${p.who} said shows you heard it. People open up when they feel understood, and it earns you the right to ask for something later.`,
  sharing: () => 'Sharing a little about yourself turns an interview into a conversation — it gives them something to react to and ask back about.',
  compliment: () => 'A specific, sincere compliment lands warmly because it shows you noticed something real, not a line.',
  humour: () => 'Light humour lowers the stakes: it signals you are relaxed, which makes the other person relax too.',
  apology: (p) => `A clean apology — no “but”, no “if” — is what lets ${p.who} lower their guard. It is the foundation for everything after it.`,
  evidence: () => 'A concrete result with a number is far more persuasive than adjectives about yourself. It gives the other side a reason to say yes.',
  behavioural_question: () => 'Asking for a real past example (“Tell me about a time…”) reveals much more than hypotheticals or yes/no questions.',
  greeting: () => 'A friendly opener sets a warm tone from the first line.',
  invite_vague: () => 'You signalled interest — a good start. The next step is making it specific so it is easy to say yes to.',
};

export const CLOSE_INSIGHTS: Record<GoalKind, Text> = {
  open: (p) => `This is where the chat clicked: you'd asked, shared and added warmth, and ${p.who} was happily replying.`,
  invite: () => 'This is the line that got the yes: specific (a day and an activity), easy to accept, and asked once the chat was warm.',
  reinvite: () => 'After the first “can’t”, you stayed relaxed and offered one new, specific option — persistence without pressure.',
  repair: () => 'Only after owning it and listening did you suggest a next step — and you kept it low-pressure. That order is what made it work.',
  reconnect: () => 'A warm check-in followed by a specific, easy way to meet — that is how reconnecting feels safe for both sides.',
  ask: () => 'You named a specific ask and tied it to results you had already shown — the combination that gets a concrete yes.',
  interview: () => 'A concrete example with a measurable result plus a thoughtful question: exactly what moves a candidate forward.',
  hire: () => 'Closing with clear next steps and timing respects the candidate and leaves them keen.',
  resolve: () => 'A specific remedy, offered after acknowledging the problem and getting the facts, is what turns anger into acceptance.',
  align: () => 'You turned a shared understanding into a concrete plan with a date — the step most tricky conversations skip.',
  defuse: () => 'Staying calm and engaging with the point took the heat out of the exchange.',
};

export const BAD_INSIGHTS: Partial<Record<MoveKind, Text>> = {
  pressure: (p) => `Pushing after hesitation turns a “maybe” into a “no”. ${capitalize(p.who)} needs to feel free to decline for a yes to mean anything.`,
  guilt: () => 'Guilt trips make the other person responsible for your feelings. Even when they work, they cost trust.',
  insult: () => 'An insult ends the conversation instantly — and is remembered long after. Frustration is fine; contempt is not.',
  crude: () => 'Crude or sexual remarks make people feel unsafe and end the conversation. Build connection first; keep it respectful.',
  blame: () => 'Blame makes the other person defend themselves instead of listening. Owning your part first is what opens them up.',
  dismiss: () => 'Telling someone to calm down or that it is no big deal tells them their feelings do not count — it escalates things.',
  too_intense: () => 'Big declarations early on put pressure on the other person. Let interest grow through easy, light exchanges first.',
  threat: () => 'Threats and ultimatums put the other side on the defensive; even a “yes” won under threat damages the relationship.',
  lie: () => 'A bluff or a made-up fact wins nothing you can keep: once it comes out, nothing else you said is trusted. Argue from what is true.',
  illegal_question: () => 'Questions about age, family plans, religion, health or origin are off-limits in interviews — and tell you nothing about the job.',
  low_effort: () => 'A one-word reply gives the other person nothing to answer. Add a question or a detail to keep the conversation alive.',
  off_topic: () => 'Jumping to an unrelated topic makes the other person feel unheard. Stay with what they just said.',
  excuse: () => '“Sorry if…” or “sorry, but…” sounds like a defence, not an apology. Own it fully first; context can come later.',
  give_up: () => 'Going blank happens — but “I don’t know” ends the answer. Buy a second (“Good question — let me think”) and reach for any real example.',
};

const CONSUMED = /^(?:coffee|tea|boba|bubble tea|lunch|dinner|brunch|breakfast|drinks|a drink|a beer|cocktails|ramen|sushi|pizza|tacos|burgers|ice cream|dessert|gelato|food)$/;

/** "get coffee", "go hiking", "go to the concert": the plan as something to do together. */
export function planPhrase(activity: string | null): string {
  if (!activity || CONSUMED.test(activity)) return `get ${activity ?? 'coffee'}`;
  if (/ing$/.test(activity)) return `go ${activity}`;
  if (/^(?:the|a|an) /.test(activity)) return `go to ${activity}`;
  if (/^(?:walk|hike|bike ride|picnic|study session)$/.test(activity)) return `go for a ${activity}`;
  return `go to the ${activity}`;
}

/** Feelings said as one's own, with an easy next step — what a guilt trip was trying to say. */
function ownFeelings(goal: GoalKind, p: CharacterProfile, plan: string): string {
  switch (goal) {
    case 'ask':
      return 'I’m proud of what I’ve put into this role this year. Can we talk about how my pay can reflect it?';
    case 'repair':
    case 'reconnect':
      return `I’ve missed you, and this year has been hard for me. Would you be up for a call this week?`;
    case 'align':
      return 'I’m feeling stretched on this. Can we agree on a plan that works for both of us, and check in on Friday?';
    case 'invite':
    case 'reinvite':
    case 'open':
      return `No worries at all! If another time works better, I’d still love to ${plan} sometime 🙂`;
    default:
      return `I feel let down by this, and I’d like to talk about it calmly with ${p.name ?? p.pronouns.obj}.`;
  }
}

/** A firm line without a threat, for the goal. */
function firmLine(goal: GoalKind): string {
  switch (goal) {
    case 'resolve':
      return 'I understand you’re unhappy with the offer. Let me see what else I can do to put this right.';
    case 'interview':
      return 'I’m really interested in this role — could you tell me what the next steps look like?';
    case 'align':
      return 'I’d like us to agree on a plan together. What support would help make it work?';
    case 'invite':
    case 'reinvite':
    case 'repair':
    case 'reconnect':
    case 'open':
      return 'I’d really like us to talk when you’re ready. No pressure — I’ll be around.';
    default:
      return 'I’d like to keep growing here — can we agree on what it would take to get there, and by when?';
  }
}

/** What to say instead, for the goal (the first fitting line wins). */
export function betterLine(move: MoveKind | null, goal: GoalKind, p: CharacterProfile, activity: string | null): string {
  const plan = planPhrase(activity);
  switch (move) {
    case 'pressure':
      return goal === 'ask' ? 'I understand it’s not possible right now. What would need to be true for us to revisit this in three months?' : `No worries at all! If another time works better, I’d still love to ${plan} sometime 🙂`;
    case 'guilt':
      return ownFeelings(goal, p, plan);
    case 'insult':
    case 'dismiss':
      if (goal === 'resolve') return 'I completely understand why you’re upset — two weeks with no reply isn’t okay. Let me look at exactly what happened.';
      return 'That came out wrong — I’m frustrated, but I shouldn’t have said it. Can we start over?';
    case 'crude':
    case 'too_intense':
      return 'I really enjoy talking to you 😊 what are you up to this weekend?';
    case 'blame':
    case 'excuse':
      if (goal === 'resolve') return 'You’re right to be frustrated. Can you tell me your order number so I can see exactly what went wrong?';
      return `I’m sorry. I was wrong, and I understand why you were hurt.`;
    case 'threat':
      return firmLine(goal);
    case 'lie':
      return goal === 'ask' || goal === 'interview'
        ? 'Here is what I actually delivered this year, with the numbers — I’d like to talk about what that is worth.'
        : 'I’d rather be straight with you: here is what really happened.';
    case 'illegal_question':
      return 'Tell me about a time you had to juggle competing priorities — how did you handle it?';
    case 'give_up':
      return 'Good question — let me think. At my last job I took over a messy project, set weekly check-ins, and we delivered two weeks early.';
    case 'off_topic':
    case 'low_effort':
      return MODEL_LINES[goal](p);
    default:
      return MODEL_LINES[goal](p);
  }
}

/** A line that would move each goal forward, as a default better approach. */
export const MODEL_LINES: Record<GoalKind, Text> = {
  open: () => 'Haha same! What’s been the best part of your week so far?',
  invite: () => 'I’ve really enjoyed talking to you — would you like to get coffee on Saturday afternoon?',
  reinvite: () => 'No worries at all! How about Sunday brunch instead?',
  repair: () => 'I’m sorry for how I handled things. I get why you felt hurt. Would you be open to a call next week to talk properly?',
  reconnect: () => 'I’ve missed our chats — how have you been? Would you like to catch up over coffee next week?',
  ask: () => 'Since I took over onboarding, churn dropped 15%. Based on that, I’d like to discuss moving my salary to 60k at the review next month.',
  interview: () => 'At my last job I led a redesign that cut support tickets by 30%. Could I ask what success looks like in this role after six months?',
  hire: () => 'Tell me about a time you had to deliver with unclear requirements. What did you do, and what was the result?',
  resolve: () => 'I’m really sorry — that’s not okay. Could you tell me your order number? I’ll send a replacement by express today and refund the shipping.',
  align: () => 'Here’s what I’ve noticed lately — how does it look from your side? Could we try a weekly check-in, starting Friday?',
  defuse: () => 'Fair point — I could have been clearer about the downsides. What would you have wanted to see included?',
};

export const EXPERT_ADVICE: Record<GoalKind, readonly { title: string; content: string }[]> = {
  open: [
    { title: 'Questions they want to answer', content: 'Ask about their experience or opinion (“what was the best part?”) rather than yes/no facts. Easy, fun questions get longer replies.' },
    { title: 'Give to get', content: 'Match each question with a little about yourself. A chat where only one side shares feels like an interview.' },
  ],
  invite: [
    { title: 'Make it specific', content: 'A day and an activity (“coffee Saturday afternoon?”) gets far more yeses than “we should hang out sometime” — it is easier to say yes to.' },
    { title: 'Time the ask', content: 'Ask once the chat is warm: after a few easy exchanges where they are asking back, not in the first message.' },
    { title: 'Take the maybe lightly', content: 'A maybe or a no is an answer. Reply with “no worries!” and leave the door open — pushing turns a maybe into a no.' },
  ],
  reinvite: [
    { title: 'A “can’t” is not a “no”', content: 'Busy is often just busy. One relaxed alternative (“how about Sunday instead?”) is persistence; asking again and again is pressure.' },
    { title: 'Make the second ask easy', content: 'Offer one concrete option, or let them pick (“what day works better for you?”).' },
  ],
  repair: [
    { title: 'Apologise without a “but”', content: 'Name what you did and its effect (“I was dismissive, and it hurt you”). Explanations can come later — if they ask.' },
    { title: 'Listen before you fix', content: 'Reflect their feelings back before proposing anything. Feeling understood is what makes people willing to talk.' },
    { title: 'Low-pressure next step', content: 'Suggest something small and optional — a call or a coffee — and accept “not yet” gracefully.' },
  ],
  reconnect: [
    { title: 'No guilt, no scorekeeping', content: 'Skip “you never text”. A warm, specific message (“saw this and thought of you”) reopens the door.' },
    { title: 'Make meeting easy', content: 'Suggest one concrete, low-effort plan: a call or a coffee next week.' },
  ],
  ask: [
    { title: 'Lead with results', content: 'Open with what you delivered and its impact, with numbers where you can. The ask then follows naturally.' },
    { title: 'Name the number', content: 'A specific figure or date anchors the conversation. Vague asks get vague answers.' },
    { title: 'Handle “not yet”', content: 'Ask what it would take and when you can revisit — then get that date in the calendar.' },
  ],
  interview: [
    { title: 'STAR answers', content: 'Situation, Task, Action, Result — and put the weight on your actions and the measurable result.' },
    { title: 'Ask something real', content: 'Close with a question about the team, success in the role or the challenges ahead. It shows genuine interest.' },
  ],
  hire: [
    { title: 'Behavioural questions', content: 'Past behaviour predicts future behaviour: ask for specific examples and what the candidate personally did.' },
    { title: 'Stay lawful', content: 'Keep every question job-related. Age, family plans, religion, health and origin are off-limits.' },
    { title: 'Close clearly', content: 'Tell candidates what happens next and when — it is the single biggest driver of candidate experience.' },
  ],
  resolve: [
    { title: 'Acknowledge first', content: 'Name the problem and the frustration before any explanation. Customers calm down when they feel heard.' },
    { title: 'Get the facts', content: 'Ask for the order details and what happened, so your fix matches the real problem.' },
    { title: 'A specific remedy', content: 'Offer a concrete fix with a time (“a replacement by express today”) instead of “we’ll look into it”.' },
  ],
  align: [
    { title: 'Observations, not labels', content: 'Say what you saw (“three missed deadlines this month”), not what it means about the person (“careless”).' },
    { title: 'Ask their view', content: 'Before proposing anything, ask how it looks from their side — you will often learn something that changes the plan.' },
    { title: 'End with a date', content: 'Agree on one concrete step and a check-in date, or the conversation fades without change.' },
  ],
  defuse: [
    { title: 'Find what is fair', content: 'Acknowledge the part of the criticism that is reasonable — it disarms the rest.' },
    { title: 'Reply for the audience', content: 'Others are reading. Calm and specific always looks better than clever and sharp.' },
  ],
};
