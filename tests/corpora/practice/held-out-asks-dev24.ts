import type { AskCase } from './held-out-asks';

/**
 * Set dev24 (engineer q21, issue #23 point 5: characters who know their own life and work), written
 * before any change of that round, in scenarios no earlier set used: requests that name the person's
 * job (a paramedic, a trainee electrician, a hotel chef, a care home, a hair salon, a graphic designer,
 * a plumber, a night security guard, a student, a barista, a vet nurse, a teacher, a tattoo artist,
 * a delivery driver) with what they just did ("just got back from Peru", "failed his driving test",
 * "just had a baby", "just moved from Glasgow") and their traits ("shy", "a homebody"). Questions
 * about the job's daily reality, about what they did, why they did or left something, who/what/where
 * follow-ups; typos, lowercase, rambling lines, two questions in one.
 * First reading on the unchanged tree: see bench/README.md (dev24 row) and /work/wt/notes/q21.md.
 */
const LEILA = "matched with leila, she's a paramedic and she just got back from three weeks in Peru";
const DAN = "I want to ask my coworker Dan, who's quite shy, to come climbing with us on sunday";
const TOM = 'I want to message my cousin Tom, he failed his driving test last month, he is a trainee electrician';
const CHEF = 'I am interviewing a chef for my cafe, she used to work in a big hotel kitchen';
const CARE = 'I have an interview for a care assistant job at a nursing home';
const SALON = 'I want to ask the owner of the hair salon where I work for more hours';
const NADIA = 'I need to apologise to my sister Nadia, she just started nursing school and I missed her birthday dinner';
const OLLIE = 'I want to get back in touch with Ollie from uni, he is a graphic designer now and just had a baby';
const JAKE = "matched with jake, he's a plumber and a bit of a homebody";
const ROSA = 'my flatmate Rosa works nights as a security guard and keeps leaving her dishes in the sink';
const MEI = 'I want to invite my friend Mei to a gig on Friday, she is a student and just finished her exams';
const BARISTA = 'I am interviewing a barista for my coffee shop, he just moved here from Glasgow';
const PRITI = 'I want to catch up with Priti, we played netball together, she is a vet nurse now and just bought a house';
const BEN = 'my friend Ben is a teacher and said no to the cinema because of marking, I want to ask again';
const DRIVER = 'A delivery driver left my parcel in the bin and I want to complain to the courier company';

