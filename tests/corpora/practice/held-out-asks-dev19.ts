import type { AskCase } from './held-out-asks';

/**
 * Set dev19 (engineer q16, issue #23 point 5): written before any change of that round, in
 * scenarios none of the earlier sets used (a climbing match, a sister's graduation, a college
 * roommate, a late sofa, a landlord's heating, a football coach, a nursing interview, a barista
 * candidate, a running-club comment) and in loose phrasing: lowercase, typos, long rambling lines,
 * negations, two questions in one line. Read once (first figure in bench/README.md), then used as
 * that round's development set.
 */
const PRIYA = "I matched with Priya on hinge, she's into bouldering, and I want to start chatting";
const SISTER = 'I need to apologise to my sister for missing her graduation';
const BEN = "I want to reconnect with Ben, my old college roommate, we haven't talked in years";
const SOFA = 'A customer is angry because their sofa delivery was two weeks late';
const HEATING = 'I want to ask my landlord to fix the heating';
const COACH = "I have a meeting with my daughter's football coach about her playing time";
const NURSING = 'I have a job interview for a nursing position at the hospital';
const BARISTA = 'I am interviewing a candidate for a barista job at my cafe';
const RUNNING = 'A guy in my running club posted a snarky reply to my race photos';

export const ASKS_DEV19: readonly AskCase[] = [
  // open (Priya, a climbing match)
  { goal: 'open', request: PRIYA, before: ['hey priya! saw the bouldering pics, impressive'], line: 'which gym do you climb at?', asks: 'place', must: 'names or describes where they climb' },
  { goal: 'open', request: PRIYA, before: ['hey! your profile made me laugh'], line: 'how long have you been climbing for', asks: 'time', must: 'a span (months, years) of climbing' },
  { goal: 'open', request: PRIYA, before: ['hi :)', 'i tried climbing once and my arms were jelly for a week lol'], line: 'do you prefer indoor or outdoor', asks: 'either', options: ['indoor', 'outdoor'], must: 'picks indoor or outdoor' },
  { goal: 'open', request: PRIYA, before: ['hey there'], line: 'so what got you into climbing in the first place, was it a friend or did you just wander into a gym one day', asks: 'reason', about: ['climb', 'friend', 'gym', 'wall', 'boulder', 'brother', 'sister', 'trip', 'school', 'uni'], must: 'why they started climbing' },
  // invite (Maya from chemistry class)
  { goal: 'invite', before: ['hey maya', 'that titration lab was brutal'], line: 'do u ever go to the trivia night at the student bar?', asks: 'yesno', about: ['trivia', 'quiz', 'bar', 'been', 'go', 'went', 'never', 'night'], must: 'yes or no about going to trivia night' },
  { goal: 'invite', before: ['hey! you survived the lab', 'a few of us are doing a study group for the final'], line: 'which day works better for you, tuesday or wednesday?', asks: 'either', options: ['tuesday', 'wednesday'], must: 'picks Tuesday or Wednesday (or says neither and why)' },
  { goal: 'invite', before: ['hi maya!', 'random question'], line: 'whats your go to study snack, i need ideas haha', asks: 'preference', about: ['chocolate', 'crisps', 'chips', 'fruit', 'nuts', 'coffee', 'tea', 'biscuit', 'cookie', 'popcorn', 'snack', 'gummy', 'sweets', 'candy', 'apple'], must: 'names a snack' },
  { goal: 'invite', before: ['hey maya', 'you seemed stressed in class today'], line: 'how many exams do you have this week?', asks: 'amount', must: 'a number of exams' },
  // reinvite (Maya, after a no to the first day)
  { goal: 'reinvite', before: ['hey! how was your week', 'want to get lunch on saturday?', 'ah ok no problem'], line: 'is it the whole weekend thats busy or just saturday', asks: 'either', options: ['weekend', 'saturday'], must: 'says whether it is the whole weekend or just Saturday', keep: 'declined' },
  { goal: 'reinvite', before: ['hey! how was your week', 'want to get lunch on saturday?', 'thats totally fine'], line: 'what are you up to saturday then, anything fun?', asks: 'thing', about: ['saturday', 'work', 'shift', 'family', 'study', 'visit', 'friend', 'party', 'match', 'birthday', 'move', 'trip', 'exam'], must: 'what they are doing on Saturday', keep: 'declined' },
  { goal: 'reinvite', before: ['hey! how was your week', 'want to get lunch on saturday?', 'no worries!'], line: 'when would be good for you instead? no rush', asks: 'time', must: 'another day or time', keep: 'declined' },
  { goal: 'reinvite', before: ['hey! how was your week', 'want to get lunch on saturday?', 'all good'], line: 'you dont actually not want to hang out right? be honest lol', asks: 'yesno', must: 'yes/no: whether they want to hang out', keep: 'declined' },
  // repair (sister, missed graduation)
  { goal: 'repair', request: SISTER, before: ['hey, can we talk for a sec?', "i'm really sorry i missed your graduation"], line: 'are you still mad at me', asks: 'feeling', must: 'how they feel now' },
  { goal: 'repair', request: SISTER, before: ['hi', "i know i messed up by not coming to your graduation"], line: 'who was there in the end? did mum and dad make it', asks: 'person', must: 'names who came' },
  { goal: 'repair', request: SISTER, before: ['hey', 'i owe you an apology for missing your graduation'], line: 'what hurt more, that i didnt come or that i didnt even call', asks: 'either', options: ['come', 'call'], must: 'picks not coming or not calling' },
  { goal: 'repair', request: SISTER, before: ['hey. sorry, again, about the graduation'], line: 'is there anything i can do to make it up to you', asks: 'thing', about: ['dinner', 'lunch', 'call', 'come', 'show up', 'time', 'photos', 'celebrate', 'visit', 'just', 'be there', 'next'], must: 'something that would make it up' },
  // reconnect (Ben, old college roommate)
  { goal: 'reconnect', request: BEN, before: ['ben! long time no see', 'i was just thinking about our old flat'], line: 'where are you living these days?', asks: 'place', must: 'a place they live' },
  { goal: 'reconnect', request: BEN, before: ['hey ben, its been forever', 'hope you are doing ok'], line: 'what are you doing for work now', asks: 'thing', about: ['work', 'job', 'engineer', 'teacher', 'company', 'startup', 'office', 'design', 'nurse', 'developer', 'manager', 'sales', 'firm', 'bank', 'school', 'studio', 'shop', 'freelance', 'council'], must: 'their job' },
  { goal: 'reconnect', request: BEN, before: ['hey ben!', 'random message i know'], line: 'do you still talk to anyone from the old flat?', asks: 'yesno', must: 'yes or no about staying in touch' },
  { goal: 'reconnect', request: BEN, before: ['ben! its me', 'i know i went quiet for ages, sorry about that'], line: 'how long has it been, like five years??', asks: 'time', must: 'how long it has been' },
  // ask (the raise)
  { goal: 'ask', before: ['Thanks for making time.', 'I want to talk about my pay.'], line: 'when are salaries normally reviewed here?', asks: 'time', must: 'when reviews happen' },
  { goal: 'ask', before: ['Thanks for seeing me.', 'I’ve been covering the team lead role since March.'], line: 'how much of a raise would be realistic, roughly?', asks: 'amount', must: 'a figure or range' },
  { goal: 'ask', before: ['Hi, have you got a minute?', 'I wanted to ask about a raise.'], line: 'who else would need to sign off on it, just you or hr as well', asks: 'either', options: ['you', 'hr'], must: 'says whether it is them or HR too' },
  { goal: 'ask', before: ['Thanks for meeting.', 'I’d like to discuss my salary.'], line: "what would i need to show you to make the case, i'm not sure what counts", asks: 'thing', about: ['results', 'numbers', 'project', 'client', 'feedback', 'examples', 'target', 'revenue', 'data', 'review', 'list', 'responsib'], must: 'what evidence counts' },
  // resolve (late sofa)
  { goal: 'resolve', request: SOFA, before: ['Hello, I’m so sorry about the delay with your sofa.'], line: 'when was it supposed to arrive originally?', asks: 'time', must: 'the original delivery date' },
  { goal: 'resolve', request: SOFA, before: ['Hi, thanks for your patience.', 'I can see your order here.'], line: 'would you prefer a refund on the delivery fee or a discount on the sofa', asks: 'either', options: ['refund', 'discount'], must: 'picks the refund or the discount' },
  { goal: 'resolve', request: SOFA, before: ['Hi, I’m sorry, this is not the service we want to give.'], line: 'did anyone from our team call you to explain the delay?', asks: 'yesno', must: 'yes or no about being called' },
  { goal: 'resolve', request: SOFA, before: ['Hello, thanks for calling.', 'I understand you’re upset about the sofa.'], line: 'how many times have you had to chase us about it?', asks: 'amount', must: 'a number of times' },
  // align (landlord heating; football coach)
  { goal: 'align', request: HEATING, before: ['Hi, thanks for picking up.', 'The heating in my flat has stopped working.'], line: 'when could someone come and look at it?', asks: 'time', must: 'a day or time for the repair' },
  { goal: 'align', request: HEATING, before: ['Hi, it’s about the heating again.'], line: 'who do you normally use for repairs, is it a company or someone you know', asks: 'either', options: ['company', 'someone'], must: 'picks a company or someone they know' },
  { goal: 'align', request: COACH, before: ['Thanks for meeting with me.', 'My daughter has been sitting on the bench a lot lately.'], line: 'what position do you see her playing?', asks: 'thing', about: ['defen', 'midfield', 'striker', 'forward', 'wing', 'goal', 'keeper', 'back', 'position'], must: 'a position' },
  { goal: 'align', request: COACH, before: ['Thanks for your time.', 'I wanted to ask about her playing time.'], line: 'why has she not been starting the last few games, is it attendance or something else', asks: 'reason', about: ['attend', 'practice', 'training', 'miss', 'effort', 'skill', 'fitness', 'injur', 'start', 'game', 'focus', 'late'], must: 'why she has not been starting' },
  // interview (nursing)
  { goal: 'interview', request: NURSING, before: ['Hi, thank you for having me.', 'I’ve worked on a surgical ward for four years.'], line: 'how many patients would a nurse usually have on a shift here?', asks: 'amount', must: 'a number of patients' },
  { goal: 'interview', request: NURSING, before: ['Hello, nice to meet you.'], line: 'would i be on days or nights to start with', asks: 'either', options: ['day', 'night'], must: 'days or nights' },
  { goal: 'interview', request: NURSING, before: ['Hi, thanks for seeing me.', 'I’m really keen on this ward.'], line: 'when would you want the new person to start?', asks: 'time', must: 'a start date or span' },
  { goal: 'interview', request: NURSING, before: ['Hi, thank you.', 'I hope the journey in wasn’t too bad for you either.'], line: 'who would i be reporting to day to day', asks: 'person', must: 'a person or role' },
  // hire (barista candidate)
  { goal: 'hire', request: BARISTA, before: ['Hi, thanks for coming in.'], line: 'where did you work before this?', asks: 'place', must: 'a previous workplace' },
  { goal: 'hire', request: BARISTA, before: ['Hi, welcome.', 'Tell me about yourself.'], line: 'how many hours a week are you looking for', asks: 'amount', must: 'a number of hours' },
  { goal: 'hire', request: BARISTA, before: ['Hi, thanks for coming.'], line: 'are you ok with early starts? we open at six', asks: 'yesno', must: 'yes or no about early starts' },
  { goal: 'hire', request: BARISTA, before: ['Hi, nice to meet you.', 'So you have made coffee before?'], line: 'whats your favourite drink to make and why', asks: 'preference', about: ['latte', 'flat white', 'cappuccino', 'espresso', 'mocha', 'cortado', 'americano', 'chai', 'macchiato', 'pour over', 'art'], must: 'names a drink' },
  // defuse (running club comment)
  { goal: 'defuse', request: RUNNING, before: ['Hey, I saw your reply on my race photos.'], line: 'what exactly bothered you about the post?', asks: 'thing', about: ['photo', 'post', 'time', 'medal', 'brag', 'show', 'caption', 'pace', 'race', 'club'], must: 'what bothered them' },
  { goal: 'defuse', request: RUNNING, before: ['Hi, about your comment under my photos.', 'I wasn’t trying to show off.'], line: 'were you at the race yourself?', asks: 'yesno', must: 'yes or no about being at the race' },
  { goal: 'defuse', request: RUNNING, before: ['Hey, can we sort this out?'], line: 'do you want to talk about it here or at club on thursday', asks: 'either', options: ['here', 'club'], must: 'picks here or at the club' },
  { goal: 'defuse', request: RUNNING, before: ['Hi, I read your comment.', 'I’m not upset, I just want to understand.'], line: 'how long have you been running with the club?', asks: 'time', must: 'a span of time' },
];
