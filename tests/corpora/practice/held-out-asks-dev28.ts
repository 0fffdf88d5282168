import type { AskCase } from './held-out-asks';

/**
 * Set dev28 (engineer q26, issue #23 point 5: the character answers what was asked), written before
 * any change of that round. Its slice: questions people really ask in practice that are not plain
 * wh-questions — questions folded into statements ("i was wondering if youd be free saturday", "tell
 * me about…", "i need to know when…", "no idea how you feel about…"), tag questions ("you found the
 * place ok, right?", "youre not still angry, are you?"), either/or and choice questions ("red or
 * white?", "this week or next for picking them up?"), two questions in one line, requests put as
 * questions ("could you book them after 2?", "would you mind lowering the music after 11?"), chat
 * spelling with no question mark ("u free fri", "wyd after this"), and follow-ups that point back
 * ("and what about the deposit?", "why not?", "since when?", "and your mum?"). Every goal: a date, a
 * crush, an ex, a friend (repair and reinvite), family, a coworker, a boss, a customer, a landlord,
 * a neighbour, an interview, a hire.
 * 69 questions. First reading on the unchanged tree (92fc831): 34/69 strict, 42/69 lenient, about 24/69
 * by hand (misses by hand: a grammar echo of tags, choices and requests — "I free fri", "I've been to
 * spain before, havent I", "next for", "I'll mind lowering the music", "shall you get someone in", "ok
 * with pets, we have a big dog" —; deflections or a stock reaction for statements that ask ("tell me
 * about…", "i need to know when…", "i was wondering why…", "id love to hear…", "wyd after this", "let
 * me know if…"); "why not?" and "no idea how you feel about us being friends" read as pressure or an
 * insult; a film for "cinema or pub quiz"; "I don't know…" for either/or at work; no yes or no for a
 * yes/no put second or with "or is that none of my business"; the dad's knee for "and your mum?"; a
 * shipping date for the order number; a story of onboarding for "you drive, don't you?"; a candidate
 * refusing references).
 * After q26's round (question-frames.ts, answer-requests.ts, question-follow-up.ts): 63/69 strict, 57/69
 * lenient, about 57/69 by hand (seen).
 */
const ELIF = 'first date with Elif tonight, we met at a salsa class and she is an architect';
const MARCO = 'I have a crush on Marco from my Spanish evening class and want to start talking to him';
const SOPHIE = 'I want to meet my ex Sophie to give back her things and see if we can be friends';
const DANI = 'my friend Dani is hurt because I forgot to pick her up from the station';
const KOFI = 'my friend Kofi said no to coming hiking on sunday, I want to invite him to something else';
const TOM = 'my brother Tom borrowed 800 pounds in spring and has not paid it back';
const DAD = 'I need to tell my dad I want to leave my law degree to train as a chef';
const RAJ = 'my coworker Raj keeps booking meetings over my lunch break';
const FIONA = 'I want to ask my manager Fiona if I can move to a four day week';
const SOFA = 'I work at a furniture shop and a customer is angry that their sofa delivery was cancelled twice';
const BOILER = 'the boiler in my flat has been broken for two weeks and my landlord keeps ignoring me';
const DEPOSIT = 'I moved out and my landlord wants to keep half my deposit for a carpet stain';
const MUSIC = 'my upstairs neighbour plays loud music after 11 on weeknights';
const HEDGE = 'my neighbour’s hedge is so tall it blocks the light into my kitchen';
const ANALYST = 'I have an interview for a junior data analyst job at a bank';
const NANNY = 'I am interviewing a nanny to look after my two kids after school';

