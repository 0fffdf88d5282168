import type { AskCase } from './held-out-asks';

/**
 * Set dev26 (engineer q24, issue #23 point 5: the character answers what was asked), written before
 * any change of that round, in question forms earlier sets used least: yes/no questions that want a
 * yes or no AND a reason ("would you ever move back to leeds?"), either/or between days or places,
 * questions about what the character thinks of the user or the situation ("do you think I overreacted?",
 * "are you still angry?"), plans and logistics (when, where, who else is coming, how much), tag questions
 * and statements-as-questions ("you're not still mad right?", "so you're free friday?"), two questions in
 * one line, typos and no question mark, questions about something the user said earlier in the practice.
 * Every practice goal: a date, a crush, an ex, a friend, family, a coworker, a boss, a customer, a
 * landlord, an interview.
 * 56 questions. First reading on the unchanged tree (e953d58): 43/56 strict, 42/56 lenient, about 27/56 by
 * hand (30 counting half-answers). Misses by hand: a grammar-echo of tag questions and either/or ("yes — I
 * still I'm not mad right", "I'm any good at quizzes", "I need it in writing or is telling I enough"),
 * a place for "what did you think of the place I mentioned", "this wednesday or next" deflected, "so
 * youre free saturday then?" deflected, the ex's practice ending on "I said you were selfish" (the user
 * quoting their own past words), canned lines on another topic (a phone number for "how many of you",
 * a shipping price for the pay, "a few days ago" for how long they waited tonight, rent due dates for a
 * rent reduction, who signs off for who covers), "oh I did" for "did I upset you", no recall of the day
 * or the cause the user stated.
 */
const ELLA = 'I matched with Ella on bumble, she grew up in Leeds and moved to London for work, we have a first date on thursday';
const MARCUS = 'I want to ask my gym crush Marcus to come to a pub quiz with me';
const NAT = 'I need to apologise to my ex Nat, I said some harsh things when we broke up last month';
const KEMI = 'I want to reconnect with my old school friend Kemi, she moved to Bristol and we lost touch';
const LUCA = "my friend Luca can't come to my birthday drinks on friday, I want to find another time";
const MUM = 'I need to apologise to my mum, I snapped at her on the phone on Sunday';
const PRIYA = 'my coworker Priya keeps taking credit for my slides in team meetings';
const BOSS = 'I want to ask my boss for two weeks off in August for my sister’s wedding';
const DINER = 'I run a small restaurant and a customer is angry that their table was given away when they were 15 minutes late';
const PATEL = 'I want to ask my landlord Mr Patel to fix the boiler, it has been broken for a week';
const BAKERY = 'I have an interview for an assistant manager job at a bakery chain';
const ZOE = 'my sister Zoe is upset I missed her graduation';

