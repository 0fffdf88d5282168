import type { AskCase } from './held-out-asks';

/**
 * Set dev25 (engineer j22, issue #23 point 5: the character answers what was asked, keeps its state
 * and remembers what was said), written before any change of that round, in people earlier sets used
 * least: a neighbour who parks across the drive, a maths teacher at a parents' evening, a customer of
 * a bike repair shop, a landlord asked about a cat, a dentist match who runs a book club, an ex who
 * moved to Manchester, a brother left at the airport, a flatmate's late music, a friend who can't come
 * to a barbecue, a dog-walker candidate, a dental receptionist interview, a cycling-vlog comment, a
 * manager asked for Fridays at home, an older neighbour invited to a street party. Questions of every
 * shape: yes/no, either/or, why, how long, when, which, how much, follow-ups, questions about what
 * the user said earlier, two questions in one, typos, lowercase, rambling lead-ins.
 * 49 questions. First reading on the unchanged tree (92f583a): 34/49 strict, 32/49 lenient, about 26/49
 * by hand (misses by hand: replies about another topic — an evening story for "do you know your van
 * was blocking my drive", a tenancy line for "are pets allowed" —, "him" for a daughter, "when me
 * moved", a book club for "what are you reading", a trip opinion in the past, and three questions in
 * a practice the coach built as a deadline extension from "suggest another day").
 */
const GARY = 'my neighbour Gary keeps parking across my driveway and I want to sort it out without a row';
const HUGHES = "parents' evening with my daughter Amy's maths teacher Mr Hughes, she says she hates maths now";
const BIKE = 'I run a bike repair shop and a customer is angry that his bike still is not fixed after two weeks';
const OKAFOR = 'I want to ask my landlord Mr Okafor if I can get a cat in the flat';
const SOFIA = "matched with sofia on hinge, she's a dentist and she runs a book club";
const JAMIE = 'I want to get back in touch with my ex Jamie, we broke up two years ago and he moved to Manchester';
const ROB = 'I need to apologise to my brother Rob, I forgot to pick him up from the airport on Tuesday';
const CHLOE = 'my flatmate Chloe plays loud music late on weeknights and I start work at 7';
const HANNAH = "my friend Hannah said she can't come to my barbecue on Saturday, I want to suggest another day";
const WALKER = 'I am hiring a dog walker for my two labradors';
const DENTAL = 'I have an interview for a receptionist job at a dental practice';
const VLOG = 'someone commented on my cycling vlog that I ride dangerously in traffic';
const FRIDAYS = 'I want to ask my manager if I can work from home on Fridays';
const DAWSON = 'I want to invite my elderly neighbour Mrs Dawson to our street party on Sunday';

