import type { AskCase } from './held-out-asks';

/**
 * Set S17: questions to the character, written blind in session 17 by helper bw17, never trained on —
 * without reading the question-answering policy or earlier sets' lines. Ordinary questions across the goals:
 * single questions, two questions in one line (labelled with the slot of the first, the hand label naming
 * both), questions about the character's past, job, plans and opinions. Do not fix a miss here; move it to a
 * seen set and write a new one. Kept outside the repository until read with session 17's start and final trees (18/25 both times).
 */
export const ASKS_S17: readonly AskCase[] = [
  // open (new match)
  { goal: 'open', before: ['hey! your profile made me laugh'], line: 'so what pays the bills, and is it something you love or just put up with?', asks: 'thing', about: ['work', 'job', 'teach', 'nurse', 'design', 'engineer', 'office', 'company', 'develop', 'write', 'study', 'shop', 'hospital'], must: 'names their job (and whether they enjoy it)' },
  { goal: 'open', before: ['hi! is that you at a festival in your second photo?'], line: 'which festival was that?', asks: 'thing', must: 'names the festival' },
  // invite (crush)
  { goal: 'invite', before: ['hey, did you finish the lab write-up?'], line: 'any plans for friday once the practical is over?', asks: 'thing', about: ['home', 'study', 'work', 'gym', 'shift', 'meet', 'going', 'cinema', 'library', 'nothing', 'friend', 'plan', 'family'], must: 'says what they are doing on Friday after class' },
  { goal: 'invite', before: ['hi!'], line: 'did you grow up around here or did you move for uni?', asks: 'either', options: ['grew up', 'moved'], must: 'says whether they grew up here or moved for uni' },
  { goal: 'invite', before: ['hey, that lecture was long'], line: 'want to grab a coffee after the lab on tuesday?', asks: 'invite', must: 'yes / maybe / no to coffee on Tuesday' },
  // reinvite (after a no)
  { goal: 'reinvite', before: ['hey, how was your weekend?', 'would you like to come to the climbing wall with me on saturday?'], line: 'no problem! would something with a group of people be more your thing?', asks: 'yesno', must: 'yes or no about a group plan, consistent with the no', keep: 'declined' },
  { goal: 'reinvite', before: ['hi!', 'fancy the pub quiz on wednesday?'], line: 'all good! what do you usually do to unwind in the evenings?', asks: 'preference', must: 'a concrete evening activity', keep: 'declined' },
  // repair (ex)
  { goal: 'repair', before: ["I'm sorry for how I ended things."], line: 'when did you first notice I was pulling away?', asks: 'time', must: 'a time or moment they noticed' },
  { goal: 'repair', before: ['Thanks for agreeing to talk.'], line: 'why did you stop answering my calls back then?', asks: 'reason', must: 'a reason they stopped answering' },
  { goal: 'repair', before: ['I owe you an apology for the party.'], line: 'how do you feel about it now, and is there anything you need from me?', asks: 'feeling', must: 'how they feel now (and what they need)' },
  // reconnect (old friend)
  { goal: 'reconnect', before: ['Jo! long time no speak'], line: "whereabouts are you based now that you've left Bristol?", asks: 'place', must: 'names a place' },
  { goal: 'reconnect', before: ['Hi Jo, I saw your post from the half marathon!'], line: 'how many weeks of training did that take you?', asks: 'amount', must: 'a length of training time' },
  { goal: 'reconnect', before: ["hey, it's been ages!"], line: 'what did you end up doing after you left the bakery, and are you happier now?', asks: 'thing', about: ['job', 'work', 'course', 'study', 'business', 'shop', 'company', 'travel', 'moved', 'started', 'café', 'cafe'], must: 'names what they did after the bakery (and if happier)' },
  // ask (raise)
  { goal: 'ask', before: ['Thanks for seeing me.'], line: 'when do salary decisions get made here, and is it you or HR who signs them off?', asks: 'time', must: 'a time for the review (and who decides)' },
  { goal: 'ask', before: ['I wanted to talk about my salary.'], line: 'what did you think of how I handled the Henderson account?', asks: 'opinion', must: 'a judgement of how the account was handled' },
  { goal: 'ask', before: ['Can we talk about my role?'], line: 'is a promotion this year realistic for me?', asks: 'yesno', must: 'yes, no or not yet about a promotion this year' },
  // interview (the character interviews the user)
  { goal: 'interview', before: ['Thanks for the invitation.'], line: 'what made you join this company yourself?', asks: 'reason', must: 'a reason they joined' },
  { goal: 'interview', before: ['Nice to meet you.'], line: "if you hired me, what start date are you hoping for?", asks: 'time', must: 'a start date or time' },
  { goal: 'interview', before: ['Hello!'], line: "walk me through what I'd actually spend my days doing?", asks: 'thing', about: ['meeting', 'campaign', 'client', 'report', 'team', 'email', 'plan', 'content', 'data', 'project', 'social'], must: 'describes the tasks of a day' },
  // hire (the character is the candidate)
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'what was your proudest project at your last job?', asks: 'thing', about: ['project', 'campaign', 'design', 'launch', 'app', 'website', 'brand', 'redesign', 'logo'], must: 'names a project' },
  { goal: 'hire', before: ['Take a seat.'], line: 'how soon could you join us, and is there a notice period at your current place?', asks: 'time', must: 'a start date or a notice period' },
  // resolve (a landlord; a customer)
  { goal: 'resolve', request: 'I want to practise asking my landlord to fix the damp in my bathroom', before: ["Hi, it's about the bathroom."], line: 'what day could a builder get here to check the mould above the shower?', asks: 'time', must: 'a day or time for the visit, or why not yet' },
  { goal: 'resolve', before: ["I'm sorry it broke."], line: 'shall I refund you, or would a replacement blender suit you better?', asks: 'either', options: ['refund', 'replacement'], must: 'picks a refund or a replacement' },
  // align (parent and teacher)
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'in which lessons does he seem to fall behind?', asks: 'thing', about: ['math', 'english', 'science', 'reading', 'writing', 'history', 'spelling', 'french', 'geography'], must: 'names a subject' },
  // defuse (a rude comment)
  { goal: 'defuse', before: ['Hi, I saw your comment on my post.'], line: 'which bit of what I wrote annoyed you so much?', asks: 'thing', about: ['post', 'photo', 'said', 'wrote', 'claim', 'word', 'tone', 'caption', 'picture', 'advice'], must: 'names what bothered them' },
];
