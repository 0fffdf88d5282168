import type { AskCase } from './held-out-asks';

/**
 * Set dev20 (engineer q17, issue #23 point 5): written before any change of that round, in
 * scenarios none of the earlier sets used (a saxophonist match, a pottery class with a classmate,
 * a friend kept up by a party, a netball teammate who moved away, a four-day week, a laptop
 * repair, a maths tutor, a piano teacher, a junior accountant interview, a warehouse supervisor
 * candidate, a school bake-sale group chat), aimed at the shapes the earlier rounds left: two
 * questions in one line, questions about the past (not the present), double negations and negative
 * tags, opinions and preferences, follow-ups that point back at something said earlier in the
 * practice, and coach-built roles whose stock lines may not fit the scenario. Read once (first
 * figure in bench/README.md), then used as that round's development set.
 */
const TOM = 'I matched with Tom on bumble, he plays saxophone in a jazz band, and I want to message him';
const DAN = 'I need to apologise to my friend Dan, I kept him up with a loud party the night before his exam';
const CARLA = 'I want to get back in touch with Carla, my old netball teammate, we lost touch after she moved to Leeds';
const FOUR_DAYS = 'I want to ask my manager if I can switch to a four-day week'; // the coach builds its deadline practice: the character must still answer about the four days
const LAPTOP = 'A customer is upset because their laptop repair took a month and the screen is still cracked';
const TUTOR = "I have a meeting with my son's maths tutor about his homework";
const PIANO = "I have a meeting with my daughter's piano teacher because she wants to quit";
const ACCOUNTANT = 'I have a job interview for a junior accountant role at a small firm';
const WAREHOUSE = 'I am interviewing a candidate for a warehouse supervisor job';
const BAKE_SALE = 'Another mum left a snarky comment in the school WhatsApp group about how I ran the bake sale';

const MATHS = ['fraction', 'algebra', 'equation', 'geometry', 'percent', 'decimal', 'division', 'multipl', 'times table', 'word problem', 'graph', 'angle', 'ratio', 'long div'];
const BAKE = ['money', 'stall', 'price', 'cake', 'time', 'organis', 'list', 'rota', 'allerg', 'nut', 'label', 'sign', 'volunteer', 'cash', 'queue', 'ran out', 'tray', 'bring', 'brought'];