export const ASKS_DEV28: readonly AskCase[] = [
  // date (Elif, salsa class, an architect)
  { goal: 'invite', request: ELIF, before: ['hey elif', 'i had so much fun at salsa on tuesday'], line: 'i was wondering if youd be free saturday for a drink', asks: 'invite', must: 'a yes, a maybe or a no to a drink on Saturday' },
  { goal: 'invite', request: ELIF, before: ['hi elif', 'so you design buildings, thats so cool'], line: 'tell me about the building youre working on right now', asks: 'thing', about: ['house', 'school', 'library', 'office', 'museum', 'tower', 'flat', 'block', 'extension', 'station', 'hospital', 'design', 'hotel', 'housing', 'kitchen', 'build'], must: 'a building or project of theirs' },
  { goal: 'invite', request: ELIF, before: ['hey', 'this bar is really nice'], line: 'red or white?', asks: 'either', options: ['red', 'white'], must: 'red or white' },
  { goal: 'invite', request: ELIF, before: ['hey elif', 'sorry im a few minutes late'], line: 'you found the place ok, right?', asks: 'yesno', must: 'yes or no about finding the place' },
  { goal: 'invite', request: ELIF, before: ['hi', 'i love how the teacher explains the turns'], line: 'how long have you been dancing? do you go every week?', asks: 'time', must: 'how long they have danced' },
  { goal: 'invite', request: ELIF, before: ['hey elif', 'i had a really good time tonight'], line: 'u free fri', asks: 'invite', must: 'a yes, a maybe or a no to Friday' },
  // crush (Marco, Spanish evening class)
  { goal: 'open', request: MARCO, before: ['hey marco', 'that vocab quiz was brutal'], line: 'i always wonder why people sign up for spanish at night', asks: 'reason', must: 'why they signed up for the Spanish class' },
  { goal: 'open', request: MARCO, before: ['hey marco'], line: 'youve been to spain before, havent you?', asks: 'yesno', must: 'whether they have been to Spain' },
  { goal: 'open', request: MARCO, before: ['hey marco', 'class ran so late tonight'], line: 'wyd after this', asks: 'thing', about: ['home', 'dinner', 'gym', 'cook', 'eat', 'train', 'bus', 'drink', 'friend', 'walk', 'sleep', 'bed', 'work', 'nothing', 'shower', 'film', 'series', 'food'], must: 'what they are doing after class' },
  { goal: 'open', request: MARCO, before: ['hey', 'i need a break from verbs lol'], line: 'coffee or a walk?', asks: 'either', options: ['coffee', 'walk'], must: 'coffee or a walk' },
  { goal: 'open', request: MARCO, before: ['hi marco'], line: 'do you like the new teacher? is she always this strict?', asks: 'yesno', must: 'whether they like the teacher' },
  { goal: 'open', request: MARCO, before: ['hey marco', 'what made you pick spanish'], line: 'and why a class and not an app?', asks: 'reason', about: ['class', 'app', 'people', 'teacher', 'speak', 'talk', 'practi', 'lazy', 'motivat', 'real', 'discipline', 'screen'], must: 'why a class rather than an app' },
  // ex (Sophie, giving back her things)
  { goal: 'reconnect', request: SOPHIE, before: ['hi sophie', 'i still have your box of books and the lamp'], line: 'this week or next for picking them up?', asks: 'either', options: ['this week', 'next'], must: 'this week or next' },
  { goal: 'reconnect', request: SOPHIE, before: ['hey sophie', 'thanks for replying'], line: 'youre not still angry about the flat, are you?', asks: 'yesno', must: 'still angry or not' },
  { goal: 'reconnect', request: SOPHIE, before: ['hi', 'i know this is a bit weird'], line: 'no idea how you feel about us being friends after everything', asks: 'opinion', about: ['friend'], must: 'how they feel about being friends' },
  { goal: 'reconnect', request: SOPHIE, before: ['hey sophie', 'how is your sister doing these days'], line: 'and your mum?', asks: 'feeling', about: ['she', 'mum', 'mom'], must: 'how their mum is' },
  { goal: 'reconnect', request: SOPHIE, before: ['hi sophie'], line: 'could you text me your new address so i can post the rest?', asks: 'yesno', must: 'yes or no to texting the address' },
  { goal: 'reconnect', request: SOPHIE, before: ['hey'], line: 'r u seeing someone new or is that none of my business lol', asks: 'yesno', must: 'whether they are seeing someone, or that it is not the user’s business' },
  // friend (Dani, not picked up from the station)
  { goal: 'repair', request: DANI, before: ['dani im so sorry about the station'], line: 'you waited ages, didnt you?', asks: 'yesno', must: 'yes or no about waiting long' },
  { goal: 'repair', request: DANI, before: ['hey dani', 'i feel terrible about yesterday'], line: 'tell me what happened after i didnt show up', asks: 'thing', about: ['taxi', 'bus', 'wait', 'walk', 'uber', 'cab', 'train', 'home', 'phone', 'call', 'rain', 'lift', 'minutes', 'hour'], must: 'what they did after being left at the station' },
  { goal: 'repair', request: DANI, before: ['dani please'], line: 'are you ok? did you get home alright that night?', asks: 'yesno', must: 'whether they are ok / got home' },
  { goal: 'repair', request: DANI, before: ['dani im really sorry', 'i forgot because of the work thing'], line: 'so what now? are we ok?', asks: 'yesno', must: 'whether they are ok' },
  { goal: 'repair', request: DANI, before: ['dani', 'i owe you one'], line: 'would you let me buy you dinner on friday to say sorry?', asks: 'invite', must: 'a yes, a maybe or a no to dinner' },
  // friend (Kofi, said no to the Sunday hike)
  { goal: 'reinvite', request: KOFI, before: ['hey kofi', 'shame about sunday'], line: 'why not?', asks: 'reason', about: ['sunday', 'busy', 'work', 'shift', 'family', 'plans', 'knee', 'tired', 'weather', 'rain', 'hik', 'walk', 'legs', 'long', 'early', 'ankle'], must: 'why not the Sunday hike', keep: 'declined' },
  { goal: 'reinvite', request: KOFI, before: ['hey kofi', 'no worries about the hike'], line: 'cinema or pub quiz instead?', asks: 'either', options: ['cinema', 'quiz'], must: 'the cinema or the quiz' },
  { goal: 'reinvite', request: KOFI, before: ['kofi', 'all good about sunday'], line: 'let me know if theres a weekend that works better', asks: 'time', must: 'a weekend, or why not yet', keep: 'declined' },
  { goal: 'reinvite', request: KOFI, before: ['hey', 'sunday no stress'], line: 'nxt wknd any better or nah', asks: 'yesno', must: 'yes or no about next weekend' },
  { goal: 'reinvite', request: KOFI, before: ['hey kofi'], line: 'its not because of me, is it?', asks: 'yesno', must: 'no (or yes) about it being the user', keep: 'declined' },
  // family (brother Tom and the 800 pounds)
  { goal: 'align', request: TOM, before: ['tom can we talk about the money'], line: 'i need to know when youre planning to pay me back', asks: 'time', must: 'when they will pay back' },
  { goal: 'align', request: TOM, before: ['hey tom', 'its about the 800'], line: 'all at once or bit by bit, whatever works', asks: 'either', options: ['all at once', 'bit by bit', 'monthly', 'instal', 'chunk'], must: 'all at once or in parts' },
  { goal: 'align', request: TOM, before: ['tom', 'i lent you that money in april'], line: 'you havent forgotten about it, have you?', asks: 'yesno', must: 'yes or no about forgetting' },
  { goal: 'align', request: TOM, before: ['tom', 'mum said youve been out of work'], line: 'since when?', asks: 'time', must: 'since when they have been out of work' },
  // family (dad, leaving law to be a chef)
  { goal: 'align', request: DAD, before: ['dad can we talk', 'i want to leave law and train as a chef'], line: 'id really like to know what you actually think', asks: 'opinion', about: ['chef', 'law', 'cook', 'degree', 'kitchen', 'career', 'risk', 'job'], must: 'their view of leaving law for cooking' },
  { goal: 'align', request: DAD, before: ['dad', 'i have thought about it for a year'], line: 'are you disappointed? is it the money?', asks: 'feeling', about: ['disappoint', 'worr', 'money', 'surprise', 'not', 'bit', 'hurt', 'upset', 'scared'], must: 'disappointed or not' },
  { goal: 'align', request: DAD, before: ['dad'], line: 'youll still come to my first service though, right?', asks: 'yesno', must: 'yes or no to coming' },
  // coworker (Raj, meetings over lunch)
  { goal: 'align', request: RAJ, before: ['hey raj, got a sec', 'its about the 12:30 meetings'], line: 'could you book them after 2 from now on?', asks: 'yesno', must: 'yes or no to booking after 2' },
  { goal: 'align', request: RAJ, before: ['hi raj'], line: 'i was wondering why the standups moved to lunchtime', asks: 'reason', must: 'why the standups moved to lunchtime' },
  { goal: 'align', request: RAJ, before: ['raj', 'the 12:30 slot is hard for me'], line: 'would earlier or later suit the team better?', asks: 'either', options: ['earlier', 'later'], must: 'earlier or later' },
  { goal: 'align', request: RAJ, before: ['hey raj'], line: 'u know i take lunch at 12 right', asks: 'yesno', must: 'whether they knew' },
  // boss (Fiona, a four-day week)
  { goal: 'ask', request: FIONA, before: ['hi fiona, thanks for the time', 'i would like to talk about my hours'], line: 'id love to hear how you feel about a four day week', asks: 'opinion', about: ['four', 'day', 'week', 'friday', 'hours', 'team', 'cover', 'open', 'idea'], must: 'a view of the four-day week' },
  { goal: 'ask', request: FIONA, before: ['hi fiona', 'i am thinking about dropping fridays'], line: 'would a trial month or a permanent change be easier to approve?', asks: 'either', options: ['trial', 'permanent'], must: 'a trial or a permanent change' },
  { goal: 'ask', request: FIONA, before: ['hi fiona'], line: 'whos the one who signs this off? is it you or hr?', asks: 'person', must: 'who signs it off' },
  { goal: 'ask', request: FIONA, before: ['fiona', 'i would keep the same targets'], line: 'and what about my pay?', asks: 'thing', about: ['pay', 'salary', 'pro rata', 'percent', '80', 'drop', 'same', 'less', 'hours'], must: 'what happens to the pay' },
  { goal: 'ask', request: FIONA, before: ['hi fiona'], line: 'this wouldnt need to go to the board, would it?', asks: 'yesno', must: 'yes or no about the board' },
  // customer (the sofa delivery cancelled twice; the character is the customer)
  { goal: 'resolve', request: SOFA, before: ['hello, im so sorry about the delivery'], line: 'morning or afternoon for the new slot?', asks: 'either', options: ['morning', 'afternoon'], must: 'morning or afternoon' },
  { goal: 'resolve', request: SOFA, before: ['hi, i can help with the sofa'], line: 'could you give me your order number please', asks: 'thing', must: 'an order number' },
  { goal: 'resolve', request: SOFA, before: ['hello', 'i see it was cancelled twice'], line: 'did anyone call you? did they say why?', asks: 'yesno', must: 'whether anyone called' },
  { goal: 'resolve', request: SOFA, before: ['hi, thanks for your patience'], line: 'i need to know which address we should deliver to', asks: 'place', must: 'an address' },
  { goal: 'resolve', request: SOFA, before: ['hello'], line: 'whats the best number to reach u on', asks: 'thing', must: 'a phone number' },
  // landlord (the broken boiler; the character is the landlord)
  { goal: 'ask', request: BOILER, before: ['hi, its about the boiler again'], line: 'i need to know when someone is coming to fix it', asks: 'time', must: 'when someone comes' },
  { goal: 'ask', request: BOILER, before: ['hello', 'the boiler has been off for two weeks'], line: 'you did get my emails, didnt you?', asks: 'yesno', must: 'yes or no about the emails' },
  { goal: 'ask', request: BOILER, before: ['hi', 'the engineer said the part is on order'], line: 'and how long does that take?', asks: 'time', must: 'how long the part takes' },
  { goal: 'ask', request: BOILER, before: ['hi', 'its freezing in the flat'], line: 'would you be able to lend us a heater till its fixed', asks: 'yesno', must: 'yes or no to a heater' },
  // landlord (the deposit)
  { goal: 'ask', request: DEPOSIT, before: ['hi, thanks for sending the inspection report', 'the carpet stain was there when i moved in'], line: 'and what about the deposit?', asks: 'thing', about: ['deposit', 'half', 'back', 'return', 'keep', 'full', 'refund'], must: 'what happens to the deposit' },
  { goal: 'ask', request: DEPOSIT, before: ['hello', 'i have photos from the day i moved in'], line: 'do you want them by email or on whatsapp?', asks: 'either', options: ['email', 'whatsapp'], must: 'email or WhatsApp' },
  // neighbour (music after 11)
  { goal: 'defuse', request: MUSIC, before: ['hi, im from the flat below', 'ive been meaning to come up'], line: 'would you mind lowering the music after 11?', asks: 'yesno', must: 'yes or no to lowering the music' },
  { goal: 'defuse', request: MUSIC, before: ['hey, sorry to knock', 'its about the music at night'], line: 'not sure if you realise how much the bass comes through', asks: 'yesno', must: 'whether they realised' },
  { goal: 'defuse', request: MUSIC, before: ['hi', 'its the guy from 2b'], line: 'wat time do ur parties usually finish', asks: 'time', must: 'when the parties finish' },
  { goal: 'defuse', request: MUSIC, before: ['hey'], line: 'you work from home too, dont you?', asks: 'yesno', must: 'whether they work from home' },
  // neighbour (the hedge)
  { goal: 'ask', request: HEDGE, before: ['hi, its about the hedge'], line: 'do you want to trim it yourself or shall i get someone in?', asks: 'either', options: ['myself', 'someone', 'gardener'], must: 'themselves or someone' },
  // interview (junior data analyst at a bank; the character is the interviewer)
  { goal: 'interview', request: ANALYST, before: ['hi, thanks for having me'], line: 'id love to hear what a normal day looks like for the team', asks: 'thing', about: ['data', 'report', 'dashboard', 'sql', 'meeting', 'stand', 'model', 'excel', 'python', 'analys', 'numbers', 'request'], must: 'a normal day of the team' },
  { goal: 'interview', request: ANALYST, before: ['hello', 'i have a year of sql experience'], line: 'how many people are on the team? who would i report to?', asks: 'amount', must: 'how many on the team' },
  { goal: 'interview', request: ANALYST, before: ['hi', 'thanks for explaining the training'], line: 'so what happens after today?', asks: 'time', must: 'when they hear next' },
  { goal: 'interview', request: ANALYST, before: ['hi'], line: 'is it ok if i ask abt salary', asks: 'yesno', must: 'yes or no to asking about salary' },
  // hire (a nanny; the character is the candidate)
  { goal: 'hire', request: NANNY, before: ['hi, thanks for coming', 'the kids are 4 and 7'], line: 'tell me about the last family you worked with', asks: 'thing', about: ['kid', 'child', 'boy', 'girl', 'family', 'year', 'twins', 'school', 'baby', 'toddler', 'son', 'daughter'], must: 'the last family they worked for' },
  { goal: 'hire', request: NANNY, before: ['hi'], line: 'are you ok with pets, we have a big dog', asks: 'yesno', must: 'yes or no about the dog' },
  { goal: 'hire', request: NANNY, before: ['hi, nice to meet you', 'we need someone from 3 to 6'], line: 'you drive, dont you?', asks: 'yesno', must: 'whether they drive' },
  { goal: 'hire', request: NANNY, before: ['hello', 'we would want someone to start in march'], line: 'could you send me two references by friday?', asks: 'yesno', must: 'yes or no to sending references' },
  { goal: 'hire', request: NANNY, before: ['hi'], line: 'when could you start? and how many afternoons could you do?', asks: 'time', must: 'when they could start' },
];
