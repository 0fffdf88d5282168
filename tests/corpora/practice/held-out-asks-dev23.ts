import type { AskCase } from './held-out-asks';

/**
 * Set dev23 (engineer j20, issue #23 point 5: the character answers what was asked, keeps its state
 * and remembers what was said): written before any change of that round, from the catalogue and
 * SPEC, in scenarios no earlier set used (a cellist primary teacher on hinge, a marathon-running
 * neighbour and a pub quiz, a friend who turned down bowling, a missed housewarming, a school friend
 * who is a firefighter in Leeds, a bookshop day off, a library assistant interview, a bookkeeper
 * candidate at a plumbing firm, a three-week laptop repair, a housemate's late music, a gardening
 * video comment) plus default practices. Questions about the character's past, opinions, choices,
 * yes/no about plans, their job and family, follow-ups to the line before, typos, two questions in
 * one line, and questions that quote or recall what the user said earlier in the practice.
 * First reading on the unchanged tree: see bench/README.md (dev23 row) and /work/wt/notes/j20.md.
 */
const PRIYA = "matched with priya on hinge, she's a primary school teacher and plays the cello in an orchestra";
const SAM = 'I want to ask my neighbour Sam, who runs marathons, to come to the pub quiz on Thursday';
const KOFI = 'my friend Kofi said no when I asked him to go bowling last week and I want to ask again';
const AISHA = "I need to apologise to Aisha, I forgot her housewarming party on Saturday";
const MAREK = 'I want to get back in touch with Marek, we were at school together and he is a firefighter in Leeds now';
const BOOKSHOP = 'I want to ask my manager at the bookshop for a Friday off to go to my cousin’s wedding';
const LIBRARY = 'I have an interview for a library assistant job at the city library';
const BOOKKEEPER = 'I am interviewing someone for a bookkeeper job at my plumbing firm';
const LAPTOP = 'A customer is angry because the laptop repair took three weeks instead of three days';
const HOUSEMATE = 'I need to talk to my housemate who plays loud music after midnight';
const GARDEN = 'someone commented on my gardening video saying my tomato plants look diseased and I clearly have no idea';

