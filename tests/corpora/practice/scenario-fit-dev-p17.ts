import type { PlanKind } from '../../../src/server/ai/offline/practice/plan-context';

/**
 * Set scenario-fit dev p17 (issue #23 points 1–2): practice requests whose specifics — what is
 * asked, the other person's role, the item or service — must reach the practice the coach builds,
 * so the character speaks from the user's world and not from a template's stock facts. Written
 * before any change of that round; read with `bun scripts/read-scenario-fit-dev.ts`.
 *
 * Each case: the request; the plan kind it should build (when one is clearly right); `carry`:
 * words of which one must appear in the practice's title/scenario/role AND in at least one of the
 * character's answers; `avoid`: stock words of another world that no answer may say; `asks`: the
 * character questions whose answers reveal the scenario (each played as the first line).
 */
export interface ScenarioFitCase {
  request: string;
  kind?: PlanKind;
  carry: readonly string[];
  avoid: readonly string[];
  asks: readonly string[];
}

/** Stock facts of the pay/deadline/order/class/post worlds. */
const PAY = ['raise', 'payroll', 'pool', 'calibration', 'salary', 'april', 'budgets for next year'];
const DEADLINE = ['deadline', 'new date', 'extension'];
const ORDER = ['the order', 'placed the order', 'blender', 'jug', 'parcel', 'delivered', 'courier', 'tracking'];
const CLASSROOM = ['at break', 'hand up', 'two friends', 'the other kids', 'in class', 'playground', 'sam and leo'];
const TOOL_POST = ['setup costs', 'saves money', 'the tool', '50%', 'source for the numbers'];

