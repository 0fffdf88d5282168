import type { ScenarioFitCase } from './scenario-fit-dev-p17';

/**
 * Set scenario-fit dev p22 (issue #23 points 1–2, session 20): the right goal and the right people
 * where earlier sets were thin — the user as the customer of every kind of business (shops,
 * couriers, restaurants, gyms, phone companies, airlines, tradespeople, a dentist), the user as the
 * one serving customers, jobs of several words ("night shift care assistant", "junior sous chef",
 * "student nurse"), people named with traits and past, lowercase and typos, two people in one
 * request. Shape of sets p17/p18/p21 (`carry`, `avoid`, `asks`; `kind` when one is clearly right;
 * a customer's asks are what a customer says to the staff). Written before any change of that
 * round; read with `bun scripts/read-scenario-fit-dev.ts tests/corpora/practice/scenario-fit-dev-p22.ts`.
 * First reading (unchanged tree 92f583a): all four 14/52 — kind 26/31, carried 23/52, revealed 19/52,
 * no stock facts 33/52 (17 customer complaints: 0 fit, 9 get no plan). Final reading of that round
 * (docs/decisions.md "The business's side and the one spoken to"): 41/52 — kind 31/31, carried 48,
 * revealed 42, no stock facts 48.
 */

const ORDER = ['the order', 'placed the order', 'blender', 'jug'];
const PAY = ['raise', 'payroll', 'pool', 'calibration', 'salary', 'april'];
const WORK = [...PAY, 'deadline', 'new date', 'extension', 'credit', 'hr'];
const HIRE = ['designer', 'payments start-up', 'the order', 'marketing'];
const TENANCY = ['boiler', 'mould', 'deposit', 'rent rise'];

