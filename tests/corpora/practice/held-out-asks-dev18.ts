import type { AskCase } from './held-out-asks';

/**
 * Set dev18 (engineer p23q4, issue #23 point 5): written before any change of that round. Every
 * question comes later in a practice, after three to five lines of a conversation so far, and
 * mixes kinds: back to what the character said a turn or two before, their preferences and the
 * reasons for them, yes/no with a condition, "which one" among things named earlier, numbers (how
 * many, how much, how often) and short fragments ("and you?", "why?", "like what?"). Read once
 * (its first figure is in bench/README.md), then used as that round's development set.
 */
const CLASS = ['hey! how was the chem quiz?', 'I think I bombed the last question haha', 'are you doing anything fun this weekend?'];
const MATCH = ['Hey Alex! Your hiking photos are great.', 'I mostly hike around the lakes near me.', 'Have you been out on the trails lately?'];
const RAISE = ['Thanks for making time.', 'I’ve taken on the client reporting and trained the two new hires this year.', 'I’d like to talk about my salary.'];
const INTERVIEW = ['Hi, thanks for having me.', 'I’ve spent three years running campaigns for a small agency.', 'I’m really excited about this role.'];
const CANDIDATE = ['Hi, thanks for coming in today.', 'Tell me a bit about yourself.', 'What drew you to this role?'];
const BLENDER = ['Hi, I’m sorry to hear about the blender.', 'That sounds really frustrating.', 'Let’s get this sorted for you today.'];
const TEACHER = ['Thanks for meeting with me about Sam.', 'He’s been quite stressed about school lately.', 'I want to understand what’s going on in class.'];
const COMMENT = ['Hey, I saw your comment on my post.', 'I get that you disagree with me.', 'I’d rather talk it through than argue in the comments.'];

