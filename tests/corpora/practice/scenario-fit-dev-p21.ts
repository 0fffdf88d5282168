import type { ScenarioFitCase } from './scenario-fit-dev-p17';

/**
 * Set scenario-fit dev p21 (issue #23 points 1–2, session 19): who is who. 46 new requests where
 * the roles are the hard part — which side the user is on (the business or its customer, tenant
 * or landlord, parent or teacher, candidate or interviewer), social asks of coworkers that are not
 * friction, jobs of several words ("trainee electrician", "head of year"), the person's stated
 * past and traits. Shape of sets p17/p18 (`carry`, `avoid`, `asks`; `kind` when one is clearly
 * right). Written before any change of that round; read with
 * `bun scripts/read-scenario-fit-dev.ts tests/corpora/practice/scenario-fit-dev-p21.ts`.
 * First reading (unchanged tree): see docs/decisions.md "Who is who, set p21".
 */

const PAY = ['payroll', 'pool', 'calibration', 'salary', 'april', 'budgets for next year'];
const DEADLINE = ['deadline', 'new date', 'extension'];
const FRICTION = ['credit', 'keeps', 'the problem', 'complain', 'hr', ...PAY, ...DEADLINE];
const ORDER = ['the order', 'placed the order', 'blender', 'jug', 'courier', 'tracking'];
const ELSEWHERE = ['raise', 'the order', 'deadline', 'payroll'];
const TENANCY = ['boiler', 'mould', '£1,100', 'rent rise'];
const CLASSROOM = ['at break', 'hand up', 'two friends', 'the other kids', 'playground', 'sam and leo'];
const HIRE = ['designer', 'payments start-up', 'the order', 'marketing'];

