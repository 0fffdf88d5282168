import type { ScenarioFitCase } from './scenario-fit-dev-p17';

/**
 * Set scenario-fit dev p18 (issue #23 points 1–2): 45 new practice requests over every plan kind,
 * written from the catalogues and SPEC before any change of session 18's round, in the shape of
 * set p17: the request, the plan kind when one is clearly right, `carry` (one of these words must
 * reach the practice's title/scenario/role AND one of the character's answers: who, what happened
 * or what is asked, the object of the case), `avoid` (stock facts of another world no answer may
 * say) and `asks` (character questions, each played as the first line). Read with
 * `bun scripts/read-scenario-fit-dev.ts tests/corpora/practice/scenario-fit-dev-p18.ts`.
 */

const PAY = ['payroll', 'pool', 'calibration', 'salary', 'april', 'budgets for next year'];
const DEADLINE = ['deadline', 'new date', 'extension'];
const ORDER = ['the order', 'placed the order', 'blender', 'jug', 'parcel', 'courier', 'tracking'];
const CLASSROOM = ['at break', 'hand up', 'two friends', 'the other kids', 'playground', 'sam and leo'];
const TOOL_POST = ['setup costs', 'saves money', 'the tool', '50%', 'source for the numbers'];
const ELSEWHERE = ['raise', 'the order', 'deadline', 'payroll'];
const TENANCY = ['boiler', 'mould', '£1,100', 'rent rise'];

