import type { PlanKind } from '../../../src/server/ai/offline/practice/plan-context';

/**
 * Set plan-requests dev p24 (issue #23 point 1, session 21): everyday requests from the roles earlier
 * sets used least — neighbours (noise, parking, a fence, bins, a barking dog, a tree, smoke, building
 * work), a child's coach or teacher, a tradesperson, a doctor's receptionist, a club or team captain,
 * a group chat admin, in-laws, step-parents, a mentor, a client who owes money, a friend invited to a
 * gig, a staff member asking for regular shifts; typos, lowercase, rambling, two goals in one, a few
 * in Spanish, French and German. Each with the plan kind a careful reader expects; null where no
 * practice fits or the request does not say what should happen (the coach asks). 'work-ask': an ask
 * of the manager that is neither pay nor a deadline (any work plan that carries the ask, plan.ts
 * workAskPlan). Neighbour disputes expect 'neighbour', the practice this round designs (a calm talk
 * with the neighbour that ends in one specific agreement). `who`: the person's name the plan should
 * carry (null: the request names nobody for that person), checked where given.
 * A development set: read freely (`bun scripts/plan-requests-dev.ts --set p24 -v`), never trained on.
 * First reading (unchanged tree e953d58, before any change): see the first commit of branch issue-p24
 * and the line below.
 * First reading: plan kind 29/64 with 24 wrong plans and 11 questions where a plan fits; names 45/54
 * (no neighbour plan: disputes became crush or roommate plans or a question; in-law, step-parent and
 * captain names missed; a captain, a receptionist and a client who owes money got work or customer plans).
 */
export type DevP24Kind = PlanKind | 'neighbour' | 'work-ask' | null;
export type DevP24Request = readonly [text: string, kind: DevP24Kind, who?: string | null];