export const SCENARIO_FIT_DEV_P17: readonly ScenarioFitCase[] = [
  // Work: asks that are neither pay nor a deadline.
  { request: 'I want to ask my manager if I can switch to a four-day week', carry: ['four-day', 'four day'], avoid: [...PAY, ...DEADLINE], asks: ['when could that start?', 'what would you need from me to agree?', 'what worries you about it?'] },
  { request: 'i need to ask my boss whether i can work from home two days a week', carry: ['from home', 'remote'], avoid: [...PAY, ...DEADLINE], asks: ['when could we try it?', 'what do you need to see first?'] },
  { request: 'how do I ask my supervisor for unpaid leave to go travelling for three months', carry: ['leave', 'travel'], avoid: [...PAY, 'deadline'], asks: ['when would you go?', 'what would happen to your work?'] },
  { request: 'I want to ask my line manager to let me move to the data team', carry: ['data team', 'move', 'transfer'], avoid: [...PAY, ...DEADLINE], asks: ['when could it happen?', 'what do you need from me?'] },
  { request: 'Practise asking my boss to pay for a project management course', carry: ['course', 'training'], avoid: ['payroll', 'pool', 'calibration', ...DEADLINE], asks: ['when would the course start?', 'what would you need to see?'] },
  { request: 'my manager keeps scheduling meetings at 8am and I want to ask her to move them later because of school drop off', carry: ['meeting', '8am', 'drop'], avoid: [...PAY, ...DEADLINE], asks: ['what time would work for you?', 'why is that hard?'] },
  { request: 'i want to ask my boss for a proper desk chair because my back is killing me', carry: ['chair', 'back'], avoid: [...PAY, ...DEADLINE], asks: ['when do you need it by?', 'what exactly do you need?'] },
  { request: 'I need to tell my manager I want to go part time after my maternity leave', carry: ['part time', 'part-time'], avoid: [...PAY, ...DEADLINE], asks: ['when would that start?', 'how many days are you thinking?'] },
  // Work: the stock worlds that should still hold.
  { request: 'I want to ask my manager for a raise, my review is on 14 May', kind: 'raise', carry: ['raise', 'pay'], avoid: ['deadline'], asks: ['when could it happen?', 'what do you need to see from me?'] },
  { request: 'I need more time on the quarterly report, I wont make fridays deadline', kind: 'extension', carry: ['report', 'deadline'], avoid: ['payroll', 'pool', 'calibration'], asks: ['when can you finish it?', 'what is left to do?'] },
  // Customers: services and repairs, not orders.
  { request: 'A customer is upset because their laptop repair took a month and the screen is still cracked', kind: 'customer', carry: ['laptop', 'repair', 'screen'], avoid: ORDER, asks: ['what exactly is wrong?', 'when did you bring it in?', 'what happened?'] },
  { request: 'an angry client says our plumber left a leak under her sink after the boiler service', kind: 'customer', carry: ['leak', 'sink', 'boiler', 'plumber'], avoid: ORDER, asks: ['what is the problem exactly?', 'when did it start?'] },
  { request: 'a guest at our hotel is furious that their room wasnt cleaned for three days', kind: 'customer', carry: ['room', 'clean'], avoid: ORDER, asks: ['what happened?', 'what do you want us to do?'] },
  { request: "I work at a car garage and a customer is angry that his car's brakes still squeal after we replaced them", kind: 'customer', carry: ['brake', 'car', 'squeal'], avoid: ORDER, asks: ['what exactly is wrong?', 'when did you notice it?'] },
  { request: 'A customer is upset that her haircut came out much shorter than she asked for', kind: 'customer', carry: ['hair', 'short'], avoid: ORDER, asks: ['what went wrong?', 'what would make it right?'] },
  { request: 'an upset customer says the phone he bought from us stopped charging after a week', kind: 'customer', carry: ['phone', 'charg'], avoid: ['blender', 'jug'], asks: ['what exactly is wrong?', 'what did you buy?'] },
  { request: 'A customer is angry because the wedding cake we delivered was the wrong flavour', kind: 'customer', carry: ['cake', 'flavour'], avoid: ['blender', 'jug'], asks: ['what was wrong with it?', 'what did you order?'] },
  { request: 'a gym member is angry that we charged her membership twice this month', carry: ['charg', 'membership', 'twice'], avoid: ['blender', 'jug', 'parcel', 'courier'], asks: ['what happened?', 'how much was taken?'] },
  // Teachers, tutors, coaches of one subject.
  { request: "I have a meeting with my son's maths tutor about his homework", carry: ['maths', 'math', 'homework', 'tutor'], avoid: CLASSROOM, asks: ['how is he getting on?', 'what is he struggling with?'] },
  { request: "I have a meeting with my daughter's piano teacher because she wants to quit", carry: ['piano', 'practi'], avoid: CLASSROOM, asks: ['how is she doing in lessons?', 'what do you think we should do?'] },
  { request: 'i want to talk to my sons football coach, he never gets picked to play', carry: ['football', 'match', 'play', 'team', 'pitch', 'squad'], avoid: CLASSROOM, asks: ['how is he doing?', 'why doesnt he get picked?'] },
  { request: "my daughter's swimming instructor says she's not ready to move up a group and I want to talk to her about it", carry: ['swim', 'group', 'pool', 'stroke'], avoid: CLASSROOM, asks: ['what does she need to work on?', 'when could she move up?'] },
  { request: "I want to speak to my son's guitar teacher, he hasn't practised in weeks and I'm wasting money", carry: ['guitar', 'practi'], avoid: CLASSROOM, asks: ['how is he getting on?', 'what do you suggest?'] },
  { request: "meeting my daughter's dance teacher because she was left out of the show", carry: ['dance', 'show'], avoid: CLASSROOM, asks: ['why was she left out?', 'how is she doing?'] },
  { request: "I need to talk to my son's year 5 teacher because he's being left out at lunch", kind: 'parent-to-teacher', carry: ['lunch', 'left out', 'friends', 'class'], avoid: ['piano', 'maths tutor'], asks: ['how is he in class?', 'who does he play with?'] },
  // Landlords, neighbours.
  { request: 'my landlord still hasnt fixed the broken boiler after three weeks', kind: 'landlord', carry: ['boiler', 'heating', 'hot water'], avoid: ['deposit', 'rent rise'], asks: ['what is the problem?', 'when did it break?'] },
  { request: 'I want to ask my landlord if I can get a cat', kind: 'landlord', carry: ['cat', 'pet'], avoid: ['boiler', 'deposit', 'mould'], asks: ['what are you asking for?', 'when would the cat come?'] },
  { request: 'my landlord wants to put the rent up by £150 and i want to push back', kind: 'landlord', carry: ['rent', '£150'], avoid: ['boiler', 'mould'], asks: ['why are you raising it?', 'how much is the new rent?'] },
  // Comments online, on things other than a tool post.
  { request: 'someone left a nasty comment under my holiday photos saying I look fat', kind: 'comment', carry: ['photo', 'holiday', 'picture'], avoid: TOOL_POST, asks: ['what did you mean by that?', 'why did you comment?'] },
  { request: 'a stranger left a rude comment on my cooking video saying my pasta is wrong', kind: 'comment', carry: ['pasta', 'recipe', 'video', 'cooking'], avoid: TOOL_POST, asks: ['what was wrong with it?', 'why did you say that?'] },
  { request: 'someone commented on my linkedin post about being laid off calling me a whiner', kind: 'comment', carry: ['laid off', 'layoff', 'job', 'linkedin'], avoid: TOOL_POST, asks: ['what did you mean?', 'what bothered you about the post?'] },
  { request: 'got a harsh review on my etsy shop saying the candles smell of nothing', kind: 'comment', carry: ['candle', 'smell', 'scent'], avoid: TOOL_POST, asks: ['what was wrong with them?', 'what would make it better?'] },
  { request: 'someone trolled my post about my marathon time saying its slow', kind: 'comment', carry: ['marathon', 'run', 'race'], avoid: TOOL_POST, asks: ['what did you mean by that?', 'why did you comment?'] },
  // Family, friends, dating: the person's specifics.
  { request: 'I want to tell my mum I am not coming home for christmas this year', kind: 'family-repair', carry: ['christmas'], avoid: ['raise', 'order', 'deadline'], asks: ['why arent you coming?', 'what will you do instead?'] },
  { request: 'my brother borrowed £500 from me six months ago and I want to ask for it back', kind: 'family-repair', carry: ['£500', '500', 'money', 'borrow'], avoid: ['raise', 'order', 'deadline'], asks: ['what is this about?', 'when did you lend it?'] },
  { request: 'i want to ask my dad to stop commenting on my weight at family dinners', kind: 'family-repair', carry: ['weight', 'dinner', 'comment'], avoid: ['raise', 'order', 'deadline'], asks: ['what did I say?', 'when did it happen?'] },
  { request: 'I forgot my best friends birthday and she is upset with me', kind: 'friend-repair', carry: ['birthday'], avoid: ['raise', 'order', 'deadline'], asks: ['why are you upset?', 'what happened?'] },
  { request: 'my friend Jess keeps cancelling our plans last minute and I want to talk to her about it', carry: ['cancel', 'plans'], avoid: ['raise', 'order', 'deadline'], asks: ['what do you mean?', 'when did I cancel?'] },
  { request: 'I want to ask Sam from my climbing gym out for a drink', kind: 'crush-ask-out', carry: ['climbing', 'drink'], avoid: ['chemistry', 'order', 'deadline'], asks: ['where do you want to go?', 'where do we know each other from?'] },
  { request: 'going on a first date with Priya at an italian restaurant on friday', kind: 'first-date', carry: ['italian', 'friday', 'restaurant'], avoid: ['order', 'deadline', 'ramen'], asks: ['where are we going?', 'what time are we meeting?'] },
  // Interviews: the job named.
  { request: 'I have an interview for a nursing job at the childrens hospital on monday', kind: 'interview', carry: ['nurs', 'hospital', 'patient', 'ward'], avoid: ['marketing', 'order', 'raise'], asks: ['what is the role?', 'what would I be doing?'] },
  { request: 'im hiring a barista for my coffee shop and want to practise the interview', kind: 'interviewer', carry: ['barista', 'coffee'], avoid: ['designer', 'order', 'raise'], asks: ['why do you want this job?', 'what did you do in your last job?'] },
  { request: 'I have an interview to become a primary school teacher', kind: 'interview', carry: ['teach', 'school', 'class', 'pupil'], avoid: ['marketing', 'order', 'raise'], asks: ['what is the role?', 'what would I be doing?'] },
];