export const SCENARIO_FIT_DEV_P18: readonly ScenarioFitCase[] = [
  // Family: what happened or what is asked must reach the relative.
  { request: 'my sister and I had a huge row at her wedding about the seating plan and we havent spoken since', kind: 'family-repair', carry: ['wedding', 'seating'], avoid: ELSEWHERE, asks: ['what is this about?', 'what happened?'] },
  { request: 'I want to apologise to my dad for missing his 60th birthday party because of work', kind: 'family-repair', carry: ['birthday', 'party', '60th'], avoid: ELSEWHERE, asks: ['why are you upset?', 'what happened?'] },
  { request: 'my mum keeps giving my kids sweets after i asked her not to and i need to bring it up again', kind: 'family-repair', carry: ['sweets', 'kids', 'grandchildren'], avoid: ELSEWHERE, asks: ['what did I do?', 'what do you want from me?'] },
  { request: 'my grandma said something really hurtful about my boyfriend at sunday lunch and i walked out, now i want to talk to her', kind: 'family-repair', carry: ['boyfriend', 'lunch'], avoid: ELSEWHERE, asks: ['what is this about?', 'what did I say?'] },
  // Friends.
  { request: "I said something mean about Tom's new girlfriend and it got back to him", kind: 'friend-repair', carry: ['girlfriend'], avoid: ELSEWHERE, asks: ['why are you upset?', 'what happened?'] },
  { request: 'my friend Ana is angry because i didnt turn up to her art exhibition opening', kind: 'friend-repair', carry: ['exhibition', 'art', 'opening'], avoid: ELSEWHERE, asks: ['why are you upset?', 'what happened?'] },
  { request: 'me and my best mate fell out over the festival tickets, he reckons I owe him £120 and I dont think i do', kind: 'friend-repair', carry: ['festival', 'ticket', '£120', '120'], avoid: ELSEWHERE, asks: ['what is this about?', 'how much was it?'] },
  { request: 'i told my friends secret to someone else and now she wont talk to me', kind: 'friend-repair', carry: ['secret'], avoid: ELSEWHERE, asks: ['why are you upset?', 'what happened?'] },
  // Partners and exes.
  { request: 'my girlfriend is upset because I forgot to book our anniversary dinner', kind: 'partner-repair', carry: ['anniversary', 'dinner'], avoid: ELSEWHERE, asks: ['why are you upset?', 'what happened?'] },
  { request: 'my husband and I keep fighting about who does the school run every morning', kind: 'partner-repair', carry: ['school run'], avoid: ELSEWHERE, asks: ['what is this about?', 'what do you want to change?'] },
  { request: 'I want to apologise to my ex Maya for ending things over text', kind: 'ex-apology', carry: ['text'], avoid: ELSEWHERE, asks: ['why are you messaging me?', 'what do you want to say?'] },
  { request: "i'd like to get back in touch with my ex, we broke up when I moved to Berlin for work", kind: 'ex-reconnect', carry: ['berlin'], avoid: ['raise', 'the order', 'deadline'], asks: ['how have you been?', 'where are you living now?'] },
  { request: "I havent spoken to my old uni friend Chris since his wedding three years ago and I want to reach out", kind: 'friend-reconnect', carry: ['wedding', 'uni'], avoid: ELSEWHERE, asks: ['how long has it been?', 'when did we last see each other?'] },
  { request: 'I want to make friends with one of the other dads at my sons swimming lessons', kind: 'friend-make', carry: ['swim'], avoid: ELSEWHERE, asks: ['where do we know each other from?', 'what brings you here?'] },
  { request: 'how do i make friends at my new pottery class', kind: 'friend-make', carry: ['pottery', 'clay'], avoid: ELSEWHERE, asks: ['how long have you been coming?', 'what are you making?'] },
  // Dating.
  { request: 'I want to ask out the girl from my book club, her name is Nadia', kind: 'crush-ask-out', carry: ['book'], avoid: ['chemistry', 'the order', 'deadline'], asks: ['where do we know each other from?', 'what are you reading?'] },
  { request: 'theres a guy on my volunteer shift at the food bank i like and i want to start talking to him', kind: 'crush-start', carry: ['food bank', 'volunteer', 'shift'], avoid: ['chemistry', 'the order', 'deadline'], asks: ['where do we know each other from?', 'how long have you been volunteering?'] },
  { request: "second date with Omar tomorrow, we're going bowling", kind: 'second-date', carry: ['bowling', 'bowl'], avoid: ['ramen', 'the order', 'deadline'], asks: ['what are we doing tomorrow?', 'are you any good at it?'] },
  { request: 'first date tonight with Lena at a wine bar by the river', kind: 'first-date', carry: ['wine', 'river'], avoid: ['ramen', 'the order', 'deadline'], asks: ['where are we meeting?', 'what do you usually drink?'] },
  { request: "matched with Kai on hinge, he's into bouldering and baking sourdough, what do i say", kind: 'new-match', carry: ['boulder', 'sourdough', 'climb', 'bak'], avoid: ['the order', 'deadline'], asks: ['what do you do for fun?', 'what are you into?'] },
  // Roommates.
  { request: 'my flatmate never pays her share of the electricity bill on time', kind: 'roommate', carry: ['electric', 'bill'], avoid: ['dishes', 'the order', 'deadline'], asks: ['what is the problem?', 'how much do I owe?'] },
  { request: 'my roommates girlfriend basically lives here now and uses all the hot water, we never agreed to that', kind: 'roommate', carry: ['girlfriend', 'hot water'], avoid: ['dishes', 'the order', 'deadline'], asks: ['what is this about?', 'what do you want me to do?'] },
  // Work: pay, deadlines and asks that are neither.
  { request: "I want to ask my boss for a pay rise, I've been doing the team lead work since March without the title", kind: 'raise', carry: ['team lead', 'march'], avoid: DEADLINE, asks: ['what have you been doing?', 'why now?'] },
  { request: 'need to ask for two more weeks on the website redesign because the client changed the brief', kind: 'extension', carry: ['website', 'redesign', 'brief'], avoid: PAY, asks: ['what happened?', 'what is left to do?'] },
  { request: 'how do i ask my manager for a standing desk', carry: ['standing desk', 'desk'], avoid: [...PAY, ...DEADLINE], asks: ['what exactly do you need?', 'why do you need it?'] },
  { request: 'I want to ask my boss for compassionate leave, my grandad is very ill', carry: ['leave', 'grandad', 'compassionate'], avoid: [...PAY, ...DEADLINE], asks: ['how long would you need?', 'what is going on?'] },
  { request: "I'd like to ask my team lead if I can start and finish an hour earlier", carry: ['earlier', 'hour'], avoid: [...PAY, ...DEADLINE], asks: ['when would that start?', 'why do you need it?'] },
  { request: 'want to ask my manager to send me to the design conference in lisbon', carry: ['conference', 'lisbon'], avoid: [...PAY, ...DEADLINE], asks: ['when is it?', 'what would you get out of it?'] },
  { request: 'my coworker Dan keeps eating my lunch from the office fridge', kind: 'colleague', carry: ['lunch', 'fridge'], avoid: [...PAY, ...DEADLINE], asks: ['what is the problem?', 'what do you mean?'] },
  { request: 'a colleague keeps booking meetings over my focus time and I want to raise it with him', kind: 'colleague', carry: ['meeting', 'focus'], avoid: [...PAY, ...DEADLINE], asks: ['what is the problem?', 'what do you want me to do?'] },
  // Interviews.
  { request: 'interview next week for a junior accountant job at a law firm', kind: 'interview', carry: ['accountant', 'accounting', 'law firm'], avoid: ['marketing', 'the order', 'raise'], asks: ['what is the role?', 'what would I be doing?'] },
  { request: "I'm interviewing candidates for a warehouse supervisor role", kind: 'interviewer', carry: ['warehouse', 'supervisor'], avoid: ['designer', 'payments start-up', 'the order'], asks: ['what did you do in your last job?', 'why do you want this job?'] },
  // Customers.
  { request: 'a customer is furious because the sofa we sold her arrived with a torn cushion', kind: 'customer', carry: ['sofa', 'cushion', 'torn'], avoid: ['blender', 'jug'], asks: ['what exactly is wrong?', 'what happened?'] },
  { request: 'an angry patient at our dental practice says we billed him for a filling he never had', kind: 'customer', carry: ['filling', 'bill'], avoid: ORDER, asks: ['what is the problem?', 'what happened?'] },
  { request: 'customer shouting at me because his suit came back from dry cleaning with the stain still on it', kind: 'customer', carry: ['stain', 'suit', 'dry clean'], avoid: ORDER, asks: ['what exactly is wrong?', 'when did you pick it up?'] },
  // Landlords: the object or term of the tenancy.
  { request: 'i want to ask my landlord if my partner can move in with me', kind: 'landlord', carry: ['partner', 'move in'], avoid: TENANCY, asks: ['what are you asking for?', 'when would they move in?'] },
  { request: 'my landlord is keeping £400 of my deposit for a carpet stain that was already there when i moved in', kind: 'landlord', carry: ['carpet', '£400', 'deposit'], avoid: ['boiler', 'mould', 'rent rise'], asks: ['what is the problem?', 'why are you keeping it?'] },
  { request: "there's damp and black mould in the bathroom and the landlord keeps ignoring my emails", kind: 'landlord', carry: ['mould', 'damp', 'bathroom'], avoid: ['boiler', '£1,100', 'deposit'], asks: ['what is the problem?', 'when did you first notice it?'] },
  { request: 'want to ask my landlord whether I can paint the bedroom walls', kind: 'landlord', carry: ['paint', 'wall'], avoid: TENANCY, asks: ['what are you asking for?', 'what colour?'] },
  // Teachers and parents.
  { request: "my daughter's year 9 english teacher gave her a detention for something she didnt do", kind: 'parent-to-teacher', carry: ['detention'], avoid: ['piano', 'sam and leo'], asks: ['what happened?', 'why did she get it?'] },
  { request: "I'm a teacher and I need to tell a parent their son has been copying homework from classmates", kind: 'teacher-to-parent', carry: ['copy', 'homework'], avoid: ['the order', 'raise'], asks: ['what has he done?', 'how do you know?'] },
  { request: "meeting with my son's chess club coach because he was dropped from the tournament team", kind: 'parent-to-teacher', carry: ['chess', 'tournament'], avoid: CLASSROOM, asks: ['why was he dropped?', 'how is he doing?'] },
  // Comments.
  { request: 'someone wrote under my wedding photos on facebook that the venue looked cheap', kind: 'comment', carry: ['venue', 'wedding', 'cheap'], avoid: TOOL_POST, asks: ['what did you mean by that?', 'why did you comment?'] },
  { request: 'a guy on reddit said my gardening tips were dangerous for kids', kind: 'comment', carry: ['garden', 'dangerous'], avoid: TOOL_POST, asks: ['what did you mean?', 'what was wrong with them?'] },
  // Language practice.
  { request: 'I want to practise small talk in Spanish about my weekend hiking trip', kind: 'language-chat', carry: ['hik', 'weekend', 'trip'], avoid: ['the order', 'deadline'], asks: ['what did you do at the weekend?', 'how was it?'] },
];
