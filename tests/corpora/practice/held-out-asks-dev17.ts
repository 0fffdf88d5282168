import type { AskCase } from './held-out-asks';

/**
 * Set dev17 (engineer p23q3, issue #23 point 5): written before any change of that round, as people
 * ask mid-conversation — about the other person's situation in this practice (their schedule,
 * reasons, constraints, what they think of the user's proposal), clarifications of the user's own
 * proposal ("would Saturday work instead?"), logistics (where, how long, who else, what to bring,
 * how much), feelings and opinions, and questions back to something the character said a turn or
 * two before. Lowercase, typos, no "?", run-ons. Read once (its first figure is in
 * bench/README.md), then used as that round's development set.
 */
const THANKS = ['Thanks for making time.'];
const HI = ['Hi, thanks for having me.'];
const COFFEE_FRIDAY = ['Hey! How is your week going?', 'Would you like to get coffee on Friday?'];

export const ASKS_DEV17: readonly AskCase[] = [
  // invite (Maya from chemistry class)
  { goal: 'invite', before: ['hey! how was the lab today?', 'want to grab lunch after class thursday?'], line: 'is the place across campus ok or is that too far', asks: 'yesno', about: ['far', 'campus', 'walk', 'fine', 'ok', 'close'], must: 'says whether across campus is fine' },
  { goal: 'invite', before: ['hey, how is your week going?'], line: 'how long do your labs usually run on thursdays?', asks: 'time', about: ['lab', 'hour', 'until', 'till', 'run'], must: 'how long the lab runs (hours, until when)' },
  { goal: 'invite', before: ['hey!', 'would you want to get bubble tea with me sometime?'], line: 'would it be weird if i brought my friend along too', asks: 'yesno', about: ['friend', 'weird', 'bring', 'along', 'fine', 'rather'], must: 'says whether bringing a friend is fine' },
  { goal: 'invite', before: ['hey, hows it going'], line: 'what do you think of the new chem professor so far', asks: 'opinion', about: ['professor', 'prof', 'lectur', 'teach', 'class'], must: 'an opinion of the professor' },
  // open (Alex, a dating-app match)
  { goal: 'open', before: ['Hey Alex! Your hiking photos are great.'], line: 'which trail was that in your second pic', asks: 'thing', about: ['trail', 'hike', 'mountain', 'lake', 'peak', 'ridge'], must: 'names or describes the trail' },
  { goal: 'open', before: ['hi! how is your sunday going?'], line: 'how long have you been on this app?', asks: 'time', must: 'how long they have been on the app' },
  { goal: 'open', before: ['hey! how was your week?'], line: 'what made you swipe right on me haha', asks: 'reason', about: ['photo', 'pic', 'profile', 'smile', 'bio', 'dog', 'you', 'your'], must: 'a reason they liked the profile' },
  { goal: 'open', before: ['hey! I just got back from a trip to Lisbon'], line: 'have u been to portugal?', asks: 'yesno', about: ['portugal', 'lisbon', 'been'], must: 'yes or no about Portugal' },
  // reinvite (Maya, after "not Friday")
  { goal: 'reinvite', before: COFFEE_FRIDAY, line: 'would saturday morning work instead?', asks: 'invite', must: 'yes or no or maybe to Saturday morning, in line with the earlier no to Friday only' },
  { goal: 'reinvite', before: COFFEE_FRIDAY, line: 'no worries! what have you got on friday, anything fun', asks: 'thing', about: ['friday', 'shift', 'work', 'study', 'exam', 'family', 'dinner', 'plans', 'lab', 'birthday', 'party'], must: 'what they are doing on Friday', keep: 'declined' },
  { goal: 'reinvite', before: COFFEE_FRIDAY, line: 'is next week any better for you or is it just a busy month', asks: 'either', options: ['next week', 'busy'], must: 'says whether next week is better', keep: 'declined' },
  { goal: 'reinvite', before: COFFEE_FRIDAY, line: 'wait so is it friday thats the problem or coffee lol', asks: 'either', options: ['friday', 'coffee'], must: 'says it is the day (or the coffee)', keep: 'declined' },
  // repair (the ex)
  { goal: 'repair', before: ['I’m sorry I forgot your birthday dinner.'], line: 'how long were you waiting at the restaurant', asks: 'time', must: 'how long they waited' },
  { goal: 'repair', before: ['Hey. Can we talk?', 'I’m really sorry about how I acted at the party.'], line: 'what bothered you most about that night', asks: 'thing', about: ['party', 'night', 'you ', 'left', 'ignored', 'laugh', 'friends', 'said', 'drunk', 'embarrass'], must: 'the thing that bothered them most' },
  { goal: 'repair', before: ['I’m sorry I cancelled on you last minute.'], line: 'do you think we could ever be friends again?', asks: 'yesno', about: ['friend'], must: 'yes / maybe / no about being friends' },
  { goal: 'repair', before: ['Hey.', 'I’m sorry I didn’t call you back.'], line: 'is there a time that suits you to talk properly, no rush', asks: 'time', must: 'a time to talk, or why not yet' },
  // reconnect (Jo)
  { goal: 'reconnect', before: ['Hey Jo, it’s been ages!'], line: 'are you still living in the same flat with those two guys', asks: 'yesno', about: ['flat', 'live', 'living', 'moved', 'place', 'roommate', 'housemate', 'flatmate'], must: 'yes or no about the flat' },
  { goal: 'reconnect', before: ['Hey Jo! How have you been?', 'We should catch up over dinner sometime.'], line: 'any place you’ve been wanting to try?', asks: 'place', must: 'names or describes a place to eat' },
  { goal: 'reconnect', before: ['Hey Jo, it’s been ages!'], line: 'how is your mum doing, is she still unwell', asks: 'feeling', about: ['mum', 'mom', 'she', 'her'], must: 'how their mum is' },
  { goal: 'reconnect', before: ['Hey Jo! How have you been?'], line: 'who else from the old group do u still see', asks: 'person', must: 'names someone from the old group, or nobody' },
  // ask (the manager, a raise)
  { goal: 'ask', before: [...THANKS, 'I’d like to talk about my salary. I think a 5% raise would reflect my work this year.'], line: 'is 5% doable or is that out of range?', asks: 'yesno', about: ['5', 'five', 'percent', 'range', 'budget'], must: 'says whether 5% is possible' },
  { goal: 'ask', before: THANKS, line: 'who else would need to sign off on a raise', asks: 'person', must: 'who approves a raise' },
  { goal: 'ask', before: [...THANKS, 'I’d like to discuss a raise.'], line: 'what do you think of the numbers I showed you from the client project', asks: 'opinion', about: ['client', 'project', 'number', 'result'], must: 'an opinion of the project numbers' },
  { goal: 'ask', before: THANKS, line: 'if it’s not possible now when could we look at it again', asks: 'time', must: 'when they could revisit' },
  // interview (marketing role; the interviewer)
  { goal: 'interview', before: HI, line: 'how big is the marketing team i’d be joining', asks: 'amount', must: 'a number of people' },
  { goal: 'interview', before: HI, line: 'what does a typical day look like in this role?', asks: 'thing', about: ['campaign', 'meeting', 'content', 'stand', 'brief', 'client', 'report', 'day', 'morning'], must: 'what the days hold' },
  { goal: 'interview', before: HI, line: 'is the job hybrid or fully in the office', asks: 'either', options: ['hybrid', 'office'], must: 'says hybrid or office' },
  { goal: 'interview', before: HI, line: 'what do you enjoy most about working here?', asks: 'preference', about: ['team', 'people', 'work', 'project', 'culture', 'client', 'freedom', 'learn'], must: 'something they enjoy at the company' },
  // hire (a candidate for a designer role; the candidate)
  { goal: 'hire', before: ['Hi, thanks for coming in today.'], line: 'how much notice do you have to give at your current job?', asks: 'time', must: 'the notice period' },
  { goal: 'hire', before: ['Hi, thanks for coming in today.'], line: 'what tools do you usually design in', asks: 'thing', about: ['figma', 'sketch', 'adobe', 'photoshop', 'illustrator', 'xd'], must: 'names design tools' },
  { goal: 'hire', before: ['Hi, thanks for coming in today.'], line: 'why are you looking to leave your current place', asks: 'reason', about: ['grow', 'growth', 'learn', 'team', 'product', 'challenge', 'company', 'role', 'move', 'chance', 'opportunit', 'career', 'small', 'big'], must: 'a reason for leaving' },
  { goal: 'hire', before: ['Hi, thanks for coming in today.', 'Tell me about a project you are proud of.'], line: 'how long did that project take you start to finish', asks: 'time', must: 'how long the project took' },
  // resolve (an angry customer, a broken blender)
  { goal: 'resolve', before: ['Hi, I’m sorry to hear about the blender. Let’s sort this out.'], line: 'when did you buy it, roughly', asks: 'time', must: 'when it was bought' },
  { goal: 'resolve', before: ['Hi, I’m sorry to hear about the blender.'], line: 'what exactly happened when it stopped working', asks: 'thing', about: ['smoke', 'motor', 'stopped', 'blade', 'noise', 'button', 'turn', 'crack', 'spin', 'smell', 'leak'], must: 'what happened' },
  { goal: 'resolve', before: ['Hi, I’m sorry to hear about the blender.', 'I can offer you a replacement or a full refund.'], line: 'which would you prefer the replacement or the refund', asks: 'either', options: ['replacement', 'refund'], must: 'picks replacement or refund' },
  { goal: 'resolve', before: ['Hi, I’m sorry to hear about the blender.'], line: 'do you still have the receipt by any chance', asks: 'yesno', about: ['receipt', 'email', 'order', 'proof'], must: 'yes or no about the receipt' },
  // align (the teacher, my son's grades)
  { goal: 'align', before: ['Thanks for meeting with me about Sam.'], line: 'which subject is he struggling with the most', asks: 'thing', about: ['math', 'maths', 'english', 'reading', 'science', 'history', 'writing', 'french', 'spanish'], must: 'names a subject' },
  { goal: 'align', before: ['Thanks for meeting with me about Sam.'], line: 'how does he get on with the other kids in class', asks: 'opinion', about: ['kid', 'friend', 'class', 'he', 'get'], must: 'how he gets on with classmates' },
  { goal: 'align', before: ['Thanks for meeting with me about Sam.', 'What can we do at home to help him?'], line: 'how much time should he spend on homework each night', asks: 'amount', must: 'an amount of time' },
  { goal: 'align', before: ['Thanks for meeting with me about Sam.'], line: 'when is the next test so we can prepare', asks: 'time', must: 'when the next test is' },
  // defuse (a rude commenter)
  { goal: 'defuse', before: ['Hey, I saw your comment on my post.'], line: 'what part of the post annoyed you', asks: 'thing', about: ['post', 'part', 'said', 'claim', 'photo', 'line', 'word', 'point', 'you '], must: 'which part of the post' },
  { goal: 'defuse', before: ['Hey, I saw your comment on my post.'], line: 'have we met before or do you just follow my page', asks: 'either', options: ['met', 'follow'], must: 'says they have met or they just follow' },
  { goal: 'defuse', before: ['Hey, I saw your comment on my post.', 'I get that you disagree.'], line: 'how would you have said it then', asks: 'thing', about: ['would', 'said', 'say', 'put', 'word', 'less', 'more', 'instead'], must: 'how they would have put it' },
  { goal: 'defuse', before: ['Hey, I saw your comment on my post.'], line: 'r u having a rough day or is it actually about what i wrote', asks: 'either', options: ['day', 'wrote'], must: 'says whether it is their day or the post' },
];