export const ASKS_DEV25: readonly AskCase[] = [
  // align (Gary, the neighbour who parks across the drive)
  { goal: 'align', request: GARY, before: ['hi gary, have you got a minute?', 'its about the parking'], line: 'do you know your van was blocking my drive again this morning?', asks: 'yesno', must: 'yes or no about knowing the van blocked the drive' },
  { goal: 'align', request: GARY, before: ['hiya gary', 'i had to climb over the bonnet to get out lol'], line: 'is there a reason you cant park on the street, is it the space?', asks: 'reason', about: ['space', 'street', 'room', 'park', 'car', 'van', 'full', 'late', 'spot'], must: 'why they park there' },
  { goal: 'align', request: GARY, before: ['morning gary', 'i leave for work at 8 every day'], line: 'what time do you normally head out in the morning?', asks: 'time', must: 'when they leave in the morning' },
  { goal: 'align', request: GARY, before: ['hey', 'i start at 8 so i need to be out by half 7'], line: 'what time did I say I need to be out by?', asks: 'time', about: ['7', 'seven', 'half'], must: 'half seven, as the user said' },
  // align (Mr Hughes, the maths teacher at a parents' evening; the character is the teacher)
  { goal: 'align', request: HUGHES, before: ['hello, thanks for seeing us', 'amy keeps saying she hates maths now'], line: 'has she been struggling with anything in particular?', asks: 'thing', about: ['fraction', 'algebra', 'equation', 'times', 'division', 'percent', 'geometry', 'word problem', 'topic', 'homework', 'test', 'confiden'], must: 'a maths topic or area she struggles with' },
  { goal: 'align', request: HUGHES, before: ['hi mr hughes'], line: 'is she in the top set or the middle one?', asks: 'either', options: ['top', 'middle'], must: 'which set she is in' },
  { goal: 'align', request: HUGHES, before: ['good evening'], line: 'how much homework should she be doing a week roughly', asks: 'amount', must: 'an amount of homework' },
  { goal: 'align', request: HUGHES, before: ['hello', 'she used to love maths in year 5'], line: 'why do you think she went off it?', asks: 'reason', must: 'why Amy went off maths' },
  // resolve (the bike not fixed after two weeks; the character is the customer)
  { goal: 'resolve', request: BIKE, before: ['hi, im really sorry about the wait'], line: 'when did you drop it off again?', asks: 'time', must: 'when the bike was dropped off' },
  { goal: 'resolve', request: BIKE, before: ['hello, thanks for coming in'], line: 'do you need it for getting to work or is it more weekends?', asks: 'either', options: ['work', 'weekend'], must: 'what they use the bike for' },
  { goal: 'resolve', request: BIKE, before: ['hi', 'we are waiting on a part'], line: 'was it the gears or the brakes you brought it in for', asks: 'either', options: ['gear', 'brake'], must: 'gears or brakes' },
  { goal: 'resolve', request: BIKE, before: ['sorry about this', 'i can have it done by thursday'], line: 'would thursday be ok for you or is that too late?', asks: 'either', options: ['thursday', 'late', 'ok', 'fine'], must: 'whether Thursday is ok' },
  // ask (Mr Okafor, the landlord; a cat)
  { goal: 'ask', request: OKAFOR, before: ['hi mr okafor', 'ive been thinking about getting a cat'], line: 'are pets allowed in the tenancy at all?', asks: 'yesno', must: 'yes or no about pets in the tenancy' },
  { goal: 'ask', request: OKAFOR, before: ['hello', 'i was wondering about a cat'], line: 'what are you worried about, the carpets?', asks: 'thing', about: ['carpet', 'scratch', 'smell', 'damage', 'floor', 'door', 'furniture', 'neighbour', 'flea', 'allerg'], must: 'what worries them about a cat' },
  { goal: 'ask', request: OKAFOR, before: ['hi', 'ive lived here 3 years now'], line: 'how long have I been renting from you now, is it three years?', asks: 'yesno', about: ['three', '3', 'year'], must: 'yes, three years, as the user said' },
  // open (Sofia, a dentist who runs a book club)
  { goal: 'open', request: SOFIA, before: ['hey sofia'], line: 'what are you reading for book club this month?', asks: 'thing', about: ['book', 'novel', 'read', 'author', 'by '], must: 'the book they are reading' },
  { goal: 'open', request: SOFIA, before: ['hi!', 'a dentist who runs a book club, love it'], line: 'do people actually read the book or is it mostly wine lol', asks: 'either', options: ['read', 'wine'], must: 'whether people read the book' },
  { goal: 'open', request: SOFIA, before: ['hey'], line: 'do ppl get weird when u tell them ur a dentist', asks: 'yesno', must: 'yes or no about people getting weird' },
  { goal: 'open', request: SOFIA, before: ['hey sofia', 'how was your day'], line: 'how long did you have to study to become a dentist?', asks: 'time', must: 'how many years of study' },
  // reconnect (Jamie, an ex who moved to Manchester)
  { goal: 'reconnect', request: JAMIE, before: ['hey jamie, long time', 'i heard you moved up to manchester'], line: 'how are you finding manchester?', asks: 'opinion', about: ['manchester', 'love', 'like', 'rain', 'good', 'great', 'busy', 'miss', 'settl', 'city'], must: 'how they find Manchester' },
  { goal: 'reconnect', request: JAMIE, before: ['hi jamie'], line: 'what made you move up there in the end?', asks: 'reason', must: 'why they moved to Manchester' },
  { goal: 'reconnect', request: JAMIE, before: ['hey', 'its been ages'], line: 'are you still at the same job or did you change when you moved?', asks: 'either', options: ['same', 'change', 'new'], must: 'same job or a new one' },
  // repair (Rob, the brother left at the airport)
  { goal: 'repair', request: ROB, before: ['rob im so sorry about tuesday'], line: 'how long were you waiting there?', asks: 'time', must: 'how long they waited' },
  { goal: 'repair', request: ROB, before: ['hey', 'i completely forgot, no excuse'], line: 'how did you get home in the end?', asks: 'thing', about: ['taxi', 'train', 'bus', 'uber', 'lift', 'cab', 'tube', 'walk', 'drove'], must: 'how they got home' },
  { goal: 'repair', request: ROB, before: ['rob', 'im really sorry'], line: 'are you still angry with me?', asks: 'feeling', must: 'whether they are still angry' },
  { goal: 'repair', request: ROB, before: ['hey rob', 'sorry about the airport'], line: 'did i even ask you how the trip was? how was it', asks: 'opinion', about: ['trip', 'good', 'great', 'lovely', 'amazing', 'fine', 'ok', 'tiring', 'fun'], must: 'how the trip was' },
  // align (Chloe, the flatmate's late music)
  { goal: 'align', request: CHLOE, before: ['hey chloe, can we talk about something?', 'its the music at night'], line: 'did you know the walls are that thin?', asks: 'yesno', must: 'yes or no about knowing the walls are thin' },
  { goal: 'align', request: CHLOE, before: ['hi', 'i have to be up at 6'], line: 'what time do u usually go to bed?', asks: 'time', must: 'when they go to bed' },
  { goal: 'align', request: CHLOE, before: ['hey', 'i dont mind music in the day at all'], line: 'would headphones after 11 work or would you rather turn it down', asks: 'either', options: ['headphone', 'down'], must: 'headphones or turning it down' },
  { goal: 'align', request: CHLOE, before: ['chloe', 'i start work at 7 remember'], line: 'what time did i say i start work?', asks: 'time', about: ['7', 'seven'], must: 'seven, as the user said' },
  // reinvite (Hannah can't come to the barbecue on Saturday)
  { goal: 'reinvite', request: HANNAH, before: ['hey hannah', 'barbecue at mine saturday?', 'ah no worries'], line: 'whats on saturday then, anything fun?', asks: 'thing', must: 'what they are doing on Saturday', keep: 'declined' },
  { goal: 'reinvite', request: HANNAH, before: ['hiya', 'are you coming to the bbq saturday?', 'oh thats a shame'], line: 'would sunday work better for you?', asks: 'yesno', must: 'yes or no about Sunday' },
  { goal: 'reinvite', request: HANNAH, before: ['hey', 'bbq saturday?', 'fair enough'], line: 'is it the whole weekend or just saturday ur busy', asks: 'either', options: ['weekend', 'saturday'], must: 'whole weekend or just Saturday', keep: 'declined' },
  // hire (a dog walker for two labradors; the character is the candidate)
  { goal: 'hire', request: WALKER, before: ['hi, thanks for coming', 'i have two labradors, they pull a bit'], line: 'how many dogs do you walk at once usually?', asks: 'amount', must: 'a number of dogs' },
  { goal: 'hire', request: WALKER, before: ['hello'], line: 'have you got insurance?', asks: 'yesno', must: 'yes or no about insurance' },
  { goal: 'hire', request: WALKER, before: ['hi', 'we live near the park'], line: 'which days would you be free, weekdays or weekends too', asks: 'either', options: ['weekday', 'weekend'], must: 'which days they are free' },
  { goal: 'hire', request: WALKER, before: ['hello', 'thanks for coming round'], line: 'how much do you charge per walk?', asks: 'amount', must: 'a price per walk' },
  // interview (a dental practice receptionist; the character interviews)
  { goal: 'interview', request: DENTAL, before: ['hello, thanks for having me'], line: 'how many dentists work here?', asks: 'amount', must: 'a number of dentists' },
  { goal: 'interview', request: DENTAL, before: ['hi', 'i worked on reception at a gym before'], line: 'what software do you use for bookings?', asks: 'thing', about: ['software', 'system', 'computer', 'dentally', 'soe', 'exact', 'r4', 'booking', 'diary', 'calendar', 'program'], must: 'the booking software' },
  { goal: 'interview', request: DENTAL, before: ['good morning'], line: 'would it be full time or part time', asks: 'either', options: ['full', 'part'], must: 'full or part time' },
  { goal: 'interview', request: DENTAL, before: ['hi, nice to meet you'], line: 'when would you need someone to start?', asks: 'time', must: 'a start date' },
  // defuse (a comment on the cycling vlog)
  { goal: 'defuse', request: VLOG, before: ['hi, thanks for watching'], line: 'which bit of the video looked dangerous to you?', asks: 'thing', about: ['junction', 'lane', 'roundabout', 'lorry', 'bus', 'filter', 'overtak', 'light', 'turn', 'minute', 'bit', 'car', 'traffic'], must: 'the part that looked dangerous' },
  { goal: 'defuse', request: VLOG, before: ['hey, fair point maybe'], line: 'do you cycle yourself?', asks: 'yesno', must: 'yes or no about cycling' },
  // ask (Fridays at home, to the manager)
  { goal: 'ask', request: FRIDAYS, before: ['hi, have you got five minutes?', 'its about fridays'], line: 'does anyone else on the team work from home?', asks: 'yesno', must: 'yes or no about others working from home' },
  { goal: 'ask', request: FRIDAYS, before: ['hi', 'id like to talk about working from home'], line: 'who would I need to get it signed off by, you or hr?', asks: 'either', options: ['me', 'hr', 'you'], must: 'who signs it off' },
  { goal: 'ask', request: FRIDAYS, before: ['morning', 'i was hoping to work from home on fridays'], line: 'what would you need to see from me to say yes', asks: 'thing', must: 'what they need to see' },
  // invite (Mrs Dawson, the elderly neighbour; the street party)
  { goal: 'invite', request: DAWSON, before: ['hello mrs dawson'], line: 'have you been to one of our street parties before?', asks: 'yesno', must: 'yes or no about going before' },
  { goal: 'invite', request: DAWSON, before: ['hi mrs dawson', 'we are doing a street party on sunday'], line: 'would you prefer a chair out the front or to sit in the shade?', asks: 'either', options: ['front', 'shade'], must: 'which seat they prefer' },
  { goal: 'invite', request: DAWSON, before: ['hello', 'lovely garden by the way'], line: 'how long have you lived on the street?', asks: 'time', must: 'how long they have lived there' },
];