export const SCENARIO_FIT_DEV_P21: readonly ScenarioFitCase[] = [
  // Social asks of coworkers: an invitation, not a grievance.
  { request: 'theres a quiet guy on my team, Ravi, i want to ask if he fancies coming climbing with us on thursday', kind: 'friend-make', carry: ['climb'], avoid: FRICTION, asks: ['what are you doing thursday?', 'who else is going?'] },
  { request: 'I want to invite my new coworker Jess for a coffee, she only started monday and seems a bit lost', kind: 'friend-make', carry: ['coffee', 'started'], avoid: FRICTION, asks: ['what did you want?', 'how long have you been here?'] },
  { request: 'how do i ask my colleague Tom if he wants to come to Priyas leaving do on friday, hes pretty shy', kind: 'friend-make', carry: ['leaving'], avoid: FRICTION, asks: ['what is happening on friday?', 'who is going?'] },
  { request: 'my coworker keeps talking about running and I want to ask her to join our saturday parkrun', kind: 'friend-make', carry: ['parkrun', 'run'], avoid: FRICTION, asks: ['what is on saturday?', 'how far is it?'] },
  { request: 'id like to get to know the woman who sits opposite me at work better, maybe lunch sometime', kind: 'friend-make', carry: ['lunch'], avoid: FRICTION, asks: ['what did you have in mind?', 'where would we go?'] },
  { request: 'want to ask the new lad in accounts if he wants to play five a side with us after work', kind: 'friend-make', carry: ['five a side', 'football'], avoid: FRICTION, asks: ['what is it?', 'when do you play?'] },
  // Which side: the user as the customer, and the user as the business.
  { request: 'i ordered a parcel from an online shop three weeks ago, it never came and their support keeps fobbing me off', carry: ['parcel', 'three weeks'], avoid: ['blender', 'jug'], asks: ['how can I help?', 'when did you order it?'] },
  { request: 'the garage charged me £300 more than they quoted to fix my car and i want to go back and argue it', carry: ['£300', 'quote', 'car'], avoid: ORDER, asks: ['what seems to be the problem?', 'what were you quoted?'] },
  { request: 'my gym keeps taking money even though i cancelled my membership in june', carry: ['membership', 'june', 'cancel'], avoid: ORDER, asks: ['how can I help?', 'when did you cancel?'] },
  { request: 'a customer at my bakery says the birthday cake we made had the wrong name on it', kind: 'customer', carry: ['cake', 'name'], avoid: ['blender', 'jug'], asks: ['what exactly is wrong?', 'what happened?'] },
  { request: 'im a receptionist at a hotel and a guest is angry that his room wasnt ready at check in', kind: 'customer', carry: ['room', 'check in', 'check-in'], avoid: ORDER, asks: ['what is the problem?', 'what happened?'] },
  { request: 'one of my clients at the salon is upset because her colour came out orange', kind: 'customer', carry: ['colour', 'orange', 'hair'], avoid: ORDER, asks: ['what exactly is wrong?', 'what happened?'] },
  { request: 'the restaurant got my allergy order wrong and i want to speak to the manager about it', carry: ['allergy', 'allergic'], avoid: ['blender', 'jug', 'parcel'], asks: ['how can I help?', 'what happened?'] },
  // Tenant and landlord: the user on either side.
  { request: 'my tenant is three months behind on rent and i need to talk to him about it', carry: ['three months', 'rent', 'behind'], avoid: ['boiler', 'mould', 'deposit'], asks: ['what is this about?', 'how much do I owe?'] },
  { request: 'our landlord wants to put the rent up by £150 from september and we cant afford it', kind: 'landlord', carry: ['£150', 'september', 'rent'], avoid: ['boiler', 'mould', 'deposit'], asks: ['what is the problem?', 'how much is it going up?'] },
  { request: 'the letting agent wont fix our broken front door lock, its been two weeks', kind: 'landlord', carry: ['lock', 'door'], avoid: TENANCY, asks: ['what is the problem?', 'how long has it been?'] },
  { request: 'i want to ask my landlord if i can get a cat', kind: 'landlord', carry: ['cat', 'pet'], avoid: TENANCY, asks: ['what are you asking for?', 'what kind of pet?'] },
  // Parent and teacher: either side, and jobs of several words.
  { request: "I'm a head of year and I have to call a mum about her daughter skipping PE every week", kind: 'teacher-to-parent', carry: ['pe', 'skipping', 'skip'], avoid: ['the order', 'raise'], asks: ['what has she done?', 'how often?'] },
  { request: 'meeting with my sons head of year because he keeps getting put in isolation', kind: 'parent-to-teacher', carry: ['isolation'], avoid: CLASSROOM, asks: ['why does he keep getting it?', 'what happened?'] },
  { request: 'as a nursery teacher i need to tell a dad his little boy has been biting other children', kind: 'teacher-to-parent', carry: ['biting', 'bite', 'bit'], avoid: ['the order', 'raise'], asks: ['what has he done?', 'how do you know?'] },
  { request: "my daughters maths teacher moved her down a set without telling us and i want to ask why", kind: 'parent-to-teacher', carry: ['set', 'moved'], avoid: CLASSROOM, asks: ['what is this about?', 'why did you move her?'] },
  { request: 'i need to speak to my sons swimming coach, he was left out of the gala squad', kind: 'parent-to-teacher', carry: ['gala', 'squad', 'swim'], avoid: CLASSROOM, asks: ['why was he left out?', 'how is he doing?'] },
  // Candidate and interviewer, with jobs of several words.
  { request: 'i have an interview for a trainee electrician apprenticeship on monday', kind: 'interview', carry: ['electric'], avoid: HIRE, asks: ['what is the role?', 'what would I be doing?'] },
  { request: 'job interview tomorrow for a night-shift nurse post on a cardiac ward', kind: 'interview', carry: ['nurse', 'cardiac', 'night'], avoid: HIRE, asks: ['what is the role?', 'what are the hours?'] },
  { request: "I'm interviewing for head of year at my own school next week, bit nervous", kind: 'interview', carry: ['head of year'], avoid: HIRE, asks: ['what is the role?', 'what would I be doing?'] },
  { request: 'got an interview as a sous chef at a busy italian restaurant', kind: 'interview', carry: ['sous chef', 'chef', 'italian'], avoid: HIRE, asks: ['what is the role?', 'what would I be doing?'] },
  { request: 'i need to interview someone for a trainee electrician position, he used to be a roofer', kind: 'interviewer', carry: ['roof', 'roofer'], avoid: HIRE, asks: ['what did you do in your last job?', 'why do you want this job?'] },
  { request: "I'm hiring a night-shift care assistant and the candidate spent ten years as a hospital porter", kind: 'interviewer', carry: ['porter', 'hospital'], avoid: HIRE, asks: ['what did you do in your last job?', 'why do you want this job?'] },
  { request: 'interviewing a candidate for our barista job tomorrow, she ran her own market stall selling cakes before', kind: 'interviewer', carry: ['market stall', 'stall', 'cake'], avoid: HIRE, asks: ['what did you do in your last job?', 'tell me about yourself'] },
  { request: 'want to practise interviewing a delivery driver applicant who was a taxi driver for 6 years', kind: 'interviewer', carry: ['taxi'], avoid: HIRE, asks: ['what did you do in your last job?', 'why do you want this job?'] },
  { request: 'hiring a part time bookkeeper, the applicant is retired and used to be a bank manager', kind: 'interviewer', carry: ['bank'], avoid: HIRE, asks: ['what did you do before?', 'tell me about yourself'] },
  // The person's stated past and traits, in casual practices.
  { request: 'I want to make friends with my neighbour Dave, he just retired from the fire service and is quite shy', kind: 'friend-make', carry: ['fire', 'retired'], avoid: ELSEWHERE, asks: ['what did you do before you retired?', 'how are you finding it?'] },
  { request: "matched with Ellie, she's a night-shift nurse and just got back from climbing Kilimanjaro", kind: 'new-match', carry: ['kilimanjaro', 'nurse', 'night'], avoid: ['the order', 'deadline'], asks: ['what do you do?', 'what have you been up to?'] },
  { request: 'first date with Sam on friday, he is a trainee electrician and loves fishing', kind: 'first-date', carry: ['electric', 'fish'], avoid: ['ramen', 'the order', 'deadline'], asks: ['what do you do for work?', 'what do you do for fun?'] },
  { request: 'i want to talk to the dad at the school gate who is a firefighter, his kid is in my daughters class', kind: 'friend-make', carry: ['fire', 'class'], avoid: ['the order', 'deadline', 'raise'], asks: ['what do you do?', 'where do we know each other from?'] },
  { request: 'catching up with my old flatmate Gemma after 4 years, she moved to Canada and became a vet', kind: 'friend-reconnect', carry: ['canada', 'vet'], avoid: ELSEWHERE, asks: ['how have you been?', 'what are you doing now?'] },
  // Family and friends where who did what to whom matters.
  { request: 'my brother lent me £500 for my van and i havent paid him back yet, he texted asking for it', kind: 'family-repair', carry: ['£500', '500', 'van'], avoid: ['the order', 'deadline', 'raise'], asks: ['what is this about?', 'when can you pay me back?'] },
  { request: 'my sister is annoyed i wasnt at her baby scan, i was stuck at work', kind: 'family-repair', carry: ['scan', 'baby'], avoid: ELSEWHERE, asks: ['why are you upset?', 'what happened?'] },
  { request: 'my friend cancelled on my 30th at the last minute and im the one who is upset, i want to tell her', kind: 'friend-repair', carry: ['30th', 'birthday'], avoid: ELSEWHERE, asks: ['what is this about?', 'what did I do?'] },
  { request: 'my mate Leon borrowed my camera for his trip and gave it back with a cracked lens', kind: 'friend-repair', carry: ['camera', 'lens'], avoid: ELSEWHERE, asks: ['what is this about?', 'what happened?'] },
  // Work: the manager's side and the employee's side.
  { request: 'I manage a small team and need to tell one of my staff, Nina, that she keeps arriving late to her shifts', carry: ['late', 'shift'], avoid: [...PAY, 'deadline'], asks: ['what is this about?', 'what have I done?'] },
  { request: 'my manager wants me to cover every weekend shift this month and i need to push back', carry: ['weekend', 'shift'], avoid: [...PAY, ...DEADLINE], asks: ['what is the problem?', 'why can you not do it?'] },
  { request: 'ask my supervisor if i can swap my night shifts for days because of my kids', carry: ['night', 'shift', 'days'], avoid: [...PAY, ...DEADLINE], asks: ['when would that start?', 'why do you need it?'] },
  { request: 'my colleague keeps taking the credit for the spreadsheet i built in team meetings', kind: 'colleague', carry: ['spreadsheet'], avoid: [...PAY, ...DEADLINE], asks: ['what is the problem?', 'what do you mean?'] },
  // Dating and language, roles in the ask.
  { request: 'i want to ask out the barista at my local coffee shop, her name is Mei', kind: 'crush-ask-out', carry: ['coffee', 'barista', 'cafe'], avoid: ['chemistry', 'the order', 'deadline'], asks: ['where do we know each other from?', 'what can I get you?'] },
  { request: 'practise ordering at a bakery in french, i want a baguette and two croissants', kind: 'language-chat', carry: ['baguette', 'croissant', 'bakery'], avoid: ['the order', 'deadline'], asks: ['what would you like?', 'anything else?'] },
];
