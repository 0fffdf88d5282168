import type { AskCase } from './held-out-asks';

/**
 * Set dev15 (engineer p23q, issue #23 point 5): written before any change of that round, across
 * goals and in new phrasing, with work questions that name no topic to look up ("what would my
 * first month look like?") and "why" questions labelled with what a reason must be about. Read
 * once (its first figure is in bench/README.md), then used as that round's development set.
 */
export const ASKS_DEV15: readonly AskCase[] = [
  // interview: the interviewer's own workplace, no topic to look up
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'what would my first month look like?', asks: 'thing', about: ['week', 'month', 'onboard', 'shadow', 'meet', 'learn', 'project', 'team'], must: 'what the first month holds' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'how is success measured here?', asks: 'thing', about: ['measure', 'goal', 'review', 'target', 'result', 'number', 'quarter', 'okr', 'metric'], must: 'how success is measured' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'who would I report to?', asks: 'person', must: 'a person or role' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'how big is the team I would join?', asks: 'amount', must: 'a number of people' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'what does a typical day look like in this role?', asks: 'thing', about: ['morning', 'day', 'meeting', 'stand', 'afternoon', 'client', 'work on'], must: 'a day described' },
  { goal: 'interview', before: ['Hi, thanks for having me.'], line: 'why is this position open?', asks: 'reason', about: ['grow', 'left', 'leav', 'new', 'moved', 'promot', 'expand', 'team', 'role'], must: 'why the position is open' },
  // ask (raise with a manager)
  { goal: 'ask', before: ['Thanks for making time.'], line: 'when is the next pay review?', asks: 'time', must: 'a time' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'who else has a say in pay decisions?', asks: 'person', must: 'a person or role' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'how do you think my last quarter went?', asks: 'opinion', about: ['quarter', 'project', 'work', 'deliver', 'launch', 'you'], must: 'a judgement of the quarter' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'why was my raise smaller than others last year?', asks: 'reason', about: ['budget', 'band', 'rating', 'review', 'raise', 'year', 'role', 'level'], must: 'a reason about the raise' },
  { goal: 'ask', before: ['Thanks for making time.'], line: 'would it be a title change or just money?', asks: 'either', options: ['title', 'money'], must: 'picks title or money' },
  // hire (the candidate)
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'why are you leaving your current job?', asks: 'reason', about: ['grow', 'learn', 'team', 'role', 'challenge', 'compan', 'move', 'chance', 'ready'], must: 'a reason for leaving' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'what project are you proudest of?', asks: 'thing', about: ['project', 'built', 'launch', 'redesign', 'app', 'site', 'led'], must: 'a project' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'when could you start?', asks: 'time', must: 'a start date or notice' },
  { goal: 'hire', before: ['Thanks for coming in.'], line: 'do you prefer working alone or in a team?', asks: 'either', options: ['alone', 'team'], must: 'picks one' },
  // resolve (angry customer)
  { goal: 'resolve', before: ['I’m so sorry about this.'], line: 'when did you order it?', asks: 'time', must: 'a time' },
  { goal: 'resolve', before: ['I’m so sorry about this.'], line: 'would you rather have a replacement or your money back?', asks: 'either', options: ['replacement', 'money'], must: 'picks one' },
  { goal: 'resolve', before: ['I’m so sorry about this.'], line: 'did you still have the box?', asks: 'yesno', must: 'yes or no about the box' },
  // align (teacher)
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'how is he doing in maths?', asks: 'opinion', about: ['math', 'maths', 'doing', 'behind', 'well', 'struggl'], must: 'how he does in maths' },
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'when is the next test?', asks: 'time', must: 'a time' },
  { goal: 'align', before: ['Thanks for meeting me.'], line: 'why do you think he is falling behind?', asks: 'reason', about: ['homework', 'focus', 'attention', 'miss', 'distract', 'sleep', 'class', 'confiden', 'read', 'behind'], must: 'a reason about falling behind' },
  // invite (crush)
  { goal: 'invite', before: ['hey!'], line: 'what music have you been listening to lately?', asks: 'thing', about: ['music', 'album', 'band', 'song', 'listen', 'playlist'], must: 'music named' },
  { goal: 'invite', before: ['hey'], line: 'would you be up for a walk this sunday?', asks: 'invite', must: 'yes / maybe / no to a walk' },
  { goal: 'invite', before: ['hi!'], line: 'tea or coffee person?', asks: 'either', options: ['tea', 'coffee'], must: 'picks tea or coffee' },
  { goal: 'invite', before: ['hey'], line: 'why did you switch to chemistry?', asks: 'reason', about: ['chem', 'lab', 'science', 'teacher', 'like', 'love', 'interest', 'switch', 'class'], must: 'a reason about chemistry' },
  // open (new match)
  { goal: 'open', before: ['hey'], line: 'where did you grow up?', asks: 'place', must: 'a place' },
  { goal: 'open', before: ['hi'], line: 'do you have any pets?', asks: 'yesno', must: 'yes or no about pets' },
  { goal: 'open', before: ['hey!'], line: 'what do you do for work?', asks: 'thing', about: ['work', 'job', 'teach', 'engineer', 'design', 'nurse', 'develop', 'write', 'manage', 'sales', 'market', 'account', 'student'], must: 'a job' },
  // reconnect
  { goal: 'reconnect', before: ['Hey, it’s been ages!'], line: 'how is your family doing?', asks: 'opinion', about: ['family', 'mum', 'mom', 'dad', 'sister', 'brother', 'parents'], must: 'how the family is' },
  { goal: 'reconnect', before: ['Hey, it’s been ages!'], line: 'why did we stop talking, do you think?', asks: 'reason', about: ['busy', 'move', 'drift', 'life', 'job', 'time', 'talk', 'both'], must: 'a reason about drifting apart' },
  { goal: 'reconnect', before: ['Hey, it’s been ages!'], line: 'are you free some evening next week?', asks: 'invite', must: 'yes / maybe / no' },
  // repair
  { goal: 'repair', before: ['I’m sorry for what I said.'], line: 'how did it make you feel?', asks: 'feeling', must: 'a feeling' },
  { goal: 'repair', before: ['I’m sorry for what I said.'], line: 'why didn’t you tell me you were upset?', asks: 'reason', about: ['upset', 'tell', 'said', 'didn', 'want', 'fight', 'hurt', 'knew', 'thought'], must: 'a reason about not telling' },
  // defuse (rude commenter)
  { goal: 'defuse', before: ['Thanks for the comment.'], line: 'what part of the post bothered you?', asks: 'thing', about: ['post', 'part', 'price', 'claim', 'said', 'line', 'photo', 'cost'], must: 'the part named' },
];