export const ASKS_DEV24: readonly AskCase[] = [
  // open (Leila, a paramedic back from Peru)
  { goal: 'open', request: LEILA, before: ['hey leila'], line: 'how was peru?? did you do machu picchu', asks: 'opinion', about: ['peru', 'machu', 'lima', 'cusco', 'amazing', 'incredible', 'trek', 'hike', 'mountain', 'trip'], must: 'how the Peru trip was' },
  { goal: 'open', request: LEILA, before: ['hi :)', 'a paramedic, wow'], line: 'whats a normal shift like for you?', asks: 'thing', about: ['call', 'ambulance', 'hospital', 'patient', 'twelve', '12', 'night', 'hour', 'crew', 'fall', 'chest'], must: 'what a paramedic shift involves' },
  { goal: 'open', request: LEILA, before: ['hey', 'i could never do your job'], line: 'what is the hardest part of it honestly', asks: 'thing', about: ['call', 'patient', 'night', 'shift', 'hour', 'death', 'die', 'famil', 'tired', 'child', 'kid', 'hospital', 'wait'], must: 'the hard part of paramedic work' },
  { goal: 'open', request: LEILA, before: ['hey!', 'im so jealous of your holiday'], line: 'where did you go after peru, or was it just peru?', asks: 'place', about: ['peru', 'bolivia', 'chile', 'lima', 'cusco', 'home', 'ecuador', 'just'], must: 'where else they went' },
  // invite (Dan, a shy coworker; climbing)
  { goal: 'invite', request: DAN, before: ['hey dan', 'a few of us are going climbing sunday'], line: 'have you ever been climbing before?', asks: 'yesno', must: 'yes or no about climbing before' },
  { goal: 'invite', request: DAN, before: ['hi dan', 'its just me sarah and joe going'], line: 'would you be up for it or is it not really ur thing', asks: 'either', options: ['up for', 'thing'], must: 'whether they are up for it' },
  { goal: 'invite', request: DAN, before: ['hey'], line: 'what do you usually get up to on sundays?', asks: 'thing', about: ['read', 'game', 'walk', 'home', 'family', 'cook', 'film', 'gym', 'sleep', 'quiet', 'garden', 'football'], must: 'what they do on Sundays' },
  // reconnect (Tom, a trainee electrician who failed his driving test)
  { goal: 'reconnect', request: TOM, before: ['hey tom!', 'mum said you had your test'], line: 'how did the driving test go?', asks: 'opinion', about: ['fail', 'didn', 'pass', 'not', 'nerv', 'roundabout', 'mirror', 'again'], must: 'that they failed the test' },
  { goal: 'reconnect', request: TOM, before: ['tom', 'gutted about the test mate'], line: 'when are you retaking it?', asks: 'time', must: 'when they retake the test (or not booked yet)' },
  { goal: 'reconnect', request: TOM, before: ['hey cuz', 'how is the apprenticeship'], line: 'what kind of jobs do they have you doing', asks: 'thing', about: ['wir', 'socket', 'light', 'rewire', 'fuse', 'house', 'site', 'cable', 'board', 'kitchen', 'install'], must: 'the electrical work they do' },
  { goal: 'reconnect', request: TOM, before: ['hi tom'], line: 'do you actually like being an electrician?', asks: 'yesno', must: 'yes or no about liking the job' },
  // hire (a chef from a hotel kitchen)
  { goal: 'hire', request: CHEF, before: ['hi, thanks for coming in', 'i see you were at a hotel before'], line: 'why did you leave the hotel?', asks: 'reason', about: ['left', 'leave', 'hour', 'hotel', 'change', 'smaller', 'own', 'late', 'shift', 'move', 'wanted'], must: 'why they left the hotel' },
  { goal: 'hire', request: CHEF, before: ['hello'], line: 'how many covers would you do on a busy night there?', asks: 'amount', must: 'a number of covers' },
  { goal: 'hire', request: CHEF, before: ['welcome', 'we do breakfast and lunch mostly'], line: 'whats your favourite thing to cook', asks: 'preference', must: 'a dish they like to cook' },
  { goal: 'hire', request: CHEF, before: ['hi', 'the kitchen here is tiny compared to a hotel'], line: 'who did you work with in the hotel kitchen, was it a big team?', asks: 'person', about: ['chef', 'team', 'sous', 'head', 'porter', 'commis', 'brigade', 'people', 'us', 'of'], must: 'the team they worked with' },
  // interview (a care assistant at a nursing home; the character interviews)
  { goal: 'interview', request: CARE, before: ['hello, thanks for seeing me'], line: 'what would a typical day look like?', asks: 'thing', about: ['resident', 'wash', 'dress', 'breakfast', 'meal', 'lunch', 'medic', 'care', 'shift', 'handover', 'activit', 'morning'], must: 'a care assistant’s day' },
  { goal: 'interview', request: CARE, before: ['hi', 'i looked after my nan for two years'], line: 'how many residents live here?', asks: 'amount', must: 'a number of residents' },
  { goal: 'interview', request: CARE, before: ['good morning'], line: 'what shifts do people usually work here', asks: 'time', must: 'the shift times' },
  // ask (more hours from the salon owner)
  { goal: 'ask', request: SALON, before: ['hi, have you got a sec?', 'its about my hours'], line: 'are saturdays fully booked at the moment?', asks: 'yesno', must: 'yes or no about Saturday bookings' },
  { goal: 'ask', request: SALON, before: ['hiya', 'i was hoping to pick up more shifts'], line: 'why did you cut the tuesday shifts in the first place?', asks: 'reason', must: 'why Tuesday shifts were cut' },
  // repair (Nadia, a nursing student; the missed birthday dinner)
  { goal: 'repair', request: NADIA, before: ['nadia im so sorry', 'i cant believe i missed your birthday'], line: 'who ended up coming to the dinner?', asks: 'person', must: 'who came to the birthday dinner' },
  { goal: 'repair', request: NADIA, before: ['hey', 'i know im a terrible sister'], line: 'how is nursing school going, are you on placement yet?', asks: 'yesno', must: 'about placement or how nursing school is going' },
  { goal: 'repair', request: NADIA, before: ['nads', 'im sorry'], line: 'where did you all go in the end?', asks: 'place', must: 'where the dinner was' },
  // reconnect (Ollie, a graphic designer and a new dad)
  { goal: 'reconnect', request: OLLIE, before: ['ollie!! congrats!!'], line: 'boy or girl? whats the name', asks: 'either', options: ['boy', 'girl'], must: 'boy or girl' },
  { goal: 'reconnect', request: OLLIE, before: ['hey ollie', 'so you went into design in the end'], line: 'what kind of design stuff do you do now', asks: 'thing', about: ['logo', 'brand', 'web', 'poster', 'packag', 'app', 'print', 'illustrat', 'magazine', 'client', 'agency'], must: 'the design work they do' },
  { goal: 'reconnect', request: OLLIE, before: ['ollie', 'how are the sleepless nights'], line: 'are you getting any sleep at all lol', asks: 'yesno', must: 'yes or no about sleep' },
  // open (Jake, a plumber and a homebody)
  { goal: 'open', request: JAKE, before: ['hey jake'], line: 'whats the weirdest thing youve found in a pipe', asks: 'thing', about: ['ring', 'toy', 'hair', 'phone', 'sock', 'nappy', 'fat', 'rat', 'lego', 'keys', 'teeth', 'found'], must: 'a weird thing found at work' },
  { goal: 'open', request: JAKE, before: ['hi', 'your profile says you like a night in'], line: 'what does a perfect night in look like for you?', asks: 'thing', about: ['film', 'sofa', 'takeaway', 'cook', 'game', 'tv', 'series', 'pizza', 'book', 'couch', 'blanket'], must: 'their night in' },
  { goal: 'open', request: JAKE, before: ['heya'], line: 'do u work for yourself or for a company', asks: 'either', options: ['myself', 'company'], must: 'self-employed or a firm' },
  // align (Rosa, a night security guard; dishes)
  { goal: 'align', request: ROSA, before: ['hey rosa, got a minute?', 'its about the sink'], line: 'what time do you usually finish your shift?', asks: 'time', must: 'when the night shift ends' },
  { goal: 'align', request: ROSA, before: ['hi', 'i know you work nights'], line: 'where are you working at the moment, same place?', asks: 'place', must: 'where they work' },
  { goal: 'align', request: ROSA, before: ['hey', 'the dishes have been there since monday'], line: 'is there a reason they keep piling up, like is it the shifts?', asks: 'reason', must: 'why the dishes pile up' },
  // invite (Mei, a student who just finished exams)
  { goal: 'invite', request: MEI, before: ['meiii', 'youre finally free!!'], line: 'how did the exams go?', asks: 'opinion', about: ['exam', 'went', 'ok', 'good', 'well', 'hard', 'fine', 'glad', 'done', 'over'], must: 'how the exams went' },
  { goal: 'invite', request: MEI, before: ['hey mei'], line: 'remind me what ur studying again?', asks: 'thing', about: ['stud', 'degree', 'law', 'biolog', 'history', 'english', 'engineer', 'maths', 'psych', 'medic', 'economics', 'chemistry', 'art'], must: 'their subject' },
  // hire (a barista who just moved from Glasgow)
  { goal: 'hire', request: BARISTA, before: ['hi, thanks for coming'], line: 'what brought you down from glasgow?', asks: 'reason', must: 'why they moved from Glasgow' },
  { goal: 'hire', request: BARISTA, before: ['hello', 'you have some cafe experience i see'], line: 'why did you leave your last cafe', asks: 'reason', about: ['left', 'leave', 'mov', 'glasgow', 'here', 'closed', 'hour'], must: 'why they left the last cafe' },
  // reconnect (Priti, a vet nurse who just bought a house)
  { goal: 'reconnect', request: PRITI, before: ['priti!! long time', 'heard you bought a house!!'], line: 'where abouts is it?', asks: 'place', must: 'where the house is' },
  { goal: 'reconnect', request: PRITI, before: ['hey', 'vet nursing must be so cute'], line: 'whats the hardest animal to deal with at work lol', asks: 'thing', about: ['cat', 'dog', 'rabbit', 'parrot', 'snake', 'horse', 'hamster', 'animal'], must: 'an animal' },
  // reinvite (Ben, a teacher with marking)
  { goal: 'reinvite', request: BEN, before: ['hey ben', 'cinema friday?', 'ah fair enough'], line: 'what are you marking at the moment?', asks: 'thing', about: ['essay', 'test', 'exam', 'book', 'mock', 'paper', 'coursework', 'homework', 'year', 'mark'], must: 'what they are marking', keep: 'declined' },
  { goal: 'reinvite', request: BEN, before: ['ben!', 'cinema this weekend?', 'no worries'], line: 'when does it calm down for you, half term?', asks: 'time', must: 'when they are less busy', keep: 'declined' },
  // resolve (the parcel left in the bin; the character is the customer)
  { goal: 'resolve', request: DRIVER, before: ['hello, im sorry to hear about your parcel'], line: 'what was in the parcel, was anything damaged?', asks: 'thing', about: ['book', 'cloth', 'present', 'gift', 'shoe', 'phone', 'order', 'damag', 'wet', 'broken', 'parcel'], must: 'what the parcel held / damage' },
  { goal: 'resolve', request: DRIVER, before: ['hi, thanks for getting in touch'], line: 'when did you find it in the bin?', asks: 'time', must: 'when it was found' },
  // default practices (no request)
  { goal: 'reconnect', before: ['hey!', 'what are you up to these days?'], line: 'oh cool, whats the best bit about the job?', asks: 'thing', must: 'the best part of their job' },
  { goal: 'open', before: ['hi', 'what do you do for work?'], line: 'whats a typical day like?', asks: 'thing', must: 'a typical working day' },
];