export const ASKS_DEV23: readonly AskCase[] = [
  // open (Priya, a primary teacher who plays the cello)
  { goal: 'open', request: PRIYA, before: ['hi priya :)'], line: 'what did you get up to last weekend?', asks: 'thing', about: ['orchestra', 'cello', 'concert', 'rehears', 'marking', 'class', 'school', 'walk', 'friend', 'family', 'market', 'cinema'], must: 'something they did last weekend' },
  { goal: 'open', request: PRIYA, before: ['hey!', 'a cellist, thats so cool'], line: 'how long have you been playing cello for?', asks: 'time', about: ['year', 'since', 'age', 'child', 'kid', 'school', 'month'], must: 'how long they have played' },
  { goal: 'open', request: PRIYA, before: ['hii', 'teaching must be full on'], line: 'what year do you teach, little ones or the older kids?', asks: 'either', options: ['little', 'older', 'year', 'reception'], must: 'which year group they teach' },
  { goal: 'open', request: PRIYA, before: ['hey priya', 'i went to a gig at the roundhouse on friday'], line: 'do you go to many concerts yourself?', asks: 'yesno', must: 'yes or no about going to concerts' },
  { goal: 'open', request: PRIYA, before: ['hi!', 'i just watched the new dune film'], line: 'have you seen it? what did you think', asks: 'yesno', must: 'whether they saw the film (and what they thought)' },
  // invite (Sam, a marathon runner; the pub quiz)
  { goal: 'invite', request: SAM, before: ['hey sam', 'saw you out running again this morning'], line: 'how far did you go today?', asks: 'amount', must: 'how far they ran' },
  { goal: 'invite', request: SAM, before: ['morning sam'], line: 'which marathon are you training for next?', asks: 'thing', about: ['london', 'berlin', 'manchester', 'marathon', 'race', 'spring', 'autumn', 'half'], must: 'the marathon they are training for' },
  { goal: 'invite', request: SAM, before: ['hi sam', 'theres a pub quiz at the crown on thursday'], line: 'r u free thursday night or have u got training', asks: 'either', options: ['free', 'train'], must: 'whether they are free or training on Thursday' },
  { goal: 'invite', request: SAM, before: ['hey', 'we need a fourth for our quiz team'], line: 'are you any good at quizzes? would you come along thursday?', asks: 'invite', must: 'accepts, declines or hesitates about the quiz' },
  // reinvite (Kofi turned down bowling)
  { goal: 'reinvite', request: KOFI, before: ['hey kofi', 'bowling on saturday?', 'no worries'], line: 'was it the bowling you werent into or just a busy week?', asks: 'either', options: ['bowl', 'busy', 'week'], must: 'whether bowling or the week was the problem', keep: 'declined' },
  { goal: 'reinvite', request: KOFI, before: ['kofi!', 'fancy bowling this weekend?', 'ah fair'], line: 'what would you rather do instead?', asks: 'thing', about: ['pub', 'film', 'cinema', 'food', 'dinner', 'walk', 'game', 'football', 'drink', 'coffee', 'climb', 'darts', 'pool'], must: 'something they would rather do', keep: 'declined' },
  { goal: 'reinvite', request: KOFI, before: ['hey', 'bowling friday?', 'ok no stress'], line: 'what are you up to this weekend then?', asks: 'thing', about: ['family', 'work', 'shift', 'visit', 'football', 'match', 'mum', 'dad', 'party', 'wedding', 'birthday', 'study', 'gym', 'friend', 'away'], must: 'their plans this weekend', keep: 'declined' },
  // repair (Aisha's housewarming)
  { goal: 'repair', request: AISHA, before: ['aisha im so sorry', 'i completely forgot about saturday'], line: 'how did the party go in the end?', asks: 'opinion', must: 'how the party went' },
  { goal: 'repair', request: AISHA, before: ['hey aisha', 'i feel awful about missing it'], line: 'were you upset or more just annoyed with me?', asks: 'either', options: ['upset', 'annoy'], must: 'upset or annoyed' },
  { goal: 'repair', request: AISHA, before: ['aisha', 'i should have put it in my calendar'], line: 'who ended up coming?', asks: 'person', must: 'who came to the housewarming' },
  { goal: 'repair', request: AISHA, before: ['hi', 'i said i would bring the dessert and i never showed'], line: 'did someone else end up bringing dessert?', asks: 'yesno', must: 'yes or no about the dessert' },
  // reconnect (Marek, a firefighter in Leeds)
  { goal: 'reconnect', request: MAREK, before: ['marek! long time no speak', 'saw you joined the fire service'], line: 'whats the scariest call out youve had?', asks: 'thing', about: ['fire', 'flat', 'house', 'crash', 'car', 'motorway', 'warehouse', 'river', 'rescue', 'roof', 'smoke', 'call'], must: 'a call-out they had' },
  { goal: 'reconnect', request: MAREK, before: ['hey marek', 'been ages since school'], line: 'do you still see anyone from our year?', asks: 'yesno', must: 'yes or no about seeing school friends' },
  { goal: 'reconnect', request: MAREK, before: ['hi marek', 'leeds is such a good city'], line: 'how long have you lived in leeds now, and do you like it?', asks: 'time', must: 'how long they have lived in Leeds' },
  { goal: 'reconnect', request: MAREK, before: ['hey', 'i moved to bristol last year and started a new job at a bakery'], line: 'did i tell you i moved to bristol?', asks: 'yesno', about: ['bristol'], must: 'recalls that the user said they moved to Bristol' },
  // ask (a Friday off from the bookshop manager)
  { goal: 'ask', request: BOOKSHOP, before: ['hi, have you got a minute?', 'my cousin is getting married on the 14th'], line: 'is friday the 14th a busy day for the shop?', asks: 'yesno', must: 'yes or no about that Friday being busy' },
  { goal: 'ask', request: BOOKSHOP, before: ['thanks for seeing me', 'its about a day off'], line: 'who else is on shift that friday?', asks: 'person', must: 'who else works that Friday' },
  { goal: 'ask', request: BOOKSHOP, before: ['hi', 'i need a friday off next month'], line: 'would it be easier if i swapped with someone or just took it as holiday?', asks: 'either', options: ['swap', 'holiday'], must: 'swap or holiday' },
  { goal: 'ask', request: BOOKSHOP, before: ['hiya', 'as i said on monday, its my cousins wedding'], line: 'what do you need from me to sign it off?', asks: 'thing', about: ['form', 'email', 'rota', 'request', 'date', 'notice', 'cover', 'swap', 'system', 'writing'], must: 'what the manager needs to approve it' },
  // interview (a library assistant)
  { goal: 'interview', request: LIBRARY, before: ['hello, thanks for having me'], line: 'what hours would the job be?', asks: 'time', must: 'the hours' },
  { goal: 'interview', request: LIBRARY, before: ['hi', 'i volunteered at my school library for two years'], line: 'whats the team like here? how many of you are there', asks: 'amount', must: 'how many are in the team' },
  { goal: 'interview', request: LIBRARY, before: ['good morning', 'i love running events for kids'], line: 'do you run any events for children here?', asks: 'yesno', must: 'yes or no about children’s events' },
  { goal: 'interview', request: LIBRARY, before: ['hello', 'i had a look at the website'], line: 'whats the hardest part of the job would you say', asks: 'thing', about: ['busy', 'public', 'people', 'customer', 'computer', 'shelv', 'noise', 'fine', 'late', 'return', 'visitor', 'patience', 'queue'], must: 'the hardest part of the job' },
  // hire (a bookkeeper at a plumbing firm)
  { goal: 'hire', request: BOOKKEEPER, before: ['hi, thanks for coming in'], line: 'which accounting software have you used?', asks: 'thing', about: ['xero', 'sage', 'quickbooks', 'excel', 'spreadsheet', 'software'], must: 'the software they used' },
  { goal: 'hire', request: BOOKKEEPER, before: ['welcome', 'tell me about your last job'], line: 'why did you leave your last place?', asks: 'reason', must: 'why they left their last job' },
  { goal: 'hire', request: BOOKKEEPER, before: ['hello', 'we have about twelve plumbers on the books'], line: 'could you do three days a week, or do you need full time?', asks: 'either', options: ['three', 'full'], must: 'three days or full time' },
  { goal: 'hire', request: BOOKKEEPER, before: ['hi', 'you mentioned you did payroll before'], line: 'how many people were on the payroll there', asks: 'amount', must: 'how many people on their old payroll' },
  // resolve (the three-week laptop repair)
  { goal: 'resolve', request: LAPTOP, before: ['hello, im sorry about the wait'], line: 'what did you need the laptop for in the meantime?', asks: 'thing', about: ['work', 'uni', 'study', 'job', 'essay', 'client', 'school', 'course', 'email', 'business'], must: 'what they needed it for' },
  { goal: 'resolve', request: LAPTOP, before: ['hi, i understand you are frustrated'], line: 'would a refund on the labour or a discount next time be fairer?', asks: 'either', options: ['refund', 'discount'], must: 'refund or discount' },
  { goal: 'resolve', request: LAPTOP, before: ['hello', 'i can see it came in on the 2nd'], line: 'is it working properly now at least?', asks: 'yesno', must: 'yes or no about the laptop working' },
  // align (the housemate's late music)
  { goal: 'align', request: HOUSEMATE, before: ['hey, got a minute?', 'its about the music at night'], line: 'what time do you usually get back from work?', asks: 'time', must: 'when they get home' },
  { goal: 'align', request: HOUSEMATE, before: ['hi', 'i have to be up at six for work'], line: 'would headphones work for you or is that annoying?', asks: 'either', options: ['headphone', 'annoy'], must: 'about headphones' },
  { goal: 'align', request: HOUSEMATE, before: ['hey', 'like i said, i start at six'], line: 'so what time did i say i start?', asks: 'time', about: ['six', '6'], must: 'recalls the user starts at six' },
  // defuse (the gardening video comment)
  { goal: 'defuse', request: GARDEN, before: ['hi, thanks for the comment'], line: 'what makes you think theyre diseased?', asks: 'reason', about: ['leaf', 'leaves', 'spot', 'yellow', 'brown', 'blight', 'stem', 'wilt', 'mould', 'curl'], must: 'why they think the plants are diseased' },
  { goal: 'defuse', request: GARDEN, before: ['hello'], line: 'do you grow tomatoes yourself?', asks: 'yesno', must: 'yes or no about growing tomatoes' },
  // default practices (no request)
  { goal: 'ask', before: ['hi, have you got a minute?'], line: 'how was your weekend, did you do anything nice?', asks: 'opinion', must: 'how their weekend was' },
  { goal: 'invite', before: ['hey'], line: 'tea or coffee, if we meet up?', asks: 'either', options: ['tea', 'coffee'], must: 'tea or coffee' },
  { goal: 'reconnect', before: ['hey stranger', 'i started pottery classes in march'], line: 'have you got any new hobbies? i told you about my pottery', asks: 'yesno', must: 'yes or no about new hobbies' },
  { goal: 'open', before: ['hey', 'what do you do for work?'], line: 'oh nice, how long have u been doing that', asks: 'time', must: 'how long they have done their job' },
  { goal: 'reconnect', before: ['hi!', 'how is your family doing?'], line: 'and your brother, is he still living abroad?', asks: 'yesno', must: 'yes or no about the brother living abroad' },
];