export const ASKS_DEV20: readonly AskCase[] = [
  // open (Tom, a saxophonist)
  { goal: 'open', request: TOM, before: ['hey tom, a saxophonist, fancy!'], line: 'whats the band called and where do you usually play?', asks: 'place', must: 'where they play (two questions: the band name too)' },
  { goal: 'open', request: TOM, before: ['hi!', 'how long have you been playing sax?'], line: 'what was the first band you were ever in, like back in school', asks: 'thing', about: ['band', 'school', 'orchestra', 'jazz', 'group', 'called', 'brass', 'ska', 'punk', 'funk'], must: 'the first band they were in (the past)' },
  { goal: 'open', request: TOM, before: ['hey :)'], line: 'be honest do you actually like jazz more than other music or is it just what you play', asks: 'either', options: ['jazz', 'play'], must: 'whether they prefer jazz or just play it' },
  { goal: 'open', request: TOM, before: ['hey tom', 'where do you guys usually gig?', 'oh nice, i might come along one night'], line: 'sorry whats the name of that place again?', asks: 'place', must: 'the same venue named again' },
  // invite (Maya from chemistry class, a pottery class)
  { goal: 'invite', before: ['hey maya', 'how was your weekend?'], line: 'have you ever tried pottery? i keep seeing classes and wondering', asks: 'yesno', must: 'yes or no about having tried pottery' },
  { goal: 'invite', before: ['hi maya!', 'the coffee machine is broken again lol'], line: 'what do you do to unwind after work, anything creative?', asks: 'thing', about: ['paint', 'draw', 'knit', 'read', 'run', 'yoga', 'cook', 'bak', 'music', 'garden', 'walk', 'gym', 'craft', 'sew', 'writ', 'photo', 'sing', 'danc', 'swim', 'crochet'], must: 'what they do to unwind' },
  { goal: 'invite', before: ['hey maya', 'theres a pottery taster class on thursday evening'], line: 'you wouldnt not come just because youve never done it, right?', asks: 'yesno', must: 'yes or no: whether never having done it would stop them' },
  { goal: 'invite', before: ['hi!', 'so i found this pottery class near the office'], line: 'would you rather do a one-off taster or the six week course?', asks: 'either', options: ['taster', 'course'], must: 'picks the taster or the course' },
  // reinvite (Maya, after a no to the first day)
  { goal: 'reinvite', before: ['hey maya, how did the exam go?', 'want to get dinner on friday?', 'no worries at all'], line: 'is the week after any better or is it more of a not-right-now thing', asks: 'either', options: ['week after', 'right now'], must: 'says whether the week after works or not right now', keep: 'declined' },
  { goal: 'reinvite', before: ['hey maya', 'fancy getting dinner on friday?', 'ah thats ok'], line: 'what was it you said you had on friday again?', asks: 'thing', about: ['friday', 'shift', 'work', 'family', 'study', 'exam', 'birthday', 'visit', 'party', 'match', 'revis', 'cousin', 'mum', 'dad'], must: 'the same thing they said they have on Friday', keep: 'declined' },
  { goal: 'reinvite', before: ['hi maya', 'dinner on friday?', 'all good, no pressure'], line: 'random but do you like thai food or are you more of a pizza person', asks: 'either', options: ['thai', 'pizza'], must: 'picks thai or pizza without turning the no into a yes', keep: 'declined' },
  { goal: 'reinvite', before: ['hey', 'want to grab dinner friday?', 'fair enough'], line: 'did you end up going to that gig last weekend?', asks: 'yesno', must: 'yes or no about the gig (the past)', keep: 'declined' },
  // repair (Dan, kept up before his exam)
  { goal: 'repair', request: DAN, before: ['hey dan, got a minute?', 'im really sorry about the party on tuesday'], line: 'how did the exam go in the end, did you manage to get any sleep at all?', asks: 'thing', about: ['exam', 'went', 'pass', 'fail', 'badly', 'well', 'okay', 'fine', 'sleep', 'hours', 'tired', 'awful', 'terrible', 'rough'], must: 'how the exam went (and the sleep)' },
  { goal: 'repair', request: DAN, before: ['dan, i owe you an apology', 'the noise on tuesday was completely out of order'], line: 'what time did it start keeping you up?', asks: 'time', must: 'the time it started (the past)' },
  { goal: 'repair', request: DAN, before: ['hey', 'im sorry about the party'], line: 'would it help if we agreed quiet hours, like after ten on weeknights?', asks: 'yesno', must: 'yes or no about quiet hours' },
  { goal: 'repair', request: DAN, before: ['hi dan', 'sorry again about tuesday'], line: 'you dont think i did it on purpose, do you?', asks: 'yesno', must: 'yes or no: whether they think it was on purpose' },
  // reconnect (Carla, the netball teammate in Leeds)
  { goal: 'reconnect', request: CARLA, before: ['carla!! its been ages', 'i saw your photos from leeds'], line: 'what made you move up there in the end?', asks: 'reason', about: ['job', 'work', 'uni', 'partner', 'family', 'rent', 'cheap', 'house', 'study', 'course', 'boyfriend', 'girlfriend', 'mum', 'dad', 'offer', 'fresh start', 'friends'], must: 'why they moved (the past)' },
  { goal: 'reconnect', request: CARLA, before: ['hey carla', 'hope leeds is treating you well'], line: 'are you still playing netball or did you give it up?', asks: 'either', options: ['still', 'gave'], must: 'still playing or gave it up' },
  { goal: 'reconnect', request: CARLA, before: ['carla hi!', 'random but i was thinking about our old team'], line: 'who do you still keep in touch with from the team?', asks: 'person', must: 'names who they keep in touch with' },
  { goal: 'reconnect', request: CARLA, before: ['hey carla', 'been meaning to message for ages'], line: 'where were you working before you moved?', asks: 'place', must: 'a previous workplace (the past, not the present)' },
  // ask (a four-day week)
  { goal: 'ask', request: FOUR_DAYS, before: ['thanks for making time', 'i wanted to talk about my hours'], line: 'has anyone else on the team ever done a four day week here?', asks: 'yesno', must: 'yes or no about anyone else having done it' },
  { goal: 'ask', request: FOUR_DAYS, before: ['hi, have you got a sec?', 'id like to ask about going down to four days'], line: 'what would worry you most about it, the workload or cover on fridays?', asks: 'either', options: ['workload', 'cover'], must: 'picks the workload or the cover' },
  { goal: 'ask', request: FOUR_DAYS, before: ['thanks for seeing me', 'ive been thinking about a four-day week'], line: 'how long would it take to get an answer from hr roughly', asks: 'time', must: 'a span until an answer' },
  { goal: 'ask', request: FOUR_DAYS, before: ['hi', 'id like to go down to four days a week'], line: 'what do you honestly think of the idea?', asks: 'opinion', must: 'their opinion of the idea' },
  // resolve (the laptop repair)
  { goal: 'resolve', request: LAPTOP, before: ['hello, im so sorry about your laptop'], line: 'when did you first bring it in to us?', asks: 'time', must: 'when it was first brought in (the past)' },
  { goal: 'resolve', request: LAPTOP, before: ['hi, thanks for coming back in', 'i can see the repair notes here'], line: 'is it just the screen thats wrong or is anything else not working?', asks: 'thing', about: ['screen', 'keyboard', 'battery', 'charg', 'trackpad', 'hinge', 'everything', 'nothing else', 'just the', 'only the', 'crack', 'fan', 'speaker'], must: 'what is wrong besides the screen, or nothing' },
  { goal: 'resolve', request: LAPTOP, before: ['hello, i understand youre frustrated', 'a month is far too long'], line: 'would you like us to fix it again here or send it to the manufacturer', asks: 'either', options: ['here', 'manufactur'], must: 'picks here or the manufacturer' },
  { goal: 'resolve', request: LAPTOP, before: ['hi, sorry again', 'let me see what i can do'], line: 'how much did you end up paying for the first repair?', asks: 'amount', must: 'a sum paid (the past)' },
  { goal: 'resolve', request: LAPTOP, before: ['hello, sorry about the laptop', 'when did you first bring it in?', 'i see, that is a long wait'], line: 'and which branch was it you dropped it at?', asks: 'place', must: 'a branch or place' },
  // align (a maths tutor; a piano teacher)
  { goal: 'align', request: TUTOR, before: ['thanks for meeting me', 'he has been struggling with the homework'], line: 'which topics is he finding hardest at the moment?', asks: 'thing', about: MATHS, must: 'maths topics, not another subject or sport' },
  { goal: 'align', request: TUTOR, before: ['hi, thanks for your time'], line: 'how much homework should he be doing a week, and is that normal for his age?', asks: 'amount', must: 'an amount of homework (two questions)' },
  { goal: 'align', request: TUTOR, before: ['thanks for meeting', 'i want to help him more at home'], line: 'what did you go over with him in last weeks session?', asks: 'thing', about: MATHS, must: 'what was covered last session (the past)' },
  { goal: 'align', request: PIANO, before: ['thanks for seeing me', 'she says practising feels like a chore now'], line: 'how many minutes a day should she really be practising?', asks: 'amount', must: 'a number of minutes' },
  // interview (a junior accountant role)
  { goal: 'interview', request: ACCOUNTANT, before: ['hi, thanks for having me'], line: 'how long have you been at the firm yourself?', asks: 'time', must: 'a span at the firm' },
  { goal: 'interview', request: ACCOUNTANT, before: ['hello, nice to meet you', 'ive just finished my aat qualification'], line: 'what happened to the last person in this role, did they move on?', asks: 'thing', about: ['promot', 'left', 'moved', 'retire', 'another', 'firm', 'leave', 'maternity', 'relocat', 'new role', 'new job', 'new post', 'newly created', 'new position'], must: 'what happened to the previous holder (the past)' },
  { goal: 'interview', request: ACCOUNTANT, before: ['hi, thanks for seeing me'], line: 'is the role mostly office based or is there some working from home', asks: 'either', options: ['office', 'home'], must: 'office or home' },
  { goal: 'interview', request: ACCOUNTANT, before: ['hello', 'i really liked what i read about the firm'], line: 'what do you like most about working here?', asks: 'preference', about: ['team', 'people', 'client', 'variety', 'size', 'small', 'flexib', 'learn', 'culture', 'colleague', 'partner', 'friendly'], must: 'what they like most' },
  // hire (a warehouse supervisor candidate)
  { goal: 'hire', request: WAREHOUSE, before: ['hi, thanks for coming in'], line: 'so where were you working before this, and why did you leave?', asks: 'place', must: 'a previous workplace (the past; the reason too)' },
  { goal: 'hire', request: WAREHOUSE, before: ['hello, welcome', 'tell me a bit about yourself'], line: 'how many people did you manage in your last job?', asks: 'amount', must: 'a number of people managed (the past)' },
  { goal: 'hire', request: WAREHOUSE, before: ['hi, thanks for coming'], line: 'you wouldnt have a problem with night shifts, would you?', asks: 'yesno', must: 'yes or no about night shifts' },
  { goal: 'hire', request: WAREHOUSE, before: ['hi, nice to meet you', 'so youve done stock control before?'], line: 'what do you think makes a good supervisor?', asks: 'opinion', about: ['listen', 'fair', 'organis', 'communicat', 'calm', 'respect', 'team', 'example', 'clear', 'support', 'trust', 'consistent'], must: 'their view of a good supervisor' },
  // defuse (the bake-sale group chat)
  { goal: 'defuse', request: BAKE_SALE, before: ['hi, i saw your message in the group'], line: 'which part of how the bake sale was run upset you?', asks: 'thing', about: BAKE, must: 'what upset them' },
  { goal: 'defuse', request: BAKE_SALE, before: ['hi, about the whatsapp message', 'i want to sort this out'], line: 'were you there on the day or did someone tell you about it?', asks: 'either', options: ['was there', 'told'], must: 'there or told' },
  { goal: 'defuse', request: BAKE_SALE, before: ['hey', 'sorry the group chat got heated'], line: 'would you rather talk about it at pickup or on the phone?', asks: 'either', options: ['pickup', 'phone'], must: 'picks pickup or the phone' },
  { goal: 'defuse', request: BAKE_SALE, before: ['hi', 'i read your message about the bake sale'], line: 'what would you have done differently?', asks: 'thing', about: BAKE, must: 'what they would have done (a hypothetical past)' },
];