export const ASKS_DEV26: readonly AskCase[] = [
  // open (Ella, a first date; grew up in Leeds)
  { goal: 'open', request: ELLA, before: ['hey ella', 'so you grew up in leeds?'], line: 'would you ever move back to leeds?', asks: 'yesno', must: 'yes or no about moving back, ideally with why' },
  { goal: 'open', request: ELLA, before: ['hi!'], line: 'are you more of a tea or coffee person', asks: 'either', options: ['tea', 'coffee'], must: 'tea or coffee' },
  { goal: 'open', request: ELLA, before: ['hey', 'looking forward to thursday'], line: 'so you’re still good for thursday right?', asks: 'yesno', must: 'yes, still on for Thursday' },
  { goal: 'open', request: ELLA, before: ['hey ella', 'there is a little thai place near the station i love'], line: 'what did you think of the thai place i mentioned, fancy it?', asks: 'opinion', about: ['thai', 'place', 'sounds', 'love', 'fancy', 'great', 'good'], must: 'what they think of the Thai place' },
  { goal: 'open', request: ELLA, before: ['hi'], line: 'do you miss leeds at all? what do you miss most', asks: 'thing', about: ['leeds', 'family', 'friend', 'food', 'pub', 'people', 'chip', 'cheap', 'home', 'mum', 'dales', 'countryside'], must: 'what they miss about Leeds' },
  // invite (Marcus, a gym crush; a pub quiz)
  { goal: 'invite', request: MARCUS, before: ['hey marcus', 'good session today?'], line: 'are you any good at quizzes or is it not really your thing', asks: 'either', options: ['good', 'thing', 'not'], must: 'good at quizzes or not' },
  { goal: 'invite', request: MARCUS, before: ['hi marcus', 'theres a pub quiz at the red lion on wednesday'], line: 'this wednesday or next, which suits you better?', asks: 'either', options: ['this', 'next'], must: 'this Wednesday or next' },
  { goal: 'invite', request: MARCUS, before: ['hey', 'a few of us do a pub quiz on wednesdays'], line: 'do you want to come along? a couple of my friends will be there too', asks: 'invite', must: 'yes / maybe / no to the quiz' },
  { goal: 'invite', request: MARCUS, before: ['hey marcus', 'want to come to the pub quiz wednesday?'], line: 'who else do you think we should ask', asks: 'person', must: 'someone to ask' },
  { goal: 'invite', request: MARCUS, before: ['hi'], line: 'what time do you usually finish at the gym', asks: 'time', must: 'when they finish at the gym' },
  // repair (Nat, an ex; harsh words at the break-up)
  { goal: 'repair', request: NAT, before: ['nat, i wanted to say sorry', 'the things i said were out of order'], line: 'are you still angry with me?', asks: 'feeling', must: 'still angry or not, honestly' },
  { goal: 'repair', request: NAT, before: ['hey', 'i know i was harsh'], line: 'you’re not still mad right?', asks: 'yesno', must: 'yes or no about still being mad' },
  { goal: 'repair', request: NAT, before: ['hi nat', 'i said you were selfish and that was unfair'], line: 'do you think i overreacted that night?', asks: 'yesno', must: 'yes or no about overreacting, with a view' },
  { goal: 'repair', request: NAT, before: ['hey', 'im sorry for what i said'], line: 'what hurt the most out of what i said', asks: 'thing', about: ['selfish', 'said', 'called', 'word', 'when you', 'the bit', 'that i', 'you said'], must: 'which thing hurt most' },
  { goal: 'repair', request: NAT, before: ['hi', 'i said you were selfish, i didnt mean it'], line: 'what did i call you again? i feel awful', asks: 'thing', about: ['selfish'], must: 'selfish, as the user said' },
  // reconnect (Kemi, old school friend in Bristol)
  { goal: 'reconnect', request: KEMI, before: ['kemi! long time', 'i heard you moved to bristol'], line: 'do you like it there or do you miss home', asks: 'either', options: ['like', 'love', 'miss'], must: 'likes Bristol or misses home' },
  { goal: 'reconnect', request: KEMI, before: ['hey kemi'], line: 'how long have you been in bristol now', asks: 'time', must: 'how long in Bristol' },
  { goal: 'reconnect', request: KEMI, before: ['hi!', 'i might be in bristol in march for work'], line: 'would you be up for meeting for a drink when im down? where would be good', asks: 'place', must: 'a place to meet' },
  { goal: 'reconnect', request: KEMI, before: ['hey kemi', 'its been too long'], line: 'did you ever stay in touch with anyone else from school', asks: 'yesno', must: 'yes or no about others from school' },
  { goal: 'reconnect', request: KEMI, before: ['hey', 'i might be in bristol in march for work'], line: 'when did i say i might be in bristol?', asks: 'time', about: ['march'], must: 'March, as the user said' },
  // reinvite (Luca can't come on Friday)
  { goal: 'reinvite', request: LUCA, before: ['hey luca', 'birthday drinks friday?', 'ah no worries'], line: 'so youre free saturday then?', asks: 'yesno', must: 'yes or no about Saturday', keep: 'declined' },
  { goal: 'reinvite', request: LUCA, before: ['hey', 'drinks for my birthday on friday?', 'thats a shame'], line: 'would saturday or sunday be better', asks: 'either', options: ['saturday', 'sunday'], must: 'Saturday or Sunday', keep: 'declined' },
  { goal: 'reinvite', request: LUCA, before: ['hiya', 'you coming friday for my birthday?', 'oh no'], line: 'whats stopping you friday, work?', asks: 'reason', must: 'why not Friday', keep: 'declined' },
  { goal: 'reinvite', request: LUCA, before: ['hey', 'birthday drinks friday?', 'fair enough'], line: 'are you annoyed i asked so last minute', asks: 'yesno', must: 'yes or no about being annoyed', keep: 'declined' },
  { goal: 'reinvite', request: LUCA, before: ['hey', 'birthday drinks friday?', 'no worries'], line: 'how much is it normally at that cocktail bar you like, is it pricey', asks: 'amount', must: 'a price' , keep: 'declined' },
  // repair (mum; snapped on the phone)
  { goal: 'repair', request: MUM, before: ['mum, im sorry about sunday', 'i was stressed about work'], line: 'did i upset you?', asks: 'yesno', must: 'yes or no about being upset' },
  { goal: 'repair', request: MUM, before: ['hi mum'], line: 'are you coming up next weekend still or have i ruined that', asks: 'either', options: ['coming', 'still', 'ruin', 'not'], must: 'still coming or not' },
  { goal: 'repair', request: MUM, before: ['mum', 'sorry i snapped on the phone'], line: 'why didnt you say anything when i snapped', asks: 'reason', must: 'why they kept quiet' },
  { goal: 'repair', request: MUM, before: ['hi mum', 'i was stressed about my deadline, no excuse'], line: 'what did i say was stressing me out?', asks: 'thing', about: ['deadline', 'work'], must: 'the deadline, as the user said' },
  // align (Priya, the coworker taking credit)
  { goal: 'align', request: PRIYA, before: ['hey priya, got a sec?', 'its about the slides in mondays meeting'], line: 'did you realise those were my slides?', asks: 'yesno', must: 'yes or no about knowing the slides were the user’s' },
  { goal: 'align', request: PRIYA, before: ['hi priya'], line: 'do you think its fair if we both present next time', asks: 'yesno', must: 'yes or no about presenting together' },
  { goal: 'align', request: PRIYA, before: ['hey', 'i want to sort out how we present stuff'], line: 'should we tell our manager together or would you rather i did it', asks: 'either', options: ['together', 'you', 'me', 'rather'], must: 'together or the user alone' },
  { goal: 'align', request: PRIYA, before: ['hi priya', 'can we talk about the q3 deck'], line: 'when is the next team meeting, is it tuesday', asks: 'time', must: 'when the next meeting is' },
  { goal: 'align', request: PRIYA, before: ['hey'], line: 'are you upset that im bringing this up', asks: 'yesno', must: 'yes or no about being upset' },
  // ask (boss; two weeks off in August)
  { goal: 'ask', request: BOSS, before: ['hi, have you got a minute?', 'its my sisters wedding in august'], line: 'would two weeks be ok or is that too much', asks: 'either', options: ['ok', 'fine', 'too much', 'long', 'week'], must: 'two weeks ok or too much' },
  { goal: 'ask', request: BOSS, before: ['hi', 'i wanted to ask about some time off'], line: 'who would cover my work while im away', asks: 'person', must: 'someone who covers' },
  { goal: 'ask', request: BOSS, before: ['hi, thanks for seeing me'], line: 'how many days holiday have i got left this year', asks: 'amount', must: 'a number of days' },
  { goal: 'ask', request: BOSS, before: ['morning', 'id like to take two weeks off in august'], line: 'do u need it in writing or is telling you enough', asks: 'either', options: ['writing', 'email', 'enough', 'telling'], must: 'in writing or enough to tell' },
  { goal: 'ask', request: BOSS, before: ['hi', 'the wedding is in august'], line: 'do you think thats a bad time with the project', asks: 'yesno', must: 'yes or no about August being bad timing' },
  // resolve (the restaurant; the table given away; the character is the customer)
  { goal: 'resolve', request: DINER, before: ['im really sorry about tonight'], line: 'how long were you waiting before someone spoke to you', asks: 'time', must: 'how long they waited' },
  { goal: 'resolve', request: DINER, before: ['hi, im the manager'], line: 'would you like a table now or would you prefer to book for another night', asks: 'either', options: ['now', 'another', 'book'], must: 'a table now or another night' },
  { goal: 'resolve', request: DINER, before: ['im so sorry about this'], line: 'how many of you are there tonight?', asks: 'amount', must: 'a number of people' },
  { goal: 'resolve', request: DINER, before: ['hello', 'i understand you had a booking for 8'], line: 'was it a special occasion tonight', asks: 'yesno', must: 'yes or no about a special occasion' },
  { goal: 'resolve', request: DINER, before: ['im sorry', 'we hold tables for 10 minutes'], line: 'did you get our text saying the table was being held', asks: 'yesno', must: 'yes or no about the text' },
  // ask (Mr Patel, landlord; the boiler)
  { goal: 'ask', request: PATEL, before: ['hi mr patel', 'the boilers still not working'], line: 'when can someone come and look at it', asks: 'time', must: 'when someone can come' },
  { goal: 'ask', request: PATEL, before: ['hello', 'its been a week without hot water'], line: 'do i need to be home when the engineer comes or can they use the spare key', asks: 'either', options: ['home', 'key'], must: 'home or the spare key' },
  { goal: 'ask', request: PATEL, before: ['hi', 'the boiler broke last tuesday'], line: 'who do you normally use for repairs', asks: 'person', must: 'a repair person or company' },
  { goal: 'ask', request: PATEL, before: ['hi mr patel', 'the boiler has been off for a week, we have a baby'], line: 'are you going to knock something off the rent for this week', asks: 'yesno', must: 'yes or no about a rent reduction' },
  { goal: 'ask', request: PATEL, before: ['hello', 'i told you about the boiler on monday'], line: 'what day did i first tell you about it?', asks: 'time', about: ['monday'], must: 'Monday, as the user said' },
  // interview (a bakery chain assistant manager; the character interviews)
  { goal: 'interview', request: BAKERY, before: ['hi, thanks for having me'], line: 'is the role mostly early mornings or more afternoons', asks: 'either', options: ['morning', 'afternoon'], must: 'mornings or afternoons' },
  { goal: 'interview', request: BAKERY, before: ['hello'], line: 'how many people would i be managing', asks: 'amount', must: 'a number of staff' },
  { goal: 'interview', request: BAKERY, before: ['hi', 'i managed a team of six at a coffee shop'], line: 'do you think my experience is enough for this role', asks: 'yesno', must: 'a view on whether the experience is enough' },
  { goal: 'interview', request: BAKERY, before: ['good morning'], line: 'when would i hear back and whos making the decision', asks: 'time', must: 'when they will hear back' },
  { goal: 'interview', request: BAKERY, before: ['hello', 'nice to meet you'], line: 'whats the pay like for this role', asks: 'amount', must: 'a pay figure or range' },
  // repair (Zoe, sister; missed her graduation)
  { goal: 'repair', request: ZOE, before: ['zoe im so sorry i missed it'], line: 'was mum and dad there at least?', asks: 'yesno', must: 'yes or no about the parents being there' },
  { goal: 'repair', request: ZOE, before: ['hey zoe', 'i should have been there'], line: 'do you want to go for dinner this week to celebrate, my treat?', asks: 'invite', must: 'yes / maybe / no to dinner' },
];
