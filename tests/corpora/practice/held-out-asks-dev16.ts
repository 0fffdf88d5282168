import type { AskCase } from './held-out-asks';

/**
 * Set dev16 (engineer p23q2, issue #23 point 5): written before any change of that round, in kinds
 * the earlier sets have few of — follow-ups on what the character just said ("why not?", "since
 * when?"), the character's own life and past ("have you ever…", "what was your first job like?"),
 * several parts in one question ("where and when?"), hypotheticals ("what would you do if…"), typos,
 * slang and no question mark, indirect asks ("I was wondering whether you'd…", "mind telling me…"),
 * and a hostile or nervous tone. Read once (its first figure is in bench/README.md), then used as
 * that round's development set.
 */
const HI = ['Hi, thanks for having me.'];
const THANKS = ['Thanks for making time.'];
const AFTER_NO = ['Hey! How is your week going?', 'Would you like to get coffee on Friday?'];

export const ASKS_DEV16: readonly AskCase[] = [
  // invite (a classmate)
  { goal: 'invite', before: ['hey! how was the chem lab?'], line: 'have you ever been to the farmers market downtown', asks: 'yesno', about: ['market'], must: 'yes or no about the market' },
  { goal: 'invite', before: ['hey'], line: 'what would you do if the lab ran late on friday?', asks: 'thing', about: ['text', 'message', 'late', 'later', 'resched', 'move', 'another day', 'saturday', 'skip', 'leave'], must: 'what they would do then' },
  { goal: 'invite', before: ['hey, how is your week going?'], line: 'mind telling me what got you into chemistry?', asks: 'reason', about: ['chem', 'science', 'lab', 'teacher', 'class', 'school', 'experiment'], must: 'why chemistry' },
  { goal: 'invite', before: ['hey!'], line: 'so wait where and when is the study group', asks: 'time', must: 'when (and where) the study group meets' },
  // open (a new match)
  { goal: 'open', before: ['Hey! How is your week?'], line: 'whats ur go to karaoke song lol', asks: 'thing', about: ['song', 'sing'], must: 'a song' },
  { goal: 'open', before: ['hi!'], line: 'have you ever been camping?', asks: 'yesno', must: 'yes or no about camping' },
  { goal: 'open', before: ['Hey! How is your week?'], line: 'what was your first job like?', asks: 'opinion', about: ['job', 'work', 'shift', 'boss', 'first'], must: 'what the first job was like' },
  { goal: 'open', before: ['hey :)'], line: 'if you could live anywhere where would it be', asks: 'place', must: 'a place' },
  // reinvite (after the first no)
  { goal: 'reinvite', before: AFTER_NO, line: 'why not?', asks: 'reason', about: ['friday', 'busy', 'shift', 'work', 'family', 'plans', 'exam', 'study', 'class'], must: 'why Friday does not work', keep: 'declined' },
  { goal: 'reinvite', before: AFTER_NO, line: 'ok no worries, which day would suit you better and where?', asks: 'time', must: 'another day (and a place)', keep: 'declined' },
  { goal: 'reinvite', before: AFTER_NO, line: "I was wondering whether you'd be up for saturday instead", asks: 'invite', must: 'yes / maybe / no to Saturday' },
  { goal: 'reinvite', before: AFTER_NO, line: 'u free next week or nah', asks: 'yesno', must: 'yes or no about next week', keep: 'declined' },
  // repair (an ex)
  { goal: 'repair', before: ['I’m sorry I cancelled on you last minute.'], line: 'since when have you felt like that?', asks: 'time', must: 'since when they have felt so' },
  { goal: 'repair', before: ['Hey.'], line: 'be honest, do you even want to fix this', asks: 'yesno', must: 'yes or no about fixing things' },
  { goal: 'repair', before: ['I’m sorry for how I acted at the party.'], line: 'what would you do if you were in my shoes?', asks: 'thing', about: ['apolog', 'sorry', 'talk', 'space', 'listen', 'explain', 'time', 'call', 'honest'], must: 'what they would do' },
  { goal: 'repair', before: ['Hey.'], line: 'why do you always bring up the party???', asks: 'reason', about: ['party'], must: 'why the party matters to them' },
  // reconnect (an old friend)
  { goal: 'reconnect', before: ['Hey, it’s been ages!'], line: 'what have you been up to since uni?', asks: 'thing', about: ['work', 'job', 'moved', 'travel', 'started', 'new', 'studied', 'course'], must: 'what they have done' },
  { goal: 'reconnect', before: ['Hey! How have you been?'], line: 'have you ever thought about moving back home', asks: 'yesno', about: ['home', 'back', 'move', 'moving'], must: 'yes or no about moving back' },
  { goal: 'reconnect', before: ['Hey!'], line: 'sorry this is random but mind telling me why you stopped replying back then', asks: 'reason', about: ['busy', 'work', 'move', 'life', 'sorry', 'hard', 'time', 'phone', 'reply', 'replying'], must: 'why they stopped replying' },
  { goal: 'reconnect', before: ['Hey, it’s been ages!', 'Would you like to catch up over lunch sometime?'], line: 'where and when works for you?', asks: 'time', must: 'a time (and a place)' },
  // ask (a raise, the manager)
  { goal: 'ask', before: THANKS, line: 'what was your first job like?', asks: 'opinion', about: ['job', 'work', 'first', 'shift', 'boss'], must: 'what their first job was like' },
  { goal: 'ask', before: THANKS, line: 'what would you do if you were in my position?', asks: 'thing', about: ['ask', 'raise', 'list', 'evidence', 'number', 'result', 'bring', 'case', 'market', 'write'], must: 'what they would do' },
  { goal: 'ask', before: THANKS, line: "I was wondering whether you'd back me for a raise at the review", asks: 'yesno', must: 'yes or no (or not yet) to backing the raise' },
  { goal: 'ask', before: THANKS, line: 'why do I keep getting passed over??', asks: 'reason', about: ['review', 'role', 'experience', 'project', 'budget', 'timing', 'promot', 'lead', 'visib', 'result'], must: 'why they were passed over' },
  // interview (the interviewer)
  { goal: 'interview', before: HI, line: 'how long have you worked here', asks: 'time', must: 'how long' },
  { goal: 'interview', before: HI, line: 'what do you like most about working here?', asks: 'opinion', about: ['team', 'people', 'work', 'project', 'culture', 'learn', 'client'], must: 'what they like' },
  { goal: 'interview', before: HI, line: 'um sorry im nervous, what happens after this interview', asks: 'thing', about: ['next', 'step', 'round', 'hear', 'call', 'email', 'week', 'decision'], must: 'the next steps' },
  { goal: 'interview', before: HI, line: 'where is the team based and how often is everyone in the office?', asks: 'place', must: 'where the team is (and how often in)' },
  // hire (a candidate)
  { goal: 'hire', before: HI, line: 'what was your first design job like?', asks: 'opinion', about: ['job', 'design', 'agency', 'studio', 'first', 'work', 'team'], must: 'what their first design job was like' },
  { goal: 'hire', before: HI, line: 'what would you do if a client hated your first draft?', asks: 'thing', about: ['ask', 'feedback', 'listen', 'revise', 'change', 'understand', 'draft', 'why'], must: 'what they would do' },
  { goal: 'hire', before: HI, line: 'mind telling me when you could start and what notice you have to give', asks: 'time', must: 'when they could start / their notice' },
  { goal: 'hire', before: HI, line: 'have you ever managed anyone?', asks: 'yesno', must: 'yes or no about managing people' },
  // resolve (an angry customer)
  { goal: 'resolve', before: ['Hi, I’m sorry to hear about the blender. What happened?'], line: 'since when has it been doing that?', asks: 'time', must: 'since when the blender fails' },
  { goal: 'resolve', before: ['Hi, I’m sorry to hear about the blender.'], line: 'what would make this right for you?', asks: 'thing', about: ['refund', 'replace', 'money', 'new', 'back'], must: 'what they want' },
  { goal: 'resolve', before: ['Hi, I’m sorry to hear about the blender.'], line: 'did u keep the receipt or the box', asks: 'either', options: ['receipt', 'box'], must: 'the receipt, the box, or both' },
  { goal: 'resolve', before: ['Hi.'], line: 'why are you shouting at me?', asks: 'reason', about: ['blender', 'broke', 'refund', 'week', 'money', 'third', 'waited', 'nobody', 'call'], must: 'why they are angry' },
  // align (the teacher)
  { goal: 'align', before: ['Hi, thanks for meeting me.'], line: 'what do you mean by falling behind?', asks: 'thing', about: ['homework', 'test', 'grade', 'math', 'reading', 'assign', 'mark', 'score', 'work'], must: 'what falling behind means' },
  { goal: 'align', before: ['Hi, thanks for meeting me.'], line: 'how long have you been teaching?', asks: 'time', must: 'how long' },
  { goal: 'align', before: ['Hi, thanks for meeting me.'], line: 'what would you do if he were your own kid?', asks: 'thing', about: ['read', 'homework', 'routine', 'check', 'talk', 'time', 'help', 'practi', 'tutor'], must: 'what they would do' },
  { goal: 'align', before: ['Hi, thanks for meeting me.'], line: 'is he struggling in every subject or just maths', asks: 'either', options: ['subject', 'math'], must: 'every subject or only maths' },
  // defuse (a rude commenter)
  { goal: 'defuse', before: ['Hi, I saw your comment.'], line: 'what exactly did you find offensive', asks: 'thing', about: ['post', 'said', 'word', 'line', 'comment', 'joke', 'tone', 'claim'], must: 'what offended them' },
  { goal: 'defuse', before: ['Hi, I saw your comment.'], line: 'have you ever posted something you regretted?', asks: 'yesno', must: 'yes or no' },
  { goal: 'defuse', before: ['Hi, I saw your comment.'], line: 'why do you care so much lol', asks: 'reason', about: ['post', 'comment', 'topic', 'people', 'wrong', 'matter', 'because'], must: 'why it matters to them' },
  { goal: 'defuse', before: ['Hi, I saw your comment.'], line: 'would you delete the comment if I explained what I meant', asks: 'yesno', must: 'yes / maybe / no to deleting it' },
];
