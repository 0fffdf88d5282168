import type { ExtractionDevExample } from './extraction-dev-f17';

/**
 * Extraction development set F23b (issue #21 point 3, session 20, helper f23): a second set of first messages, written
 * after round 1 of f23 (commit 4ae6d8d) and before round 2, to read forms round 1 was not built on: money in symbols,
 * codes and slang, clock times said loosely, dates with texting shorthand, spans without their article ("couple
 * weeks ago"), frequencies written with "x", ages in forum form ("25F"), and channels by verb ("dm'd", "snapped me").
 * Every fact a careful human would name is labelled. Not tuned on: the held-out and blind sets were not read.
 * FIRST READING on the round-1 tree 4ae6d8d: facts 89/110 (80.9%), people 60/63, 103 extracted, 10 named by no label,
 * 0 notFacts back (the unchanged tree 92f583a: 88/110, 1 notFact back).
 * Labels match by containment either way (bench/understanding.ts); `notFacts` must NOT come back as a fact.
 */
const ex = (text: string, facts: string[] = [], people: string[] = [], notFacts: string[] = []): ExtractionDevExample => ({ text, type: null, safety: null, facts, people, notFacts });

export const EXTRACTION_DEV_F23B: readonly ExtractionDevExample[] = [
  // Money.
  ex('my little brother still owes me a fiver from the cinema lol', ['a fiver', 'cinema'], ['brother']),
  ex('i lent her £5k for her wedding and she has not paid back a penny', ['£5k', 'wedding'], ['her']),
  ex('he wants 1.5k for his half of the car', ['1.5k', 'car'], ['he']),
  ex('my flatmate put a couple hundred bucks on my card without asking', ['a couple hundred bucks', 'card'], ['flatmate']),
  ex('meu primo me deve R$ 350 desde o natal', ['R$ 350', 'natal'], ['primo']),
  ex('my coworker earns six figures and still makes me pay for lunch', ['six figures', 'lunch'], ['coworker']),
  ex('boss is offering a 3% raise when inflation was like 9%', ['3% raise', '9%'], ['boss']),
  ex('my sister wants me to cover the full amount for mums present', ['the full amount', 'present'], ['sister', 'mum']),
  ex('they charged me 50p for a bag and i argued with the cashier', ['50p', 'bag'], ['cashier']),
  ex('the plumber quoted CHF 800 and my landlord refuses to pay', ['CHF 800'], ['plumber', 'landlord']),
  ex('my mate still owes me 20 quid and a pint from the match', ['20 quid', 'pint', 'match'], ['mate']),
  ex('he makes minimum wage and his girlfriend expects fancy dinners every week', ['minimum wage', 'fancy dinners', 'every week'], ['girlfriend']),
  ex('we agreed to split it 60/40 but she keeps paying less', ['60/40'], ['she']),
  ex('my dad gave me a few hundred for books and i spent it on concert tickets', ['a few hundred', 'books', 'concert tickets'], ['dad']),

  // Clock times and dates.
  ex('practice ends at 6 sharp but the coach keeps us till half six', ['6 sharp', 'half six'], ['coach']),
  ex('my boss messages me at 11 o clock at night', ['11 o clock at night'], ['boss']),
  ex('the meeting is first thing monday and i havent finished the slides', ['first thing monday', 'slides'], []),
  ex('we are going to her parents this coming saturday', ['this coming saturday'], ['parents']),
  ex('my birthday is a week on friday and no one has said anything', ['birthday', 'a week on friday'], ['no one']),
  ex('we met up over christmas and it was awkward', ['over christmas'], []),
  ex('i havent seen my best friend since lockdown', ['since lockdown'], ['best friend']),
  ex('he forgot my bday again and its xmas next week', ['bday', 'xmas', 'next week'], ['he']),
  ex('we broke up a couple months ago but still live together', ['a couple months ago'], []),
  ex('she stopped replying couple weeks ago after our date', ['couple weeks ago', 'date'], ['she']),
  ex('i moved here back in 2019 and still have no friends', ['2019'], []),
  ex('we have been arguing for the past few months about the wedding', ['the past few months', 'wedding'], []),
  ex('my report is due within 48 hours and my teammate vanished', ['48 hours', 'report'], ['teammate']),
  ex('we are meeting at noon tomorrow at the cafe', ['noon', 'tomorrow', 'cafe'], []),
  ex('my mum is visiting for nye and wants to stay till the 3rd', ['nye', 'the 3rd'], ['mum']),
  ex('the results come out in an hour and i told my parents i would call', ['in an hour', 'call'], ['parents']),
  ex('he proposed on our 2 year anniversary in front of everyone', ['2 year anniversary'], ['he', 'everyone']),
  ex('the lease ends on 31/08 and my roommate hasnt decided', ['31/08', 'lease'], ['roommate']),

  // Frequencies and counts.
  ex('we see each other like 2x a week and i want more', ['2x a week'], []),
  ex('my friend cancels once or twice a month and i am over it', ['once or twice a month'], ['friend']),
  ex('she has asked me for the umpteenth time to cover her shift', ['the umpteenth time', 'shift'], ['she']),
  ex('this is the 5th time this month my neighbour parked in my spot', ['5th time', 'this month', 'spot'], ['neighbour']),
  ex('i have like 50 unread texts from my mum', ['50 unread texts'], ['mum']),
  ex('he calls me every few days just to complain', ['every few days'], ['he']),
  ex('there are 4 of us in the flat and only i clean', ['4 of us', 'flat'], []),
  ex('my post got 200+ likes and my sister didnt even comment', ['200+ likes', 'post'], ['sister']),
  ex('she texts me constantly like every hour', ['every hour'], ['she']),
  ex('he missed 3 of our last 4 dates', ['3 of our last 4 dates'], ['he']),

  // Ages.
  ex('my 16yo wants to go to a party with older kids', ['16yo', 'party'], ['kids']),
  ex('I (24F) have a crush on my coworker (29M)', ['24', '29'], ['coworker']),
  ex('my dad is in his 60s and just started online dating', ['60s', 'online dating'], ['dad']),
  ex('she is turning 30 next month and wants a huge party', ['30', 'next month', 'party'], ['she']),
  ex('my mum is planning my nans 90th at a hotel', ['90th', 'hotel'], ['mum', 'nan']),
  ex('i am a 35 year old man and my parents still treat me like a kid', ['35 year old'], ['parents']),

  // Channels.
  ex('he dmd me on twitter after years of nothing', ['twitter', 'years'], ['he']),
  ex('she snapped me a pic of her ex and i dont know how to react', ['pic'], ['she', 'ex']),
  ex('my manager sent me a calendar invite for a 1:1 on friday titled chat', ['calendar invite', '1:1', 'friday'], ['manager']),
  ex('someone left a note on my car about my parking', ['note', 'car', 'parking'], ['someone']),
  ex('my boyfriend messages his ex on fb messenger', ['fb messenger'], ['boyfriend', 'ex']),
  ex('my teacher emailed my mum about my grades', ['emailed', 'grades'], ['teacher', 'mum']),
  ex('i want to tell him over the phone not in person', ['phone', 'in person'], ['him']),
  ex('she sent me a voice memo crying about her boss', ['voice memo'], ['she', 'boss']),
  ex('a guy slid into my dms and now we talk every day', ['dms', 'every day'], ['guy']),
  ex('my team lead pinged me on slack at midnight', ['slack', 'midnight'], ['team lead']),
  ex('i got a text from my ex at 3am saying he misses me', ['text', '3am'], ['ex']),
  ex('my sister posted our family drama on her story', ['family drama', 'story'], ['sister']),

  // Not facts.
  ex('i have told him a hundred times that it hurts', [], ['him'], ['a hundred times']),
  ex('she is 100 percent cheating on me i just know it', [], ['she'], ['100 percent']),
  ex('we may be moving in together but i am scared', [], [], ['may']),
  ex('i second guess every text i send him', [], ['him'], ['second']),
];
