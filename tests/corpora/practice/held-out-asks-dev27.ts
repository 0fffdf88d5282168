import type { AskCase } from './held-out-asks';

/**
 * Set dev27 (engineer q25, issue #23 point 5: the character answers what was asked), written before
 * any change of that round. Its slice: questions about the CHARACTER's inner side and the
 * relationship — feelings ("how did you feel when I left?", "do you miss me?"), motives ("why did
 * you stop replying?", "what made you take the job?"), memories shared with the user ("remember our
 * trip to porto?"), preferences and opinions ("what kind of music are you into?", "what do you think
 * of remote work?"), their view of the user ("what do you like about me", "did I do something
 * wrong?"), and the practice's own subject asked from the other side ("what would it take for you
 * to say yes?" about a refund, a raise, a rent rise, a deadline, a grade). Every goal: a date, a
 * crush, an ex, a friend, family, a coworker, a boss, a customer, a landlord, an interview; typos,
 * lowercase, no question mark, two questions in one.
 * 55 questions. First reading on the unchanged tree (5ecb6ea): 31/55 strict, 36/55 lenient, about 30/55
 * by hand (misses by hand: a story about climbing for "how long have you been climbing", a road trip
 * with a sister for "remember our trip to porto", "I did, actually!" for "did I do something wrong",
 * a film for "how did it feel when I didn't show up", a repair line as a mum's reason, "maybe" for
 * "are you proud of me", a deadline line for "how do you think I've done this year", deflections for
 * "what month did I say", "what would it take to keep it at 5 percent", "what's the latest you could
 * accept", a parents' evening line for "what was missing from my essay", "oh nice!" for "what can I
 * do to make it up to you", no view for "what do you think of dating apps" or "how did the
 * interview go").
 * After q25's round (answer-inner.ts): 43/55 strict, 36/55 lenient, about 43/55 by hand (seen).
 */
const MAYA = 'first date with Maya, we matched on bumble, she works as a nurse';
const CRUSH = 'I have a crush on Theo from my climbing gym and want to get to know him';
const EX = 'I want to get back in touch with my ex Lena, we broke up last year when I moved to Berlin';
const PRIYA = 'my best friend Priya stopped replying to my messages after I missed her birthday';
const MUM = 'I want to talk to my mum about how she always criticises my job';
const DAD = 'I want to reconnect with my dad, we have not really talked since the divorce';
const COWORKER = 'my coworker Ben keeps taking credit for my work in meetings';
const RAISE = 'I want to ask my boss Karen for a raise, I have been here three years';
const REFUND = 'I work in customer service and a customer wants a refund for a blender that broke after a month';
const RENT = 'my landlord wants to raise the rent by 15 percent and I want to negotiate';
const INTERVIEW = 'I have an interview for a marketing coordinator job at a travel company';
const DEADLINE = 'I need to ask my manager for an extension on the quarterly report deadline';
const GRADE = 'I want to ask my professor to reconsider my grade on the essay, I got a C';
const SIS = 'my sister Jo is upset that I did not come to her engagement party';