export const ASKS_DEV18: readonly AskCase[] = [
  // invite (Maya from chemistry class)
  { goal: 'invite', before: CLASS, line: 'and you?', asks: 'thing', about: ['weekend', 'saturday', 'sunday', 'plan', 'going', 'family', 'study', 'work', 'friend', 'nothing', 'relax', 'home'], must: 'what they are doing this weekend' },
  { goal: 'invite', before: [...CLASS, 'I might check out the new bubble tea place on Main Street.'], line: 'have you tried it yet? is it any good', asks: 'yesno', about: ['tea', 'tried', 'place', 'been', 'good'], must: 'whether they have tried the bubble tea place' },
  { goal: 'invite', before: ['hey!', 'do you like studying at the library or the cafe better?', 'I can never focus at home'], line: 'how often do you go there', asks: 'amount', must: 'how often (times a week, every day…)' },
  { goal: 'invite', before: ['hey! how was the chem quiz?', 'want to grab coffee after class on thursday?', 'no pressure at all'], line: 'would it be easier if it was just a quick one between classes', asks: 'invite', must: 'yes / maybe / no to a quick coffee, consistent with the earlier answer', keep: 'maybe' },
  // open (Alex, a dating-app match)
  { goal: 'open', before: MATCH, line: 'which one was your favourite?', asks: 'thing', about: ['trail', 'hike', 'lake', 'mountain', 'peak', 'ridge', 'walk'], must: 'names or describes a favourite hike or trail' },
  { goal: 'open', before: ['hey! how is your weekend going?', 'I just tried making sourdough for the first time', 'it came out flat as a pancake lol'], line: 'do you cook much?', asks: 'yesno', about: ['cook', 'bake', 'kitchen', 'food', 'make', 'recipe'], must: 'yes or no about cooking' },
  { goal: 'open', before: ['hi! your profile says you play guitar', 'I tried to learn once and gave up after a month', 'how long have you been playing?'], line: 'why did you start?', asks: 'reason', about: ['guitar', 'play', 'music', 'song', 'band', 'dad', 'friend', 'brother'], must: 'why they started playing guitar' },
  { goal: 'open', before: ['hey! how was your week?', 'mine was long, work was crazy', 'I’m so ready for the weekend'], line: 'what do you do to unwind after a long week', asks: 'preference', about: ['run', 'walk', 'read', 'cook', 'movie', 'film', 'friends', 'gym', 'music', 'show', 'bath', 'sleep', 'hike', 'game'], must: 'a way they unwind' },
  // reinvite (Maya, after "not Friday")
  { goal: 'reinvite', before: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?', 'oh no worries at all'], line: 'how come? busy week?', asks: 'reason', about: ['busy', 'work', 'shift', 'friday', 'week', 'plans', 'family', 'study', 'exam', 'deadline'], must: 'why Friday does not work', keep: 'declined' },
  { goal: 'reinvite', before: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?', 'totally fine!'], line: 'would the weekend be better or is the next few weeks just packed', asks: 'either', options: ['weekend', 'packed'], must: 'says whether the weekend is better or they are packed', keep: 'declined' },
  { goal: 'reinvite', before: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?', 'all good, another time then'], line: 'how many exams do you have left?', asks: 'amount', must: 'a number of exams (or says none)' },
  { goal: 'reinvite', before: ['Hey! How is your week going?', 'Would you like to get coffee on Friday?', 'no stress'], line: 'if not coffee, is there something else you’d be up for', asks: 'preference', about: ['walk', 'lunch', 'tea', 'movie', 'study', 'food', 'drink', 'park', 'dinner', 'bubble', 'ice cream', 'coffee'], must: 'names something else they would do, or why not', keep: 'declined' },
  // repair (the ex)
  { goal: 'repair', before: ['Hey. Can we talk?', 'I’m really sorry about how I acted at the party.', 'I was stressed and I took it out on you.'], line: 'was it what i said or that i left early', asks: 'either', options: ['said', 'left'], must: 'says whether it was what was said or leaving early' },
  { goal: 'repair', before: ['Hey.', 'I’m sorry I forgot your birthday dinner.', 'I know sorry doesn’t fix it.'], line: 'did you end up doing anything that night', asks: 'yesno', about: ['night', 'dinner', 'home', 'friends', 'went', 'stayed', 'birthday', 'ate'], must: 'whether they did something that night' },
  { goal: 'repair', before: ['Hey. Can we talk?', 'I’m sorry I cancelled on you last minute.', 'It wasn’t fair to you.'], line: 'how many times have i done that now, honestly', asks: 'amount', must: 'a number of times' },
  { goal: 'repair', before: ['Hey.', 'I’m sorry I didn’t call you back.', 'I should have.'], line: 'what would help, do you think', asks: 'thing', about: ['call', 'time', 'talk', 'honest', 'space', 'show', 'tell', 'listen', 'text', 'just'], must: 'what would help them' },
  // reconnect (Jo)
  { goal: 'reconnect', before: ['Hey Jo, it’s been ages!', 'I saw your photos from the trip, looked amazing.', 'how have you been?'], line: 'where was that, the one with the lake?', asks: 'place', must: 'names where the trip was' },
  { goal: 'reconnect', before: ['Hey Jo, it’s been ages!', 'I’ve been meaning to message you for months.', 'how’s the new job treating you?'], line: 'do you like it more than the old one?', asks: 'yesno', about: ['job', 'old', 'new', 'work', 'team', 'like', 'better', 'more'], must: 'yes or no, comparing the jobs' },
  { goal: 'reconnect', before: ['Hey Jo! How have you been?', 'I’m back in town for a couple of weeks.', 'we should totally get dinner.'], line: 'thai or that pizza place we used to go to', asks: 'either', options: ['thai', 'pizza'], must: 'picks Thai or pizza' },
  { goal: 'reconnect', before: ['Hey Jo, it’s been ages!', 'I still think about that road trip we did.', 'do you still keep in touch with anyone from back then?'], line: 'how often do you see them', asks: 'amount', must: 'how often they see them' },
  // ask (the manager, a raise)
  { goal: 'ask', before: RAISE, line: 'what would you need to see from me to get there', asks: 'thing', about: ['project', 'result', 'lead', 'target', 'number', 'review', 'client', 'ownership', 'show', 'more', 'deliver'], must: 'what the user would need to show' },
  { goal: 'ask', before: [...RAISE, 'I was thinking something around 8%.'], line: 'is that realistic if i also take on the new client', asks: 'yesno', about: ['8', 'eight', 'percent', 'client', 'realistic', 'budget', 'range'], must: 'whether 8% is realistic with the new client' },
  { goal: 'ask', before: RAISE, line: 'how often are salaries reviewed here', asks: 'amount', about: ['year', 'month', 'twice', 'once', 'annual', 'review', 'quarter'], must: 'how often salaries are reviewed' },
  { goal: 'ask', before: [...RAISE, 'I’d like to discuss a raise.'], line: 'why not now?', asks: 'reason', about: ['budget', 'review', 'cycle', 'year', 'quarter', 'finance', 'freeze', 'approv', 'timing', 'now'], must: 'why the raise cannot happen now' },
  // interview (marketing role; the interviewer)
  { goal: 'interview', before: INTERVIEW, line: 'what kind of campaigns does the team run', asks: 'thing', about: ['campaign', 'social', 'email', 'product', 'launch', 'brand', 'event', 'digital', 'paid', 'content'], must: 'names kinds of campaigns' },
  { goal: 'interview', before: [...INTERVIEW, 'What would my first few months look like?'], line: 'like what?', asks: 'thing', about: ['campaign', 'project', 'meet', 'learn', 'team', 'client', 'onboard', 'shadow', 'launch', 'report', 'brief'], must: 'concrete examples of the first months' },
  { goal: 'interview', before: INTERVIEW, line: 'how many people would i report to', asks: 'amount', must: 'a number of managers' },
  { goal: 'interview', before: INTERVIEW, line: 'is there room to move into a lead role after a year or two', asks: 'yesno', about: ['lead', 'grow', 'promot', 'room', 'move', 'year'], must: 'yes / no / it depends about moving into a lead role' },
  // hire (a candidate for a designer role; the candidate)
  { goal: 'hire', before: CANDIDATE, line: 'which of the projects in your portfolio are you proudest of', asks: 'thing', about: ['project', 'app', 'redesign', 'site', 'brand', 'website', 'product', 'checkout', 'dashboard'], must: 'names a project' },
  { goal: 'hire', before: CANDIDATE, line: 'how many people were on your last team', asks: 'amount', must: 'a number of people' },
  { goal: 'hire', before: CANDIDATE, line: 'do you prefer working on your own or in a team', asks: 'either', options: ['own', 'team'], must: 'picks alone or in a team' },
  { goal: 'hire', before: [...CANDIDATE, 'What salary are you expecting?'], line: 'is that flexible if the benefits are good', asks: 'yesno', about: ['flexib', 'benefit', 'salary', 'depend', 'open', 'number'], must: 'whether the salary is flexible' },
  // resolve (an angry customer, a broken blender)
  { goal: 'resolve', before: BLENDER, line: 'how many times did you use it before it broke', asks: 'amount', must: 'a number of uses' },
  { goal: 'resolve', before: [...BLENDER, 'I can offer you a replacement or a full refund.'], line: 'why the refund?', asks: 'reason', about: ['refund', 'trust', 'another', 'again', 'brand', 'broke', 'same', 'money', 'replacement'], must: 'why they want the refund' },
  { goal: 'resolve', before: BLENDER, line: 'did you contact us before about this', asks: 'yesno', about: ['called', 'email', 'contact', 'before', 'times', 'chat', 'phone', 'wrote', 'tried'], must: 'yes or no about contacting before' },
  { goal: 'resolve', before: BLENDER, line: 'what would make this right for you', asks: 'thing', about: ['refund', 'replacement', 'money', 'new', 'back', 'apolog', 'fix'], must: 'what they want' },
  // align (the teacher, my son's grades)
  { goal: 'align', before: TEACHER, line: 'has he said anything to you about it', asks: 'yesno', about: ['said', 'told', 'mention', 'talk', 'quiet', 'he', 'ask'], must: 'yes or no about Sam saying something' },
  { goal: 'align', before: TEACHER, line: 'how many assignments has he missed', asks: 'amount', must: 'a number of assignments' },
  { goal: 'align', before: [...TEACHER, 'His maths grade dropped a lot this term.'], line: 'is it the homework or the tests where he struggles', asks: 'either', options: ['homework', 'test'], must: 'says homework or tests' },
  { goal: 'align', before: TEACHER, line: 'what do you think is behind it', asks: 'reason', about: ['stress', 'confiden', 'friend', 'sleep', 'focus', 'home', 'maths', 'math', 'homework', 'test', 'behind', 'worr', 'class'], must: 'what they think causes it' },
  // defuse (a rude commenter)
  { goal: 'defuse', before: COMMENT, line: 'which part did you disagree with', asks: 'thing', about: ['post', 'part', 'said', 'claim', 'point', 'line', 'bit', 'number', 'advice', 'you '], must: 'which part of the post' },
  { goal: 'defuse', before: COMMENT, line: 'and why?', asks: 'reason', about: ['post', 'wrong', 'because', 'said', 'claim', 'point', 'advice', 'fact', 'true'], must: 'why they disagree' },
  { goal: 'defuse', before: COMMENT, line: 'how long have you been following the page', asks: 'time', must: 'how long they have followed' },
  { goal: 'defuse', before: COMMENT, line: 'would you be ok if i edited the post to make it clearer', asks: 'yesno', about: ['edit', 'post', 'clear', 'fine', 'ok', 'change', 'better', 'help'], must: 'yes / no about editing the post' },
];
