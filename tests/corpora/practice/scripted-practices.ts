import type { GoalKind } from '../../../src/server/ai/offline/practice/goals';

/**
 * Whole practices as a user would play them, each with how it should end: good paths, slow
 * starts (a weak opener, then recovering), rude paths (a red flag), off-topic lines, and questions
 * to the character (which must be answered about what was asked). Played by the bench
 * (`bun run bench practice`) and by the character tests.
 */
export interface ScriptedPractice {
  name: string;
  kind: 'good' | 'slow-start' | 'rude' | 'off-topic' | 'questions';
  goal: GoalKind;
  lines: readonly string[];
  /** succeed / failed: the last line ends it so; continue: no line ends it. */
  expect: 'succeed' | 'failed' | 'continue';
}

export const SCRIPTED_PRACTICES: readonly ScriptedPractice[] = [
  // ── asking out (invite) ──
  { name: 'coffee after rapport', kind: 'good', goal: 'invite', expect: 'succeed', lines: ['Hey! How was your week?', 'Haha same, I finally started climbing and my arms are dead. What do you do to unwind?', 'That sounds really nice. Would you like to get coffee with me on Saturday?'] },
  { name: 'ramen questions then ask', kind: 'questions', goal: 'invite', expect: 'succeed', lines: ['Hey! How was your weekend?', 'Which ramen place?', 'Who did you go with?', 'Haha I love that. Would you like to get ramen with me on Friday?'] },
  { name: 'too early ask, then rapport', kind: 'slow-start', goal: 'invite', expect: 'succeed', lines: ['hey', 'Would you like to get coffee on Saturday?', 'No worries! How has your week been?', 'That sounds fun, I get why you liked it. Want to grab coffee this Saturday afternoon?'] },
  { name: 'vague then pushy', kind: 'rude', goal: 'invite', expect: 'failed', lines: ['Hey, how are you?', 'Want to hang out sometime?', 'Come on, why not?'] },
  { name: 'insult out of nowhere', kind: 'rude', goal: 'invite', expect: 'failed', lines: ['hey', "You're kinda ugly but I'd still go out with you."] },
  { name: 'guilt trip', kind: 'rude', goal: 'invite', expect: 'failed', lines: ['Hi! How was class?', "I guess I'm not good enough for you then."] },
  { name: 'random topics', kind: 'off-topic', goal: 'invite', expect: 'continue', lines: ['Hey!', 'My printer is broken again.', 'Do you know any good plumbers?', 'The stock market is weird lately.'] },
  { name: 'music and hiking questions', kind: 'questions', goal: 'invite', expect: 'continue', lines: ['Hi! What kind of music are you into?', 'Do you like hiking?', 'Where do you usually go on weekends?', 'Have you ever been to Japan?'] },
  // ── a new match (open) ──
  { name: 'match chat clicks', kind: 'good', goal: 'open', expect: 'succeed', lines: ['Hey! How has your week been so far?', 'Haha same here. I finally started learning guitar this month and my fingers hate me 😅', 'That sounds really fun, I get why you like it. What got you into it?'] },
  { name: 'match one-word start', kind: 'slow-start', goal: 'open', expect: 'succeed', lines: ['hi', 'ok', 'Sorry, long day! How is your week going?', 'I just got back from a hike and I am exhausted haha', 'That sounds amazing, tell me more. What do you do for fun?'] },
  { name: 'match crude', kind: 'rude', goal: 'open', expect: 'failed', lines: ['hey', 'send pics'] },
  { name: 'match questions', kind: 'questions', goal: 'open', expect: 'continue', lines: ['Hey! Which coffee place do you like?', 'Why that one?', 'When did you move here?'] },
  // ── after a can't (reinvite) ──
  { name: 'graceful second ask', kind: 'good', goal: 'reinvite', expect: 'succeed', lines: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?', 'No worries at all! How about brunch on Sunday instead?'] },
  { name: 'pushes after the can\'t', kind: 'rude', goal: 'reinvite', expect: 'failed', lines: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?', 'Just cancel your plans then, it is only coffee.'] },
  // ── raise (ask) ──
  { name: 'raise with results', kind: 'good', goal: 'ask', expect: 'succeed', lines: ['Thanks for making time for this.', 'I led the migration last quarter and we cut costs by 20%.', 'Based on that, I would like to discuss moving my salary to 65k at the review next month.'] },
  { name: 'raise questions first', kind: 'questions', goal: 'ask', expect: 'succeed', lines: ['Could you walk me through how raises are decided here?', 'What would you need to see from me to get to the next level?', 'I closed three of our biggest accounts this year, that is 40% of new revenue.', "I'd like to ask for an increase to 62k from the next review in March."] },
  { name: 'quit threat (issue)', kind: 'rude', goal: 'ask', expect: 'failed', lines: ['I want to talk about my pay.', "If I don't get 20% more I'll just quit"] },
  { name: 'ultimatum and insult (issue)', kind: 'rude', goal: 'ask', expect: 'failed', lines: ['Hi, thanks for the time.', "I'm going to quit unless you pay me more. You are a terrible manager."] },
  { name: 'raise guilt', kind: 'rude', goal: 'ask', expect: 'failed', lines: ['I want to talk about my salary.', "I've given this company my nights and weekends and this is how you repay me?"] },
  { name: 'raise lie', kind: 'rude', goal: 'ask', expect: 'failed', lines: ['Thanks for meeting.', "Let's say I have a competing offer from Google, you'll never check."] },
  { name: 'raise vague', kind: 'slow-start', goal: 'ask', expect: 'continue', lines: ['So, um, money.', 'I think I deserve more.', 'Can we talk about a raise?'] },
  { name: 'raise small talk', kind: 'off-topic', goal: 'ask', expect: 'continue', lines: ['Did you see the game last night?', 'The coffee machine is broken again.', 'How was your weekend?'] },
  // ── repair with an ex ──
  { name: 'clean apology', kind: 'good', goal: 'repair', expect: 'succeed', lines: ["I'm sorry. I was wrong to cancel on you last minute, and I get why you felt hurt.", 'Thank you for telling me how it felt. That must have been really frustrating.', 'Would you be open to a call next week to talk properly?'] },
  { name: 'excuse first', kind: 'slow-start', goal: 'repair', expect: 'succeed', lines: ["Sorry if you felt bad, but I was busy.", "Actually, I'm sorry. That was on me, and I understand why you were hurt.", 'I hear you. Thank you for telling me how it felt.', 'Could we grab a coffee next week, whenever suits you?'] },
  { name: 'blame twice', kind: 'rude', goal: 'repair', expect: 'failed', lines: ['This is your fault, you overreacted.', 'You always do this, it is your fault.'] },
  { name: 'guilt at the ex', kind: 'rude', goal: 'repair', expect: 'failed', lines: ['Hey.', "After everything I've done for you, this is how you treat me?"] },
  { name: 'ex questions', kind: 'questions', goal: 'repair', expect: 'continue', lines: ['Hey. How have you been?', 'What have you been up to lately?', 'How is your new job going?'] },
  // ── reconnect with a friend ──
  { name: 'warm catch-up', kind: 'good', goal: 'reconnect', expect: 'succeed', lines: ["Hey, it's been ages! How have you been?", 'I saw a photo from our trip and thought of you. I miss our chats.', 'Would you like to catch up over coffee next week?'] },
  { name: 'friend guilt', kind: 'rude', goal: 'reconnect', expect: 'failed', lines: ['Hey.', 'Would you like to get lunch on Saturday?', "Come on, you can't be that busy."] },
  { name: 'friend questions', kind: 'questions', goal: 'reconnect', expect: 'continue', lines: ['Hey! Where are you living now?', 'Who do you hang out with these days?', 'What got you into running?'] },
  // ── angry customer (resolve) ──
  { name: 'customer fixed', kind: 'good', goal: 'resolve', expect: 'succeed', lines: ["I'm really sorry about the delay, that's not okay.", 'Could you give me your order number so I can check what happened?', "I'll send a replacement by express today and refund the shipping."] },
  { name: 'customer insulted', kind: 'rude', goal: 'resolve', expect: 'failed', lines: ['Hello.', "You're clearly an idiot if you ordered the wrong size."] },
  { name: 'customer vague', kind: 'slow-start', goal: 'resolve', expect: 'succeed', lines: ["We'll look into it.", "Sorry, you're right to be upset. Two weeks with no reply isn't acceptable.", 'Can you tell me what happened when you opened the box?', "I've issued a full refund and I'll send a replacement by express today."] },
  { name: 'customer questions', kind: 'questions', goal: 'resolve', expect: 'continue', lines: ['What is your order number?', 'When did you order it?', 'What happened when you opened the box?'] },
  // ── parent/teacher (align) ──
  { name: 'teacher plan', kind: 'good', goal: 'align', expect: 'succeed', lines: ['Thank you for meeting with me. What have you seen in class?', "I've noticed he's been struggling with reading at home.", 'Could we agree on a reading log and check in on Friday the 12th?'] },
  { name: 'teacher threat', kind: 'rude', goal: 'align', expect: 'failed', lines: ['Hello.', "If my son fails this year I'll make sure the whole school knows about you."] },
  { name: 'teacher off topic', kind: 'off-topic', goal: 'align', expect: 'continue', lines: ['Nice weather today.', 'My car needs new tyres.', 'Have you seen the new cafe?'] },
  // ── interview (candidate) ──
  { name: 'interview strong', kind: 'good', goal: 'interview', expect: 'succeed', lines: ['At my last job I led a redesign that cut support tickets by 30%.', 'What does success look like in this role after six months?', 'I handled a difficult client by setting weekly check-ins, and we renewed the contract.'] },
  { name: 'interview blank twice', kind: 'rude', goal: 'interview', expect: 'failed', lines: ["I don't know.", 'idk'] },
  { name: 'interview lies', kind: 'rude', goal: 'interview', expect: 'failed', lines: ['Hi, thanks for having me.', "I don't have a degree but I'll tell them I do."] },
  { name: 'interview questions', kind: 'questions', goal: 'interview', expect: 'continue', lines: ['Could you tell me more about the team I would join?', 'What are the biggest challenges for the team this year?', 'What are the next steps after this interview?'] },
  // ── hiring (interviewer) ──
  { name: 'hire well', kind: 'good', goal: 'hire', expect: 'succeed', lines: ['Thanks for coming in. Tell me about a time you disagreed with a teammate.', 'That makes sense. How did you handle it afterwards?', "Great. We'll be in touch by Friday with next steps."] },
  { name: 'hire illegal question', kind: 'rude', goal: 'hire', expect: 'failed', lines: ['Welcome!', 'How old are you, by the way?'] },
  // ── harsh comment (defuse) ──
  { name: 'defuse calmly', kind: 'good', goal: 'defuse', expect: 'succeed', lines: ["Fair point — I could have been clearer about the downsides.", 'What would you have wanted to see included?', "That makes sense, thanks. I'll add a section on costs with a source."] },
  { name: 'defuse insult back', kind: 'rude', goal: 'defuse', expect: 'failed', lines: ['Learn to read, genius.'] },
  // ── this session: questions of every slot, stance kept, facts reused ──
  { name: 'crush slot questions then ask', kind: 'questions', goal: 'invite', expect: 'succeed', lines: ['Hey! How was your week?', 'are you more into sushi or pizza?', 'haha same. where do you usually study?', 'That sounds really nice, I get why you like it. Would you like to get pizza with me on Saturday?'] },
  { name: 'match asks the slots', kind: 'questions', goal: 'open', expect: 'continue', lines: ['Hey! I just started learning guitar and my fingers hate me haha', 'do you play anything?', 'what kind of movies do you like?', 'what time works for you on saturday?'] },
  { name: 'reinvite: when then, without undoing the no', kind: 'questions', goal: 'reinvite', expect: 'continue', lines: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?', 'why can’t you make it?'] },
  { name: 'ex: still mad, then a next step', kind: 'good', goal: 'repair', expect: 'succeed', lines: ["I'm sorry. I was wrong to cancel on you last minute, and I get why you felt hurt.", 'are you still mad at me?', 'That makes sense. Thank you for telling me how it felt.', 'Would you be open to a call next week to talk properly?'] },
  { name: 'raise: timing and budget questions', kind: 'questions', goal: 'ask', expect: 'continue', lines: ['Thanks for making time for this.', 'when would a raise take effect?', 'how much room is there in the budget?'] },
  { name: 'customer: refund or replacement', kind: 'good', goal: 'resolve', expect: 'succeed', lines: ["I'm really sorry about the delay, that's not okay.", 'would you prefer a refund or a replacement?'] },
  { name: 'interview: hear back and first project', kind: 'questions', goal: 'interview', expect: 'continue', lines: ['Hi, thanks for having me.', 'what would my first project be?', 'when can I expect to hear back?'] },
  { name: 'hire: candidate slots', kind: 'questions', goal: 'hire', expect: 'continue', lines: ['Thanks for coming in.', 'when could you start?', 'what salary are you expecting?'] },
  { name: 'teacher: slow start, then a plan', kind: 'slow-start', goal: 'align', expect: 'succeed', lines: ['hi', 'Thank you for meeting with me. What have you seen in class?', "I've noticed he's been struggling with reading at home.", 'Could we agree on a reading log and check in on Friday the 12th?'] },
  { name: 'defuse: asks, then pushes back rudely', kind: 'rude', goal: 'defuse', expect: 'failed', lines: ['Thanks for the comment.', 'which part was wrong?', 'Learn to read, genius.'] },
  { name: 'friend: off-topic then back', kind: 'off-topic', goal: 'reconnect', expect: 'continue', lines: ['Hey!', 'My printer is broken again.', 'Anyway, where are you working now?'] },
  // ── questions whose answers the listening round of engineer p23q fixed (a wrong answer leaves the script's outcome, the answer check catches it) ──
  { name: 'teacher: how he does in maths, then a plan', kind: 'questions', goal: 'align', expect: 'succeed', lines: ['Thank you for meeting with me. How is he doing in maths?', "I've noticed homework takes him ages at home.", 'Could we agree on a fractions practice sheet and check in on Friday the 12th?'] },
  { name: 'ex: how it felt, then a next step', kind: 'questions', goal: 'repair', expect: 'succeed', lines: ["I'm sorry. I was wrong to cancel on you last minute, and I get why you felt hurt.", 'how did it make you feel?', 'That makes sense. Thank you for telling me how it felt.', 'Would you be open to a call next week to talk properly?'] },
  { name: 'raise: my quarter and last year', kind: 'questions', goal: 'ask', expect: 'continue', lines: ['Thanks for making time for this.', 'how do you think my last quarter went?', 'why was my raise smaller than others last year?'] },
  // ── questions of the kinds set dev16 added (engineer p23q2): nervous and indirect asks, the character's own past, hypotheticals, follow-ups, chat spelling ──
  { name: 'nervous candidate asks the interviewer about their past', kind: 'questions', goal: 'interview', expect: 'continue', lines: ['Hi, thanks for having me.', 'um sorry im nervous, what happens after this interview', 'how long have you worked here', 'what was your first job like?', 'what would you do if you were in my position?'] },
  { name: 'interviewer asks the candidate indirectly and hypothetically', kind: 'questions', goal: 'hire', expect: 'continue', lines: ['Hi, thanks for coming in.', 'have you ever managed anyone?', 'mind telling me when you could start and what notice you have to give', 'what would you do if a client hated your first draft?'] },
  { name: 'customer follow-ups in chat spelling', kind: 'questions', goal: 'resolve', expect: 'continue', lines: ['Hi, I’m sorry to hear about the blender.', 'since when has it been doing that?', 'did u keep the receipt or the box', 'what would make this right for you?'] },
  // ── questions of the kinds set dev17 added (engineer p23q3): details of the user's own plan, lengths of things, two-clause either/ors, what they have on the day they turned down ──
  { name: 'classmate asked about the plan details (dev17 kinds)', kind: 'questions', goal: 'reinvite', expect: 'continue', lines: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?', 'no worries! what have you got on friday', 'how long do your labs usually run on thursdays?', 'would it be weird if i brought my friend along too'] },
  { name: 'commenter asked two-clause either/ors (dev17 kinds)', kind: 'questions', goal: 'defuse', expect: 'continue', lines: ['Hey, I saw your comment on my post.', 'have we met before or do you just follow my page', 'what part of the post annoyed you'] },
  { name: 'friend asked about the silence, then lunch', kind: 'questions', goal: 'reconnect', expect: 'succeed', lines: ['Hey, it’s been ages! How have you been?', 'sorry this is random but mind telling me why you stopped replying back then', 'have you ever thought about moving back home', 'I really miss our chats. Would you like to catch up over lunch next Saturday?'] },
];
