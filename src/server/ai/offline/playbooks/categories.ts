import type { SituationCategory } from '../../understanding/types';
import type { CategoryPlaybook } from './types';

/** Two more angles per group (Try Another rotates through them), plus the avoid line and the next step. */
export const CATEGORY_PLAYBOOKS: Record<SituationCategory, CategoryPlaybook> = {
  crush: {
    extra: [
      ['Bold', "{hey}, I'll be honest — I like talking to you, and I'd like to do it over coffee {when|this week}.", 'Clear interest, easy to answer: bold without pressure.'],
      ['Patient', 'Sounds good — talk soon 🙂', 'Sometimes the best move is a light reply and letting them come to you.'],
    ],
    avoid: 'Double-texting or analysing every reply time — interest shows in a pattern, not one message.',
    next: 'Send one message, then give them room to answer before you send another.',
  },
  'hidden-crush': {
    extra: [
      ['Wait and watch', "Let's do something fun {when|this weekend} — you pick 😄", 'Letting them choose shows how much effort they put in.'],
      ['Compliment', 'You always make my day better, you know that?', 'A sincere compliment is a hint without a confession.'],
    ],
    avoid: 'Telling mutual friends first — it tends to reach them before you do.',
    next: 'Pick one small step this week and watch how they respond before the next one.',
  },
  partner: {
    extra: [
      ['Appreciation', "I know things have been tense, but I want you to know I appreciate you, and I want us to be okay.", 'Appreciation lowers defences before a hard talk.'],
      ['Reset', "Can we press pause and go for a walk {when|tonight}? Just us, no phones.", 'Changing the setting often changes the conversation.'],
    ],
    avoid: 'Sorting it out over text in the heat of the moment — tone gets lost and fights grow.',
    next: 'Choose a calm time to talk in person, and start with how you feel rather than what they did.',
  },
  ex: {
    extra: [
      ['Time', 'I need a bit of time before I answer properly — I hope that’s okay.', 'Buys you time to decide what you want.'],
      ['Warm wishes', 'Hope things are going well for you 🙂', 'Friendly without reopening anything.'],
    ],
    avoid: 'Bringing up old arguments or checking their social media to decide — decide from what you want now.',
    next: 'Decide what you want from this first, then send one message that matches it.',
  },
  dating: {
    extra: [
      ['Confident', "I like spending time with you. When are you free {when|next}?", 'Confidence and clarity read as attractive.'],
      ['Easygoing', "No pressure at all — I'm around {when|this weekend} if you want to do something.", 'Relaxed availability, with no chasing.'],
    ],
    avoid: 'Chasing — more than one unanswered message in a row puts the pressure on the wrong side.',
    next: 'Send one message and let their answer (or silence) guide the next step.',
  },
  'new-match': {
    extra: [
      ['Witty', 'On a scale of 1 to 10, how tired are you of people asking how your week is going? 😄', 'Self-aware humour stands out from generic openers.'],
      ['Game', 'Two truths and a lie — you go first 😏', 'A mini-game starts a back-and-forth instantly.'],
    ],
    avoid: 'Long paragraphs or a bare "hey" — both are hard to reply to.',
    next: 'Keep it light for a few messages, then suggest meeting for something short.',
  },
  friendship: {
    extra: [
      ['Voice note', "{hey}, can I call you later {when|today}? Easier than typing it all out.", 'A call carries warmth that text loses.'],
      ['Humour', 'Okay, we need to talk — but bring snacks 😄', 'A touch of humour makes a serious talk less scary.'],
    ],
    avoid: 'Keeping score or venting about them to mutual friends first — talk to them directly.',
    next: 'Send one message this week and, if they reply warmly, suggest a concrete time to meet.',
  },
  family: {
    extra: [
      ['Letter', "I wrote down what I want to say so I say it well: [your points]. Can we talk after you've read it?", 'Writing it first helps when emotions run high.'],
      ['Ally', 'Could you help me talk to them about this? I would feel better with you there.', 'An ally in the family can soften a hard conversation.'],
    ],
    avoid: 'Bringing up years of history in one conversation — stay with the one thing that matters now.',
    next: 'Pick a calm moment, say it in person, and keep it to one topic.',
  },
  roommate: {
    extra: [
      ['Note', 'Hi! Quick note: could we sort out the {item|kitchen} this weekend? Thanks 🙂', 'A friendly note works when schedules never overlap.'],
      ['Compromise', "What would work for you? I'm happy to meet halfway.", 'Asking for their idea makes the fix shared.'],
    ],
    avoid: 'Passive-aggressive notes or silent resentment — one direct, friendly talk works better.',
    next: 'Raise it in person at a calm moment, and agree one concrete rule together.',
  },
  workplace: {
    extra: [
      ['Escalate calmly', 'Could we loop in [manager] to agree how we split the work on the {item|project}? I want it to be clear for everyone.', 'A neutral third party when one-to-one did not work.'],
      ['Document', "Summary of today's discussion: [points]. Let me know if I missed anything.", 'A written summary protects you and clarifies agreements.'],
    ],
    avoid: 'Venting in writing or cc-ing people to pressure someone — written messages last.',
    next: 'Draft it, remove anything emotional, and send it during working hours.',
  },
  customer: {
    extra: [
      ['Call', 'Would a quick call help? I can explain the options in five minutes.', 'A call de-escalates faster than long emails.'],
      ['Goodwill', "As a thank-you for your patience, here's 10% off your next order.", 'A small gesture can turn a complaint into loyalty.'],
    ],
    avoid: 'Arguing about who is right in public — move the details to a private message.',
    next: 'Reply within a working day, offer a concrete option, and confirm the outcome in writing.',
  },
  'teacher-parent': {
    extra: [
      ['Meeting', 'Would a short meeting {when|this week} work for you? I think 15 minutes would help us a lot.', 'Face to face resolves more than long messages.'],
      ['Thanks', 'Thank you for your time and for working on this with me.', 'Ending with thanks keeps the relationship strong.'],
    ],
    avoid: 'Writing in anger — sleep on it and keep the message factual.',
    next: 'Send a short, factual message proposing a time to talk.',
  },
  'interview-candidate': {
    extra: [
      ['Question to ask', 'What would success look like in the first 90 days in this role?', 'Shows you are already thinking about doing the job well.'],
      ['Strength story', 'One example: at [company] I [action], which led to [result].', 'A concrete story beats adjectives.'],
    ],
    avoid: 'Memorising answers word for word — prepare stories and key points, not scripts.',
    next: 'Write your three STAR stories and practise them out loud, under two minutes each.',
  },
  'interview-interviewer': {
    extra: [
      ['Scenario', 'Here is a real problem we faced last month: how would you approach it?', 'A real scenario shows how they think.'],
      ['Culture', 'Tell me about the best team you worked in. What made it good?', 'Reveals what environment they thrive in.'],
    ],
    avoid: 'Questions about age, family plans, religion or health — illegal in many places and irrelevant to the job.',
    next: 'Choose 4–5 questions, write what a strong answer looks like for each, and score right after every interview.',
  },
  'social-comment': {
    extra: [
      ['Ignore', '(No reply — just keep posting.)', 'Not every comment deserves an answer; silence is a reply too.'],
      ['Pin', 'Thanks everyone for the kind words 💛', 'Pinning a positive comment sets the tone.'],
    ],
    avoid: 'Arguing with trolls in public — it boosts their comment.',
    next: 'Reply to the comments you want more of, and mute or delete the abusive ones.',
  },
  'cross-language': {
    extra: [
      ['Emoji', 'Thank you! 😊🙏', 'Emoji cross language barriers well.'],
      ['Honest', 'I am learning {language|your language} — please excuse my mistakes!', 'People are kind to learners.'],
    ],
    avoid: 'Long idioms or slang — they translate badly.',
    next: 'Write short sentences, check them with a translator both ways, and send.',
  },
  general: {
    extra: [
      ['Polite', 'Hi, could we find a good time to talk about {item|this}? Thank you!', 'A polite request to talk is a safe start.'],
      ['Deadline', "I'd appreciate it if this could be sorted by the end of the week.", 'A clear date makes it actionable.'],
    ],
    avoid: 'Letting it build up until you are angry — raise it early and calmly.',
    next: 'Say it once, clearly and politely, and keep a written note of what was agreed.',
  },
};
