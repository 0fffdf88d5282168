import type { ExtractionDevExample } from './extraction-dev-f17';

/**
 * Extraction development set F21 (issue #21, session 19, helper f21): first messages over every category of SPEC's
 * catalogue in new voices (lowercase, typos, slang, long rambling lines, negations, two problems in one), some in
 * Spanish, French, German, Italian and Portuguese. Stress on what f20 left: things after a preposition without a
 * determiner, compounds with a general head ("seating plan"), nouns after la/le/der/il, "table for 8", multiples
 * ("3x what she does"), in-laws written without hyphens; money, times, events, places, channels and objects in every
 * form. Written before any change to the extractors and without reading the held-out or blind sets.
 * FIRST READING (unchanged tree, 2026-11-28): see /work/wt/notes/f21.md and the commit adding this file.
 * Labels match by containment either way (bench/understanding.ts); `notFacts` must NOT come back as a fact.
 */
const ex = (text: string, facts: string[] = [], people: string[] = [], notFacts: string[] = []): ExtractionDevExample => ({ text, type: null, safety: null, facts, people, notFacts });

export const EXTRACTION_DEV_F21: readonly ExtractionDevExample[] = [
  // Crush and hidden crush.
  ex('the cute guy from pottery class left his scarf on my chair and i kept it like a weirdo, class is again on weds', ['pottery class', 'scarf', 'weds'], ['guy']),
  ex('my crush liked 3 of my old photos at 2am last night what does that mean', ['3 of my old photos', '2am', 'last night'], ['crush']),
  ex('i have feelings for my lab partner and we present our poster in front of the whole dept next friday', ['poster', 'next friday'], ['lab partner']),
  ex('should i tell my best mate i like his sister before his stag do in ibiza or after', ['stag do', 'ibiza'], ['best mate', 'sister']),
  ex('been sending voice notes back and forth with a girl from work for two weeks, is it flirting', ['voice notes', 'two weeks'], ['girl']),
  ex('i wrote a whole love letter on paper and chickened out at the bus stop', ['love letter', 'bus stop'], []),
  ex('my crush is moving to canada in january and i never told her anything', ['canada', 'january'], ['crush']),
  ex('he asked if i wanted to grab coffee after choir practice on thursday but his ex is in the choir too', ['coffee', 'choir practice', 'thursday'], ['he', 'ex']),
  ex('how do i flirt over slack without making it weird at work', ['slack'], []),
  ex('she gave me a mixtape on spotify called songs for you and i dont know if its romantic', ['mixtape', 'spotify'], ['she']),

  // Relationships.
  ex('my husband lent his brother five grand from our savings without telling me and now its gone', ['five grand', 'savings'], ['husband', 'brother']),
  ex('boyfriend keeps forgetting date night every wednesday because of his fantasy football league', ['date night', 'every wednesday', 'fantasy football league'], ['boyfriend']),
  ex('my partner wants a dog but our lease says no pets and the landlord is strict', ['dog', 'lease', 'no pets'], ['partner', 'landlord']),
  ex('we booked a weekend in paris for our anniversary and she cancelled the night before', ['weekend in paris', 'anniversary', 'the night before'], ['she']),
  ex('my girlfriend spends like £400 a month on clothes and then asks me to cover her half of the bills', ['£400 a month', 'clothes', 'half of the bills'], ['girlfriend']),
  ex('hes been texting his ex on snapchat at midnight and says its just banter', ['snapchat', 'midnight'], ['ex']),
  ex('wife wants to sell the car to pay off the credit card, i need it for the commute', ['car', 'credit card', 'commute'], ['wife']),
  ex('my fiance wants a big church wedding with 200 guests and i want to elope in iceland', ['church wedding', '200 guests', 'iceland'], ['fiance']),
  ex('partner said we need a break right before my mums 60th party on the 14th', ['break', '60th party', 'the 14th'], ['partner', 'mum']),
  ex('we have been together 7 years and he still wont talk about kids or a mortgage', ['7 years', 'kids', 'mortgage'], ['he']),

  // Dating apps.
  ex('matched with someone on bumble who said they were 5ft10 and they were clearly not', ['bumble', '5ft10'], ['someone']),
  ex('hinge date showed up 40 mins late to the wine bar and then made me split the bill', ['hinge', '40 mins', 'wine bar', 'bill'], []),
  ex('a guy on tinder keeps asking me to move to telegram after two messages is that a red flag', ['tinder', 'telegram', 'two messages'], ['guy']),
  ex('first date tmrw night at a bowling alley, what do i even talk about', ['first date', 'tmrw night', 'bowling alley'], []),
  ex('she unmatched me on hinge after our third date and i paid for dinner every time', ['hinge', 'third date', 'dinner'], ['she']),
  ex('someone on raya asked for my instagram handle and my home address before we even met', ['raya', 'instagram', 'home address'], ['someone']),
  ex('my match wants to facetime at 11pm on a work night, too keen or normal', ['facetime', '11pm', 'work night'], ['match']),
  ex('we went on 4 dates in 2 weeks and now hes left me on read since saturday', ['4 dates', '2 weeks', 'on read', 'saturday'], ['he']),
  ex('guy from the apps asked me to venmo him 50 bucks for concert tickets before we even met', ['venmo', '50 bucks', 'concert tickets'], ['guy']),
  ex('how do i write a bio for feeld that doesnt sound desperate', ['bio', 'feeld'], []),

  // Friends and money.
  ex('lent my mate 250 for his car insurance in august and he hasnt mentioned it since', ['250', 'car insurance', 'august'], ['mate']),
  ex('my friend owes me half the airbnb for the cornwall trip, about 180 each', ['half the airbnb', 'cornwall trip', '180'], ['friend']),
  ex('group dinner was 340 and everyone wants to split evenly but i only had a salad', ['group dinner', '340', 'salad'], ['everyone']),
  ex('my bestie keeps borrowing a tenner here and there and its adding up to like 90 quid', ['a tenner', '90 quid'], ['bestie']),
  ex('friend asked me to be guarantor on her flat and i dont feel comfortable', ['guarantor', 'flat'], ['friend']),
  ex('a friend still hasnt paid me back for the festival tickets, it was €1.2k for the two of us', ['festival tickets', '€1.2k'], ['friend']),
  ex('my friends planned a hen do in marbella that costs 900 per person and i cant afford it', ['hen do', 'marbella', '900 per person'], ['friends']),
  ex('i paid the deposit on the villa and now two people dropped out a week before', ['deposit', 'villa', 'a week before'], ['two people']),
  ex('mate wants me to invest 2k in his crypto thing and promised double back by christmas', ['2k', 'crypto', 'christmas'], ['mate']),
  ex('my friend sent a revolut request for 12.80 for a coffee she offered to buy me', ['revolut', '12.80', 'coffee'], ['friend']),

  // Family.
  ex('my mother in law keeps turning up unannounced on sunday mornings with food for the kids', ['sunday mornings', 'food'], ['mother in law', 'kids']),
  ex('dad wants me to take over the family business after uni but i want to do nursing', ['family business', 'uni', 'nursing'], ['dad']),
  ex('my sister didnt invite me to her baby shower and i found out on facebook', ['baby shower', 'facebook'], ['sister']),
  ex('my in laws want us at theirs for every christmas and my parents are hurt', ['christmas'], ['in laws', 'parents']),
  ex('grandad left the house to my uncle in the will and mum is furious', ['house', 'will'], ['grandad', 'uncle', 'mum']),
  ex('my brother borrowed my camera for his trip to japan and returned it with a cracked lens', ['camera', 'japan', 'cracked lens'], ['brother']),
  ex('mum keeps sending me job ads on whatsapp every morning at 7', ['job ads', 'whatsapp', 'every morning', '7'], ['mum']),
  ex('my teenage son wants a £1,200 gaming pc for his 16th birthday', ['£1,200', 'gaming pc', '16th birthday'], ['son']),
  ex('step dad keeps commenting on my weight at sunday dinner in front of everyone', ['weight', 'sunday dinner'], ['step dad']),
  ex('my aunt asked to borrow three thousand dollars for her rent in march and she never paid back the last loan', ['three thousand dollars', 'rent', 'march', 'last loan'], ['aunt']),

  // Roommates.
  ex('my flatmate leaves dishes in the sink for days and the kitchen smells', ['dishes', 'sink', 'kitchen'], ['flatmate']),
  ex('roommate had her boyfriend stay over 5 nights a week and he doesnt pay any rent', ['5 nights a week', 'rent'], ['roommate', 'boyfriend']),
  ex('housemate keeps eating my food from the fridge, like my oat milk and leftovers', ['food', 'fridge', 'oat milk', 'leftovers'], ['housemate']),
  ex('the wifi bill is 45 a month and my roomie refuses to pay his share', ['wifi bill', '45 a month', 'share'], ['roomie']),
  ex('my flatmate plays guitar until 1am on weeknights and i have exams in may', ['guitar', '1am', 'weeknights', 'exams', 'may'], ['flatmate']),
  ex('how do i ask my roommate to clean the bathroom without starting a fight', ['bathroom'], ['roommate']),
  ex('our landlord wants to keep the whole deposit because of a stain on the carpet', ['deposit', 'stain', 'carpet'], ['landlord']),
  ex('roommate moved out without notice and left me with the full rent of 1,650 for december', ['notice', 'full rent', '1,650', 'december'], ['roommate']),
  ex('my housemates set up a cleaning rota in a google doc but nobody follows it', ['cleaning rota', 'google doc'], ['housemates']),
  ex('flatmates cat keeps peeing on my bed and she says its my fault for leaving the door open', ['cat', 'bed', 'door'], ['flatmate']),

  // Work.
  ex('my manager messaged me on teams at 9pm asking for the quarterly report by 8am', ['teams', '9pm', 'quarterly report', '8am'], ['manager']),
  ex('coworker took credit for my pitch deck in the monday meeting with the ceo', ['pitch deck', 'monday meeting'], ['coworker', 'ceo']),
  ex('i want to ask for a raise from 32k to 38k at my annual review next month', ['raise', '32k', '38k', 'annual review', 'next month'], []),
  ex('boss keeps scheduling standups at 8:15 even though i start at 9', ['standups', '8:15', '9'], ['boss']),
  ex('how do i tell my team lead i need a week off for my sisters wedding in june', ['a week off', 'wedding', 'june'], ['team lead', 'sister']),
  ex('my colleague keeps cc ing my boss on every email to make me look bad', ['email'], ['colleague', 'boss']),
  ex('got a written warning for being late 3 times in a month because of the trains', ['written warning', '3 times in a month', 'trains'], []),
  ex('a senior dev rewrote my whole pull request without asking and merged it friday night', ['pull request', 'friday night'], ['senior dev']),
  ex('HR wants me to move to the night shift starting the first of february', ['night shift', 'the first of february'], ['HR']),
  ex('i found out the new hire earns 5k more than me doing the same job', ['5k more', 'same job'], ['new hire']),

  // Customers.
  ex('a customer left a 1 star review on google saying i was rude when i wasnt', ['1 star review', 'google'], ['customer']),
  ex('client wants a full refund of $2,400 for the website three months after launch', ['full refund', '$2,400', 'website', 'three months'], ['client']),
  ex('how do i chase an invoice thats 60 days overdue without losing the client', ['invoice', '60 days overdue'], ['client']),
  ex('a guest at the restaurant threw a plate because his steak was medium instead of rare', ['plate', 'steak'], ['guest']),
  ex('customer keeps emailing me at weekends asking for changes to the logo', ['weekends', 'logo'], ['customer']),
  ex('a lady in the shop demanded cash back on a gift card and shouted at my junior', ['cash back', 'gift card', 'shop'], ['lady', 'junior']),
  ex('client is asking for a discount of 20% on the next order because the last delivery was 2 days late', ['20%', 'next order', 'delivery', '2 days late'], ['client']),
  ex('my etsy buyer says the necklace never arrived but royal mail says delivered', ['etsy', 'necklace', 'royal mail'], ['buyer']),
  ex('a patient yelled at me at the front desk because the doctor was running an hour behind', ['front desk', 'an hour behind'], ['patient', 'doctor']),
  ex('tenant hasnt paid rent for two months and stops answering my calls', ['rent', 'two months', 'calls'], ['tenant']),

  // Teachers and parents.
  ex('my sons teacher says he hits other kids at playtime and wants a meeting tomorrow at 3.30', ['playtime', 'meeting', 'tomorrow', '3.30'], ['son', 'teacher', 'other kids']),
  ex('a parent emailed the head to complain about my homework policy on parents evening', ['homework policy', 'parents evening'], ['parent', 'head']),
  ex('my daughter failed her maths mock and the teacher didnt tell us until the report came home', ['maths mock', 'report'], ['daughter', 'teacher']),
  ex('the school trip to the zoo costs £35 and we cant afford it this month', ['school trip', 'zoo', '£35', 'this month'], []),
  ex('how do i tell a parent their kid is being bullied on the group chat', ['group chat'], ['parent', 'kid']),
  ex('my kids nursery keeps losing his water bottle and his coat', ['nursery', 'water bottle', 'coat'], ['kid']),
  ex('teacher gave my son detention for forgetting his pe kit twice', ['detention', 'pe kit', 'twice'], ['teacher', 'son']),
  ex('a mum in the class whatsapp keeps tagging me about the bake sale on friday', ['class whatsapp', 'bake sale', 'friday'], ['mum']),
  ex('my student asked for an extension on her dissertation the day before the deadline', ['extension', 'dissertation', 'the day before the deadline'], ['student']),
  ex('the head teacher wants to move my daughter down a set in english', ['set in english'], ['head teacher', 'daughter']),

  // Interviews.
  ex('i have a second round interview on zoom on tuesday at 10 for a product manager role', ['second round interview', 'zoom', 'tuesday', '10', 'product manager role'], []),
  ex('how do i answer whats your salary expectation when the ad says 45 to 55k', ['salary expectation', '45 to 55k'], []),
  ex('got an offer from a startup but the other company said theyd decide by end of the week', ['offer', 'startup', 'end of the week'], []),
  ex('my interview panel has 5 people and a presentation on my first 90 days', ['interview panel', '5 people', 'presentation', 'first 90 days'], []),
  ex('recruiter ghosted me after the final round two weeks ago', ['final round', 'two weeks ago'], ['recruiter']),
  ex('i got asked why theres a 2 year gap on my cv and i froze', ['2 year gap', 'cv'], []),
  ex('the interview is at their office in manchester at 9am and the train gets in at 8:50', ['office in manchester', '9am', 'train', '8:50'], []),
  ex('should i bring up that i need to leave at 3 on fridays for childcare in a job interview', ['3 on fridays', 'childcare', 'job interview'], []),
  ex('they want me to do a take home test over the bank holiday weekend unpaid', ['take home test', 'bank holiday weekend'], []),
  ex('accepted a job offer verbally last week and now got a better one paying 10k more', ['job offer', 'last week', '10k more'], []),

  // Other languages.
  ex('Mi novio me pidió 500 euros para arreglar la moto y no me los devuelve', ['500 euros', 'moto'], ['novio']),
  ex('Mi compañera de piso nunca paga la luz y ya van tres meses', ['luz', 'tres meses'], ['compañera de piso']),
  ex('Mon patron veut que je travaille le samedi sans être payé', ['samedi'], ['patron']),
  ex('Ma belle-mère critique ma cuisine à chaque repas de famille', ['cuisine', 'repas de famille'], ['belle-mère']),
  ex('Mein Mitbewohner hat die Kaution nicht bezahlt und zieht am Freitag aus', ['Kaution', 'Freitag'], ['Mitbewohner']),
  ex('Meine Chefin schreibt mir um 23 Uhr auf WhatsApp wegen der Präsentation', ['23 Uhr', 'WhatsApp', 'Präsentation'], ['Chefin']),
  ex('Il mio ragazzo ha dimenticato il nostro anniversario per la seconda volta', ['anniversario', 'seconda volta'], ['ragazzo']),
  ex('Il mio capo mi ha chiamato domenica sera per la riunione di lunedì', ['domenica sera', 'riunione', 'lunedì'], ['capo']),
  ex('Minha sogra quer passar o Natal inteiro na nossa casa', ['Natal', 'casa'], ['sogra']),
  ex('Meu amigo me deve 200 reais desde o carnaval', ['200 reais', 'carnaval'], ['amigo']),
  ex('Mi jefe me escribió por correo a las 11 de la noche para una reunión mañana', ['correo', '11 de la noche', 'reunión', 'mañana'], ['jefe']),
  ex('Mon copain a oublié mon anniversaire et il était au bar avec ses potes', ['anniversaire', 'bar'], ['copain', 'potes']),
];