export const PLAN_REQUESTS_DEV_P24: readonly DevP24Request[] = [
  // Neighbour disputes: a calm talk ending in one agreement.
  ['my neighbour keeps parking his van across the end of our drive and I cant get the car out for work', 'neighbour', null],
  ['how do I talk to my neighbour Linda about her dog, it barks from 6am every single day', 'neighbour', 'Linda'],
  ['the couple upstairs stomp around and play music until 1am on work nights, i want to ask them nicely to turn it down', 'neighbour', null],
  ['our neighbours tree hangs over our garden and drops leaves in the gutter, I want to ask them to cut it back', 'neighbour', null],
  ['next door keep putting their recycling in our bin and it gets left every week', 'neighbour', null],
  ['my nieghbour Ahmed built his new fence about a foot onto our side', 'neighbour', 'Ahmed'],
  ['neighbor smokes on his balcony right under our bedroom window and it comes in, how do I bring this up', 'neighbour', null],
  ['the lady next door complains about our kids playing in the garden, I want to sort it out before it gets nasty', 'neighbour', null],
  ['the guy across the road has been doing building work for 4 months starting at 7am on saturdays', 'neighbour', null],
  ['our neighbours cat keeps using our vegetable patch as a toilet and i want to mention it without sounding petty', 'neighbour', null],
  ['ok so basically my downstairs neighbour Pete thinks our washing machine is leaking into his ceiling, and maybe it is, but he left a really angry note on our door and now i have to go and talk to him and agree who pays for what', 'neighbour', 'Pete'],
  ['mi vecino pone la música muy alta todas las noches y quiero hablar con él', 'neighbour', null],
  ['mon voisin gare sa voiture devant mon garage tous les jours, je veux lui en parler', 'neighbour', null],
  ['mein Nachbar lässt seinen Hund den ganzen Tag bellen und ich will mit ihm reden', 'neighbour', null],
  ['the people in the flat above keep leaving bikes and boxes in the shared hallway and its a fire risk', 'neighbour', null],
  ['my neighbour Mrs Hughes keeps taking in our parcels and then not giving them back for days', 'neighbour', 'Mrs Hughes'],
  // Neighbours the user wants to know or likes.
  ['I want to invite my new neighbours Tom and Jess round for dinner, we have never really talked', 'friend-make', null],
  ['there is a cute girl who just moved in next door and i want to ask her out for a coffee', 'crush-ask-out', null],
  // A child's coach or teacher.
  ["my son's rugby coach keeps leaving him on the bench and he's starting to hate going", 'parent-to-teacher', null],
  ['I want to ask my daughters teacher why she was moved down a maths set without anyone telling us', 'parent-to-teacher', null],
  ['my kids swimming instructor Mr Barnes shouted at her in front of everyone', 'parent-to-teacher', 'Mr Barnes'],
  ['parents evening on thursday with my sons form tutor, he is being bullied and the school says they dont see it', 'parent-to-teacher', null],
  ["my daughter Lily's dance teacher said she might not be ready for the show and Lily is heartbroken", 'parent-to-teacher', null],
  ['the head of year wants to talk about my son skipping PE', 'parent-to-teacher', null],
  // Tradespeople: the user is their customer (no practice plays that side), unless the user is the trade.
  ['the roofer we paid upfront hasnt come back to finish and wont pick up', null, null],
  ['my kitchen fitter left the cupboards crooked and says thats how they come', null, null],
  ["I'm a plumber and a customer is angry I charged a callout fee on a sunday", 'customer', null],
  ['i do gardening jobs and a client is upset the hedge is shorter than she wanted', 'customer', null],
  // A doctor's receptionist.
  ['the receptionist at my doctors keeps telling me to ring at 8am and by 8.05 all the appointments are gone', null, null],
  ['I work on the front desk at a GP surgery and a patient is furious his prescription isnt ready', 'customer', null],
  // Clubs, teams, group chats.
  ['I want to ask the captain of my football team why I keep getting subbed off at half time', null, null],
  ['i am captain of our netball team and need to tell one of the girls she is not starting on saturday', null, null],
  ['I want to make friends with people at my new cycling club, I always ride home alone after', 'friend-make', null],
  ['someone in the parents whatsapp group I admin keeps posting political stuff and people are getting annoyed', null, null],
  ['someone left a really nasty comment under my post in the village facebook group about my business', 'comment', null],
  // In-laws and step-parents.
  ['my mother in law keeps turning up unannounced and rearranging our kitchen', 'family-repair', null],
  ['my father-in-law makes little digs about my job every sunday lunch and i want to say something', 'family-repair', null],
  ['my MIL wants us to spend every christmas at hers and my husband wont say anything', 'family-repair', null],
  ['my sister in law Claire borrowed £300 months ago and acts like it never happened', 'family-repair', 'Claire'],
  ['my stepdad and I never really talk and I want to try and get closer to him', 'family-repair', null],
  ['my step-mum keeps telling my dad I am rude to her when I am not', 'family-repair', null],
  ['my step mom Karen wants me to call her mum and i am not comfortable with it', 'family-repair', 'Karen'],
  ['my in-laws keep giving our kids sweets after we asked them not to', 'family-repair', null],
  // A mentor.
  ['I want to ask my mentor at work if she would be a reference for a job outside the company', null, null],
  ['my mentor keeps cancelling our monthly chats and I want to ask if he still has time for it', null, null],
  // A client who owes money.
  ['a client owes me £2,000 for a website I finished in march and keeps saying the payment is being processed', null, null],
  ['im a freelance photographer and a wedding couple still havent paid the second half, how do i chase them without being rude', null, null],
  // Friends invited out (the gig).
  ['I want to invite my friend Ana to a gig next saturday, she just moved here for uni', 'friend-make', 'Ana'],
  ['want to ask my mate Jordan if he wants to come to a festival with us in july, we only know each other from work', 'friend-make', 'Jordan'],
  ['I got two tickets to see a band on friday and want to invite Priya from my yoga class', 'friend-make', 'Priya'],
  // Staff asking the manager for regular shifts.
  ['I want to ask my manager for regular shifts instead of finding out my rota every sunday night', 'work-ask', null],
  ['i work at a cafe and want to ask my boss for a fixed contract with set hours, not zero hours', 'work-ask', null],
  ['how do I ask my supervisor Gemma if I can have the same shift every week because of childcare', 'work-ask', 'Gemma'],
  // Two goals in one: the one to rehearse is said.
  ['my neighbour keeps blocking the drive and my flatmate never pays the bills on time, I want to practise the neighbour one', 'neighbour', null],
  ['two things: my mother in law and my boss, lets start with my boss, he keeps giving me the weekend shifts', 'colleague', null],
  ['i need to talk to my sons coach about his playing time and also ask my neighbour to move his car but the coach is more urgent', 'parent-to-teacher', null],
  ['my stepdad is annoyed I missed his birthday, and I also need more time on my essay, help me with the essay first', 'extension', null],
  // Everyday, typos, rambling.
  ['my nieghbours teenage son revs his motorbike outside at midnight', 'neighbour', null],
  ['neighbour parks in my space', 'neighbour', null],
  ['so our new next door neighbours are lovely but they have a rooster and it starts at 5am and i have a newborn and i just need them to do something about it, i dont want to fall out', 'neighbour', null],
  ['i want to ask my landlord to fix the window before winter', 'landlord', null],
  ['my best friend Nina got engaged and didnt tell me first, i found out on instagram', 'friend-repair', 'Nina'],
  ['my partner and I keep arguing about whose turn it is to walk the dog', 'partner-repair', null],
  ['how do i tell my grandma i am vegan without her getting offended', 'family-repair', null],
];