export const SCENARIO_FIT_DEV_P22: readonly ScenarioFitCase[] = [
  // The user as a customer: the character is the business's staff.
  { request: 'my parcel from the courier was left in the rain and everything inside got soaked, i want to complain', carry: ['soaked', 'rain', 'wet'], avoid: ['blender', 'jug'], asks: ['what happened to my parcel?', 'what are you going to do about it?'] },
  { request: 'the delivery driver said he tried to deliver my sofa but i was home all day, i need to ring the company', carry: ['sofa'], avoid: ['blender', 'jug'], asks: ['what happened with my delivery?', 'when can you bring it?'] },
  { request: 'i want to complain to the restaurant, my partner found a hair in his pasta and the waiter just laughed', carry: ['hair', 'pasta', 'waiter'], avoid: ORDER, asks: ['what happened?', 'what can you do about it?'] },
  { request: 'Ive been charged twice for the same takeaway and the shop wont answer my emails', carry: ['twice', 'charged', 'takeaway'], avoid: ORDER, asks: ['why was I charged twice?', 'when will I get my money back?'] },
  { request: 'my gym froze my membership without asking and still took my direct debit this month', carry: ['membership', 'froze', 'frozen', 'direct debit'], avoid: ORDER, asks: ['why did you take my money?', 'what can you do?'] },
  { request: 'my phone company put me on a more expensive contract without telling me, i want to call them', carry: ['contract', 'tariff'], avoid: ORDER, asks: ['why has my bill gone up?', 'can you put me back on my old contract?'] },
  { request: 'the airline lost my suitcase on the way back from lisbon and i need to chase them up', carry: ['suitcase', 'luggage', 'bag', 'lisbon'], avoid: ORDER, asks: ['where is my suitcase?', 'what happens now?'] },
  { request: 'our flight to malaga was cancelled and the airline only offered a voucher, i want my money back', carry: ['flight', 'malaga', 'voucher', 'cancel'], avoid: ['blender', 'jug', 'parcel'], asks: ['why was it cancelled?', 'can I have a refund instead?'] },
  { request: 'the plumber left a leak under my sink after he fixed it and now he wont come back', carry: ['leak', 'sink', 'plumb'], avoid: ORDER, asks: ['what happened?', 'when can you come back?'] },
  { request: 'a builder took a £2000 deposit for my kitchen and hasnt turned up for 3 weeks', carry: ['kitchen', '£2000', '2000', 'deposit'], avoid: ['blender', 'jug', 'parcel'], asks: ['when are you starting?', 'what happened to my deposit?'] },
  { request: 'my dentist charged me for a filling i never had, i want to query it with the practice', carry: ['filling', 'dent'], avoid: ORDER, asks: ['why was I charged?', 'what can you do about it?'] },
  { request: 'the hairdresser cut my hair way shorter than i asked and i want to go back and say something', carry: ['hair', 'short', 'cut'], avoid: ORDER, asks: ['what happened?', 'what can you do?'] },
  { request: 'i bought a washing machine that broke after a week and the shop says its not their problem', carry: ['washing machine', 'broke'], avoid: ['blender', 'jug'], asks: ['what is wrong with it?', 'can I get a replacement?'] },
  { request: 'i need to complain to the hotel, our room had mould and the aircon didnt work for the whole stay', carry: ['room', 'mould', 'aircon', 'hotel'], avoid: ['blender', 'jug', 'parcel', 'boiler'], asks: ['what was wrong with the room?', 'what can you offer me?'] },
  { request: 'the cafe gave my son a muffin with nuts in even though i told them hes allergic', carry: ['nut', 'allerg', 'muffin'], avoid: ORDER, asks: ['what happened?', 'how did this happen?'] },
  { request: 'my broadband has been down for ten days and the internet provider keeps saying an engineer is coming', carry: ['broadband', 'internet', 'engineer', 'ten days'], avoid: ORDER, asks: ['when will it be fixed?', 'what are you doing about it?'] },
  { request: 'the garage kept my car for two weeks for a simple service and i want some money off', carry: ['car', 'service', 'two weeks', 'garage'], avoid: ['blender', 'jug', 'parcel'], asks: ['why did it take so long?', 'what can you offer me?'] },
  // The user serving customers, often with a job of several words.
  { request: 'im a junior sous chef and a diner sent back his steak three times saying its undercooked', kind: 'customer', carry: ['steak', 'undercooked'], avoid: ['blender', 'jug', 'parcel'], asks: ['what exactly is wrong?', 'what happened?'] },
  { request: 'I work on the checkout at a supermarket and a man shouted at me because we ran out of bags', kind: 'customer', carry: ['bags', 'bag'], avoid: ['blender', 'jug', 'parcel'], asks: ['what is the problem?', 'what happened?'] },
  { request: 'as a call centre agent for a broadband company i get customers yelling about outages', kind: 'customer', carry: ['outage', 'broadband', 'internet'], avoid: ['blender', 'jug', 'parcel'], asks: ['what is the problem?', 'how long has it been down?'] },
  { request: 'i run a small dog grooming business and a client says i cut her poodle too short', kind: 'customer', carry: ['poodle', 'dog', 'short'], avoid: ['blender', 'jug', 'parcel'], asks: ['what exactly is wrong?', 'what happened?'] },
  { request: 'im a cabin crew member and need to practise dealing with a passenger who wont put his seatbelt on', kind: 'customer', carry: ['seatbelt', 'seat belt'], avoid: ['blender', 'jug', 'parcel'], asks: ['what is the problem?', 'why not?'] },
  { request: 'I manage a phone shop and a customer wants a refund on a phone he dropped in the bath', kind: 'customer', carry: ['phone', 'bath', 'refund'], avoid: ['blender', 'jug'], asks: ['what exactly is wrong?', 'what happened?'] },
  { request: 'I am a dental receptionist and a patient is angry that we cancelled her appointment last minute', kind: 'customer', carry: ['appointment', 'cancel'], avoid: ['blender', 'jug', 'parcel'], asks: ['what is the problem?', 'what happened?'] },
  { request: 'im a self employed electrician and a customer refuses to pay the last invoice', kind: 'customer', carry: ['invoice', 'pay'], avoid: ['blender', 'jug', 'parcel'], asks: ['what is the problem?', 'why have you not paid?'] },
  { request: 'working front of house at a restaurant and a couple are complaining they waited an hour for food', kind: 'customer', carry: ['hour', 'waited', 'food'], avoid: ['blender', 'jug', 'parcel'], asks: ['what is the problem?', 'how long did you wait?'] },
  // Interviews for jobs of several words, both sides.
  { request: 'I have an interview for a night shift care assistant job at a care home on tuesday', kind: 'interview', carry: ['care assistant', 'care home', 'night'], avoid: HIRE, asks: ['what is the role?', 'what are the hours?'] },
  { request: 'interview next week to be a student nurse on the childrens ward, really nervous', kind: 'interview', carry: ['nurse', 'ward'], avoid: HIRE, asks: ['what is the role?', 'what would I be doing?'] },
  { request: 'got an interview for junior sous chef at a hotel kitchen', kind: 'interview', carry: ['sous chef', 'chef', 'kitchen'], avoid: HIRE, asks: ['what is the role?', 'what would I be doing?'] },
  { request: 'practise my interview for a senior account manager role at an ad agency', kind: 'interview', carry: ['account manager', 'agency'], avoid: ['designer', 'payments start-up', 'the order'], asks: ['what is the role?', 'what would I be doing?'] },
  { request: 'im interviewing a student nurse for our ward tomorrow, she used to work in a pharmacy', kind: 'interviewer', carry: ['pharmacy'], avoid: HIRE, asks: ['what did you do in your last job?', 'why do you want this job?'] },
  { request: 'hiring a junior sous chef, the guy was a line cook at a burger chain for three years', kind: 'interviewer', carry: ['line cook', 'burger', 'cook'], avoid: HIRE, asks: ['what did you do in your last job?', 'tell me about yourself'] },
  { request: 'i have to interview someone for a forklift driver job, he was in the army before', kind: 'interviewer', carry: ['army'], avoid: HIRE, asks: ['what did you do before?', 'why do you want this job?'] },
  // Named people with traits and past.
  { request: 'want to get to know my new neighbour Brenda, shes a retired midwife and grows tomatoes', kind: 'friend-make', carry: ['midwife', 'tomato'], avoid: WORK, asks: ['what did you do before you retired?', 'what do you do for fun?'] },
  { request: 'first date saturday with Omar, hes a paramedic and obsessed with board games', kind: 'first-date', carry: ['paramedic', 'board game'], avoid: ['the order', 'deadline', 'ramen'], asks: ['what do you do for work?', 'what do you do for fun?'] },
  { request: 'matched with Chloe on hinge, she works as a primary school teacher and does roller derby', kind: 'new-match', carry: ['teacher', 'roller derby', 'derby'], avoid: ['the order', 'deadline'], asks: ['what do you do?', 'what do you do for fun?'] },
  { request: 'i want to reconnect with my old uni friend Tariq, he became a pilot and lives in dubai now', kind: 'friend-reconnect', carry: ['pilot', 'dubai'], avoid: WORK, asks: ['how have you been?', 'what are you doing now?'] },
  { request: 'my neighbour Pete is a grumpy ex-policeman and i want to make friends with him', kind: 'friend-make', carry: ['police'], avoid: WORK, asks: ['what did you do before?', 'how long have you lived here?'] },
  { request: 'i fancy the guy who works at the bike shop, Jonno, hes really into mountain biking', kind: 'crush-ask-out', carry: ['bike', 'biking'], avoid: ['chemistry', 'the order', 'deadline'], asks: ['where do we know each other from?', 'what do you do for fun?'] },
  // Two people in one request: the one the practice is with.
  { request: 'my sister Kate and her husband keep cancelling on us, i want to talk to Kate about it', kind: 'family-repair', carry: ['cancel'], avoid: WORK, asks: ['what is this about?', 'what did I do?'] },
  { request: 'me and my flatmate Josh want to ask our landlord to fix the shower, its been broken a month', kind: 'landlord', carry: ['shower'], avoid: TENANCY, asks: ['what is the problem?', 'how long has it been?'] },
  { request: 'my son and his friend Max got into a fight at school and i need to talk to his teacher', kind: 'parent-to-teacher', carry: ['fight'], avoid: ['at break', 'hand up', 'playground', 'sam and leo'], asks: ['what happened?', 'what is this about?'] },
  { request: 'my boss Karen asked my coworker Dan to take over my project and i want to ask her why', carry: ['project', 'dan', 'take over'], avoid: PAY, asks: ['what is this about?', 'why did you do that?'] },
  { request: 'my friend Aisha told our other friend Mel something i said in private and i want to confront Aisha', kind: 'friend-repair', carry: ['told', 'private', 'mel'], avoid: WORK, asks: ['what is this about?', 'what did I do?'] },
  // Other sides: tenant and landlord, parent and teacher, with typos.
  { request: 'my landlord keeps turning up at the flat without any warning and i want him to stop', kind: 'landlord', carry: ['warning', 'turning up', 'notice'], avoid: TENANCY, asks: ['what is the problem?', 'what do you want me to do?'] },
  { request: 'my daughters form tutor said she was rude in class but she says she wasnt, i want to ask what happend', kind: 'parent-to-teacher', carry: ['rude'], avoid: ['hand up', 'playground', 'sam and leo'], asks: ['what happened?', 'what did she say?'] },
  { request: 'im a year 6 teacher and need to tell a parent their kid has been copying homework off chatgpt', kind: 'teacher-to-parent', carry: ['homework', 'chatgpt', 'copying'], avoid: ['the order', 'raise'], asks: ['what has he done?', 'how do you know?'] },
  // Work, with jobs of several words.
  { request: 'im a night shift care assistant and want to ask my manager to stop putting me on 12 hour shifts', carry: ['12 hour', 'shift'], avoid: [...PAY, 'deadline'], asks: ['what is the problem?', 'why can you not do it?'] },
  { request: 'as a student nurse i want to tell my mentor she keeps leaving me alone with really sick patients', carry: ['alone', 'patients'], avoid: [...PAY, 'deadline'], asks: ['what is the problem?', 'what do you mean?'] },
  { request: 'i want to ask my head chef if i can have christmas day off this year', carry: ['christmas'], avoid: [...PAY, 'deadline'], asks: ['when would that be?', 'why do you need it?'] },
  { request: 'my coworker on the warehouse floor keeps skiving and leaving me to do his picks', kind: 'colleague', carry: ['picks', 'skiv'], avoid: [...PAY, 'deadline'], asks: ['what is the problem?', 'what do you mean?'] },
  { request: 'i need to ask my boss for a raise, ive been a team leader for two years on the same pay', kind: 'raise', carry: ['raise', 'pay', 'team leader'], avoid: ['deadline'], asks: ['when could it happen?', 'what do you need to see from me?'] },
];
