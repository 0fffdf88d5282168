import type { ActiveAgentSlug } from '../../src/shared/agent-slugs';

/**
 * Advisor cards dev K19 (issue #21 point 3, engineer k19, session 18): first messages whose key facts are things,
 * events, places, amounts and dates in varied forms (with "the", a possessive, "a", a plural, a mass noun, a proper
 * name, a possessive time "Saturday's"), each with what a natural answer says for each key fact: `say` lists, per
 * fact, the forms a person would write (any one suffices; matched case-insensitively). Written from SPEC's
 * categories before any change to fill.ts, not from failures seen; a development set, not a held-out one.
 */
export interface AdvisorCardCase {
  slug: ActiveAgentSlug;
  text: string;
  /** Per key fact: natural forms of it in an answer (the first form's last word is the fact's head). */
  say: string[][];
}

const c = (slug: ActiveAgentSlug, text: string, ...say: string[][]): AdvisorCardCase => ({ slug, text, say });
const CA: ActiveAgentSlug = 'chat-advisor';

export const ADVISOR_CARDS_DEV_K19: readonly AdvisorCardCase[] = [
  // Partner.
  c(CA, 'my fiance lost the ring i gave her and now she wont talk about it', ['the ring', 'your ring']),
  c(CA, 'my boyfriend forgot our anniversary dinner on saturday and just said sorry over text', ['our anniversary dinner', 'the anniversary dinner', 'our anniversary', 'the dinner'], ['Saturday']),
  c(CA, 'we keep fighting about the dishes, my girlfriend says i never do them', ['the dishes']),
  c(CA, 'My wife booked a holiday to Portugal without asking me and I am upset', ['Portugal', 'the holiday']),
  c(CA, 'husband spent £300 on a new bike without telling me, we agreed to talk about big purchases', ['£300'], ['the bike', 'the new bike']),
  c('relationship-repair-advisor', 'i missed my partners graduation because of work and she is really hurt', ['your graduation', 'the graduation']),
  c('relationship-repair-advisor', 'I broke my girlfriend\'s laptop by accident and she needs it for her thesis', ['your laptop', 'the laptop']),
  // Ex.
  c(CA, 'my ex still has my guitar and my books from when we lived together, how do i ask for them back', ['my guitar', 'the guitar'], ['my books', 'the books']),
  c(CA, 'my ex wants to meet up at the Red Lion on friday to "talk", should i go', ['the Red Lion'], ['Friday']),
  // Crush / hidden crush.
  c('love-signals-detector', 'the girl from my pottery class always saves me a seat, does she like me', ['the pottery class', 'pottery class', 'class']),
  c(CA, 'i want to ask my crush to the concert on the 14th but im scared', ['the concert'], ['the 14th']),
  c(CA, 'theres a guy at the climbing gym i like, how do i start a conversation', ['the climbing gym']),
  c(CA, 'I have a crush on my coworker and we both go to the Thursday quiz night', ['the quiz night', 'quiz night', 'the quiz']),
  c('date-success-coach', 'I want to ask her to the farmers market this sunday, how do i word it', ['the farmers market'], ['Sunday']),
  // Dating / new match.
  c('date-success-coach', 'first date is at a wine bar on friday and im nervous about what to talk about', ['the wine bar', 'a wine bar'], ['Friday']),
  c('date-success-coach', 'our second date got cancelled because she had a work dinner, how do i reschedule', ['the work dinner', 'your work dinner', 'the date', 'our date', 'second date']),
  c('opening-lines-helper', 'matched with a girl on hinge whose profile says she loves sourdough and hiking', ['Hinge', 'sourdough', 'hiking']),
  c(CA, 'we met at Sarahs wedding in june and have been texting, how do i ask him out', ['the wedding', "Sarah's wedding"], ['June']),
  // Friendship.
  c(CA, 'A friend owes me $200 for the concert tickets and keeps dodging it', ['$200'], ['the concert tickets', 'the tickets']),
  c(CA, 'my best friend borrowed my camera for her trip and brought it back broken', ['my camera', 'the camera']),
  c(CA, 'my friend didnt show up to my birthday party and didnt even text', ['my birthday party', 'the party', 'my party', 'the birthday party']),
  c(CA, 'a friend keeps making comments about my weight in front of everyone', ['my weight']),
  c(CA, 'my friend keeps cancelling our plans last minute, third time this month', ['our plans', 'the plans', 'plans']),
  c(CA, 'my friend owes me fifty quid from the festival and its been two months', ['fifty quid'], ['two months']),
  c('comfort-messages-generator', 'my friend just lost her dog, what do i say to her', ['your dog', 'her dog', 'the dog']),
  c(CA, 'we had a falling out at the wedding last weekend and havent spoken since', ['the wedding']),
  // Family.
  c(CA, 'my sister borrowed my car for the weekend and returned it with a dent', ['my car', 'the car'], ['the dent', 'a dent']),
  c(CA, 'we are selling the house and my brother wants a bigger share', ['the house']),
  c(CA, 'my dad missed my graduation ceremony and now acts like its nothing', ['my graduation', 'the graduation']),
  c(CA, 'my mum keeps asking when we will visit for christmas and i dont want to go this year', ['Christmas']),
  c(CA, 'my parents want me to pay back the $5,000 they gave me for university', ['$5,000']),
  c(CA, 'my brother never returned my drill and now its missing', ['my drill', 'the drill']),
  // Roommates.
  c(CA, 'my roommate keeps leaving dirty dishes in the sink for days', ['the dishes', 'dishes', 'the sink']),
  c(CA, 'my flatmate owes me £120 for the electricity bill', ['£120'], ['the electricity bill', 'the bill']),
  c(CA, 'my roommate has her boyfriend over every night and he uses our bathroom', ['our bathroom', 'the bathroom']),
  c(CA, 'roommate borrowed my charger and my headphones and never gives them back', ['my charger', 'the charger'], ['my headphones', 'the headphones']),
  c(CA, 'my roommate plays loud music after midnight on weeknights', ['the music', 'music'], ['midnight']),
  c(CA, 'my housemate broke the washing machine and wont pay for the repair', ['the washing machine'], ['the repair']),
  // Workplace.
  c(CA, 'my coworker took credit for my slides in the Monday meeting', ['my slides', 'the slides'], ['the Monday meeting', 'the meeting', 'Monday']),
  c(CA, 'my boss wants the report by the 3rd but i have two other deadlines', ['the report'], ['the 3rd']),
  c(CA, 'I want to ask my manager for a raise before my review in March', ['a raise', 'the raise'], ['my review', 'the review'], ['March']),
  c(CA, 'a colleague keeps eating my lunch from the office fridge', ['my lunch'], ['the office fridge', 'the fridge']),
  c(CA, 'my team lead keeps scheduling calls during my lunch break', ['my lunch break', 'lunch break', 'lunch']),
  c(CA, 'my manager said no to my holiday request for the week of the 20th', ['my holiday request', 'the holiday', 'holiday'], ['the 20th']),
  // Customers.
  c(CA, 'a customer wants a refund for a dress she wore to a wedding', ['the dress'], ['a refund', 'the refund']),
  c(CA, 'client hasnt paid the $1,200 invoice from October and stopped answering emails', ['$1,200'], ['October']),
  c(CA, 'a customer left a one star review saying the cake arrived late for her daughters party', ['the cake', 'your cake'], ['the party', "your daughter's party"]),
  c(CA, 'client keeps asking for more revisions on the logo and wont pay extra', ['the logo'], ['revisions']),
  // Teacher–parent.
  c(CA, 'my sons teacher gave him detention for forgetting his homework three times', ['homework', 'his homework', 'the homework'], ['detention']),
  c(CA, 'i am a teacher and a parent is angry about her daughters grade on the science project', ['the science project', 'the project'], ['the grade']),
  c(CA, 'how do i tell the teacher my daughter is being left out at recess', ['recess']),
  // Interviews.
  c('questions-to-ask-in-interview-generator', 'I have a final interview for a product designer role at a bank on Tuesday', ['product designer'], ['Tuesday']),
  c('interviewer-questions-generator', 'interviewing a candidate for a nurse position on the night shift next week', ['nurse']),
  c('interviewee-questions-generator', 'got an interview at the library for an assistant job on monday', ['assistant'], ['Monday']),
  // Social comments.
  c(CA, 'someone left a mean comment on my photo from the beach', ['my photo', 'the photo']),
  c(CA, 'an aunt commented on my engagement post asking when the wedding is', ['my engagement post', 'the post', 'the wedding']),
  // Cross-language.
  c(CA, 'my Italian neighbour invited me to dinner on sunday and I want to answer in Italian', ['dinner'], ['Sunday'], ['Italian']),
  c(CA, 'My French colleague asked if I can cover her shift on the 12th, how do i reply in French', ['your shift', 'the shift', 'her shift'], ['the 12th'], ['French']),
  // Two problems in one, long, typos.
  c(CA, 'so my roomate ate my leftovers AGAIN and also she owes me 40 bucks for the internet, i dont know which to bring up first', ['my leftovers', 'the leftovers'], ['40 bucks'], ['the internet']),
  c(CA, 'ok long story but my best friend is getting married in september and asked me to pay $800 for the bachelorette trip to vegas which i cant afford and i dont want to ruin the wedding', ['$800'], ['the bachelorette trip', 'the trip'], ['Vegas']),
];