export const ASKS_DEV27: readonly AskCase[] = [
  // date (Maya, a nurse): preferences, opinions, feelings
  { goal: 'invite', request: MAYA, before: ['hey maya!', 'nice to finally meet you'], line: 'what kind of music are you into?', asks: 'preference', about: ['music', 'indie', 'rock', 'pop', 'jazz', 'rap', 'hip', 'techno', 'folk', 'country', 'classical', 'band', 'song', 'listen', 'r&b', 'metal'], must: 'a kind of music or a band' },
  { goal: 'invite', request: MAYA, before: ['hi maya', 'so you are a nurse, that is amazing'], line: 'what made you want to be a nurse', asks: 'reason', must: 'why they became a nurse' },
  { goal: 'invite', request: MAYA, before: ['hey', 'i was so nervous coming here lol'], line: 'were you nervous too?', asks: 'feeling', about: ['nervous', 'bit', 'little', 'yes', 'no', 'not', 'calm', 'excited'], must: 'whether they were nervous' },
  { goal: 'invite', request: MAYA, before: ['hi', 'this place is nice'], line: 'honestly what do u think of dating apps', asks: 'opinion', about: ['app', 'bumble', 'dating', 'swip', 'match', 'hit and miss', 'weird', 'fun', 'tiring', 'exhaust'], must: 'an opinion on dating apps' },
  { goal: 'invite', request: MAYA, before: ['hey maya', 'i had a really nice time tonight'], line: 'do you like night shifts or do you hate them', asks: 'either', options: ['like', 'hate', 'love', 'not'], must: 'likes or hates night shifts' },
  // crush (Theo at the climbing gym)
  { goal: 'open', request: CRUSH, before: ['hey theo', 'nice send on that blue route'], line: 'how long have you been climbing?', asks: 'time', must: 'how long they have climbed' },
  { goal: 'open', request: CRUSH, before: ['hi!', 'i always see you here on thursdays'], line: 'what got you into climbing in the first place', asks: 'reason', must: 'how or why they started climbing' },
  { goal: 'open', request: CRUSH, before: ['hey', 'i keep falling off the overhang lol'], line: 'do you prefer bouldering or ropes', asks: 'either', options: ['boulder', 'rope'], must: 'bouldering or ropes' },
  { goal: 'open', request: CRUSH, before: ['hey theo'], line: 'whats your favourite thing to do when youre not climbing?', asks: 'preference', must: 'a concrete activity' },
  // ex (Lena, broke up when the user moved to Berlin)
  { goal: 'reconnect', request: EX, before: ['hi lena', 'i know its been a while'], line: 'how did you feel when i left for berlin?', asks: 'feeling', about: ['hurt', 'sad', 'angry', 'upset', 'alone', 'abandon', 'gutted', 'awful', 'hard', 'left', 'miss', 'betray', 'confus'], must: 'how they felt when the user left' },
  { goal: 'reconnect', request: EX, before: ['hey lena', 'i think about us sometimes'], line: 'do you miss me at all?', asks: 'yesno', about: ['miss', 'yes', 'no', 'sometimes', 'honestly', 'not'], must: 'whether they miss the user' },
  { goal: 'reconnect', request: EX, before: ['hi', 'i found a photo from porto today'], line: 'remember our trip to porto?', asks: 'yesno', about: ['porto', 'remember', 'trip', 'of course', 'yes', 'how could'], must: 'remembers the Porto trip' },
  { goal: 'reconnect', request: EX, before: ['hey lena', 'sorry if this is random'], line: 'why did you stop replying to my messages after the move', asks: 'reason', must: 'why they stopped replying' },
  { goal: 'reconnect', request: EX, before: ['hi lena'], line: 'are you seeing anyone now? sorry if thats weird to ask', asks: 'yesno', must: 'whether they are seeing someone' },
  // friend (Priya stopped replying after a missed birthday)
  { goal: 'repair', request: PRIYA, before: ['priya im so sorry i missed your birthday'], line: 'did i do something wrong? is that why you stopped texting', asks: 'yesno', about: ['birthday', 'yes', 'no', 'missed', 'forgot', 'hurt', 'wrong'], must: 'yes or no about the user doing wrong (the birthday)' },
  { goal: 'repair', request: PRIYA, before: ['hey priya', 'i know i messed up'], line: 'how did it feel when i didnt show up', asks: 'feeling', about: ['hurt', 'sad', 'upset', 'forgot', 'gutted', 'rubbish', 'awful', 'alone', 'let down', 'disappoint', 'angry'], must: 'how it felt' },
  { goal: 'repair', request: PRIYA, before: ['priya', 'i miss you'], line: 'do you still want to be friends', asks: 'yesno', must: 'whether they still want to be friends' },
  { goal: 'repair', request: PRIYA, before: ['hey', 'sorry again about your birthday'], line: 'how was the party in the end, did you have fun?', asks: 'opinion', about: ['party', 'fun', 'good', 'nice', 'lovely', 'great', 'fine', 'ok', 'quiet'], must: 'how the party was' },
  // family (mum who criticises the job)
  { goal: 'align', request: MUM, before: ['mum can we talk', 'it hurts when you say my job is not a real job'], line: 'why do you always criticise my job?', asks: 'reason', must: 'why they criticise the job' },
  { goal: 'align', request: MUM, before: ['hi mum'], line: 'are you proud of me at all', asks: 'yesno', about: ['proud', 'yes', 'of course', 'course'], must: 'whether they are proud' },
  { goal: 'align', request: MUM, before: ['mum', 'i love what i do'], line: 'what would you rather i did for work?', asks: 'thing', about: ['teach', 'doctor', 'nurse', 'law', 'bank', 'account', 'stable', 'secure', 'office', 'pension', 'degree', 'proper', 'job'], must: 'a kind of work they would prefer' },
  // family (dad after the divorce)
  { goal: 'reconnect', request: DAD, before: ['hi dad', 'i know we havent talked much'], line: 'do you ever think about how things were before the divorce', asks: 'yesno', must: 'whether they think about before' },
  { goal: 'reconnect', request: DAD, before: ['hey dad'], line: 'hows life been for you lately, are you happy?', asks: 'feeling', about: ['happy', 'fine', 'good', 'ok', 'lonely', 'quiet', 'better', 'alright', 'not bad'], must: 'whether they are happy' },
  { goal: 'reconnect', request: DAD, before: ['dad', 'i remember you taught me to fish at the lake'], line: 'do you remember that lake we used to go to', asks: 'yesno', about: ['lake', 'remember', 'fish', 'of course', 'yes'], must: 'remembers the lake' },
  // sister (missed engagement party)
  { goal: 'repair', request: SIS, before: ['jo im sorry i missed your party'], line: 'are you still upset with me', asks: 'feeling', about: ['upset', 'hurt', 'angry', 'mad', 'bit', 'yes', 'no'], must: 'still upset or not' },
  { goal: 'repair', request: SIS, before: ['hey jo', 'i should have been there'], line: 'what hurt the most, that i missed it or that i didnt call', asks: 'either', options: ['missed', 'call'], must: 'missing it or not calling' },
  // coworker (Ben takes credit)
  { goal: 'align', request: COWORKER, before: ['hey ben, got a sec?', 'its about the meeting this morning'], line: 'why did you present my slides as yours', asks: 'reason', must: 'why they presented the slides as theirs' },
  { goal: 'align', request: COWORKER, before: ['hi ben'], line: 'do you think i overreacted yesterday', asks: 'yesno', must: 'whether the user overreacted' },
  { goal: 'align', request: COWORKER, before: ['ben', 'i want us to work well together'], line: 'what do you think of how the team splits the work', asks: 'opinion', about: ['team', 'split', 'work', 'fair', 'unfair', 'messy', 'fine', 'unclear', 'credit'], must: 'an opinion on how work is split' },
  // boss (raise)
  { goal: 'ask', request: RAISE, before: ['hi karen, thanks for making time', 'i would like to talk about my salary'], line: 'what would it take for you to say yes to a raise?', asks: 'thing', about: ['result', 'number', 'target', 'budget', 'review', 'responsib', 'evidence', 'case', 'figure', 'lead', 'project', 'show'], must: 'a condition for the raise' },
  { goal: 'ask', request: RAISE, before: ['hi karen', 'i have been here three years'], line: 'how do you think ive done this year', asks: 'opinion', about: ['well', 'good', 'great', 'strong', 'solid', 'year', 'work', 'done'], must: 'a view of the user\'s year' },
  { goal: 'ask', request: RAISE, before: ['karen', 'i took over the client accounts in march'], line: 'what month did i say i took over the accounts?', asks: 'time', about: ['march'], must: 'March, as the user said' },
  { goal: 'ask', request: RAISE, before: ['hi', 'i want to ask for a raise'], line: 'are you worried about the budget or is it something else', asks: 'either', options: ['budget', 'else', 'something'], must: 'budget or something else' },
  // customer (refund for a broken blender; the character is the customer)
  { goal: 'resolve', request: REFUND, before: ['hello, im sorry to hear about the blender'], line: 'how did you feel when it broke', asks: 'feeling', about: ['annoy', 'angry', 'frustrat', 'furious', 'upset', 'fed up', 'disappoint', 'gutted', 'livid'], must: 'how they felt' },
  { goal: 'resolve', request: REFUND, before: ['hi, thanks for bringing it in'], line: 'would you rather have a refund or a replacement?', asks: 'either', options: ['refund', 'replace', 'new one'], must: 'refund or replacement' },
  { goal: 'resolve', request: REFUND, before: ['hi', 'i can look into this for you'], line: 'what would make this right for you', asks: 'thing', about: ['refund', 'money', 'replace', 'new one', 'back'], must: 'what would fix it' },
  { goal: 'resolve', request: REFUND, before: ['hello'], line: 'what were you using it for when it stopped working', asks: 'thing', about: ['smoothie', 'soup', 'ice', 'fruit', 'juice', 'sauce', 'shake', 'crush', 'blend'], must: 'what they were blending' },
  // landlord (rent rise; the character is the landlord)
  { goal: 'ask', request: RENT, before: ['hi, thanks for replying', 'the 15 percent rise is a lot for me'], line: 'why such a big increase this year?', asks: 'reason', must: 'why the rise is so big' },
  { goal: 'ask', request: RENT, before: ['hello', 'ive always paid on time'], line: 'what would it take for you to keep it at 5 percent', asks: 'thing', about: ['year', 'lease', 'contract', 'longer', 'sign', 'stay', 'cost', 'mortgage', 'fix', 'repair'], must: 'a condition for a smaller rise' },
  { goal: 'ask', request: RENT, before: ['hi', 'i really like living here'], line: 'do you think im a good tenant', asks: 'yesno', about: ['good', 'yes', 'tenant', 'great', 'on time', 'no complaints'], must: 'whether the user is a good tenant' },
  // interview (marketing coordinator at a travel company; the character is the interviewer)
  { goal: 'interview', request: INTERVIEW, before: ['hi, thanks for having me'], line: 'what do you like most about working here?', asks: 'preference', about: ['team', 'people', 'travel', 'culture', 'flexib', 'project', 'client', 'trip', 'like', 'love'], must: 'something they like about the company' },
  { goal: 'interview', request: INTERVIEW, before: ['hello', 'im really excited about this role'], line: 'what made you take the job here yourself?', asks: 'reason', must: 'why they joined' },
  { goal: 'interview', request: INTERVIEW, before: ['hi', 'i have three years in social media marketing'], line: 'how do you think the interview went so far', asks: 'opinion', about: ['well', 'good', 'great', 'fine', 'strong', 'impress', 'solid'], must: 'a view of the interview so far' },
  { goal: 'interview', request: INTERVIEW, before: ['hi, thanks for seeing me'], line: 'what do you think of remote work, is it an option here', asks: 'opinion', about: ['remote', 'home', 'hybrid', 'office', 'days', 'flexib'], must: 'an opinion on remote work / whether it is an option' },
  // deadline (manager; the character is the manager)
  { goal: 'ask', request: DEADLINE, before: ['hi, do you have a minute', 'its about the quarterly report'], line: 'would you be annoyed if i asked for a few more days?', asks: 'yesno', about: ['annoy', 'no', 'not', 'depend', 'bit', 'fine'], must: 'whether they would be annoyed' },
  { goal: 'ask', request: DEADLINE, before: ['hi', 'the data from finance came in late'], line: 'whats the latest you could accept the report', asks: 'time', must: 'a latest date' },
  { goal: 'ask', request: DEADLINE, before: ['hello'], line: 'why is friday so important for this one', asks: 'reason', must: 'why Friday matters' },
  // grade (professor; the character is the professor)
  { goal: 'ask', request: GRADE, before: ['hi professor, thanks for meeting me', 'its about my essay grade'], line: 'what did you think was missing from my essay?', asks: 'thing', about: ['argument', 'evidence', 'source', 'structure', 'analysis', 'conclusion', 'depth', 'thesis', 'reference', 'critical'], must: 'what was missing' },
  { goal: 'ask', request: GRADE, before: ['hello professor', 'i worked really hard on it'], line: 'is there anything i could do to change your mind', asks: 'thing', about: ['rewrite', 'resubmit', 'redo', 'revis', 'extra', 'no', 'not', 'argument', 'evidence'], must: 'what could change their mind, or that nothing can' },
  { goal: 'ask', request: GRADE, before: ['hi'], line: 'did you like any part of it at all', asks: 'yesno', about: ['yes', 'intro', 'idea', 'topic', 'argument', 'writing', 'part', 'liked', 'good'], must: 'whether they liked any part' },
  // two questions in one, no question marks, typos
  { goal: 'invite', request: MAYA, before: ['hey maya', 'i loved hearing about the hospital'], line: 'do u like ur job and would u do it again', asks: 'yesno', about: ['love', 'like', 'yes', 'hard', 'job', 'again'], must: 'whether they like the job' },
  { goal: 'reconnect', request: EX, before: ['hey lena'], line: 'r u happy now? like genuinely', asks: 'feeling', about: ['happy', 'fine', 'good', 'ok', 'better', 'yes', 'not', 'think so', 'getting there'], must: 'whether they are happy' },
  { goal: 'repair', request: PRIYA, before: ['priya pls talk to me'], line: 'wat can i do to make it up to u', asks: 'thing', must: 'something concrete that would help' },
  { goal: 'open', request: CRUSH, before: ['hey theo', 'the new wall is so hard'], line: 'whats the hardest route youve ever done and how did it feel', asks: 'thing', about: ['route', 'grade', 'v', '7', '6', 'wall', 'project', 'felt', 'amazing', 'great'], must: 'a route or grade' },
  { goal: 'align', request: COWORKER, before: ['ben', 'can we talk about the project'], line: 'what do you actually think of my work', asks: 'opinion', about: ['good', 'great', 'solid', 'strong', 'work', 'fine', 'thorough', 'detail', 'well'], must: 'a view of the user\'s work' },
];
