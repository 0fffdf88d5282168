import type { ExtractionDevExample } from './extraction-dev-f17';

/**
 * Extraction development set F20 (issue #21, session 19, helper f20): first messages over every category of SPEC's
 * catalogue, in new voices (lowercase, typos, slang, long rambling lines, negations, two problems in one), some in
 * Spanish, French, German, Italian and Portuguese. Key facts are labelled in the user's own words with stress on the forms
 * a blind writer uses: money in every form ("two hundred quid", "€1.5k", "half the rent"), relative and absolute times
 * ("the day after tomorrow", "end of next month", "sat arvo"), events, places, channels (whatsapp, hinge, slack, email,
 * voice note) and the objects that matter. Written before any change to the extractors and without reading the held-out
 * or blind sets. FIRST READING (unchanged tree, 2026-11-28): see /work/wt/notes/f20.md and the commit adding this file.
 * Labels match by containment either way (bench/understanding.ts); `notFacts` must NOT come back as a fact.
 */
const ex = (text: string, facts: string[] = [], people: string[] = [], notFacts: string[] = []): ExtractionDevExample => ({ text, type: null, safety: null, facts, people, notFacts });

export const EXTRACTION_DEV_F20: readonly ExtractionDevExample[] = [
  // Crush and hidden crush.
  ex('theres this lad who works the till at the garden centre and i go in every sunday just to see him', ['till', 'garden centre', 'every sunday'], ['lad', 'him']),
  ex('my crush replied to my insta story with a fire emoji the day after tomorrow is his bday, do i text first', ['insta story', 'fire emoji', 'the day after tomorrow', 'bday'], ['crush']),
  ex('i sit next to her in stats lecture every tues and thurs and ive never said more than hi', ['stats lecture', 'every tues'], ['her'], ['hi']),
  ex('the barista at the corner cafe wrote her number on my cup, been 4 days and i still havent messaged', ['barista', 'corner cafe', 'number', 'cup', '4 days'], []),
  ex('i think i fancy my climbing partner but we have a comp in three weeks and i dont want to ruin it', ['comp', 'three weeks'], ['climbing partner']),
  ex('he offered me a lift home after the office christmas do and now i cant stop thinking abt him', ['lift home', 'office christmas do'], ['he', 'him']),
  ex('how do i ask out the girl from my spin class without it being awkward at the 7am session', ['spin class', '7am session'], ['girl']),
  ex('my best friend is dating the guy i liked since year 9 and they got together at my own birthday party', ['year 9', 'birthday party'], ['best friend', 'guy']),
  ex('sat arvo i bumped into my crush at the farmers market and totally froze', ['sat arvo', 'farmers market'], ['crush']),
  ex('should i give my crush a valentines card or is that too much for someone i met at a wedding in march', ['valentines card', 'wedding', 'march'], ['crush']),

  // Relationships.
  ex('my fiance spent half our wedding fund on a motorbike without asking me', ['half our wedding fund', 'motorbike'], ['fiance']),
  ex('hubby wants to move to Leeds for his new job but my whole family is down in Bristol', ['Leeds', 'new job', 'Bristol'], ['hubby', 'family']),
  ex('we argue every single night about whose turn it is to walk the dog', ['every single night', 'dog'], []),
  ex('my gf checks my phone when im in the shower and got mad about a text from my cousin', ['phone', 'shower', 'text'], ['gf', 'cousin']),
  ex('partner forgot our 10th anniversary AGAIN, we had a table booked at the italian place for 8', ['10th anniversary', 'table', 'italian place', '8'], ['partner']),
  ex('he said he would pay me back the two hundred quid for the flights by end of next month', ['two hundred quid', 'flights', 'end of next month'], ['he']),
  ex('my wife doesnt want a joint account and i earn like 3x what she does', ['joint account', '3x'], ['wife']),
  ex('boyfriend wants us to spend new years eve with his mates at a cabin in the lake district', ['new years eve', 'cabin', 'lake district'], ['boyfriend', 'mates']),
  ex('not sure if im overreacting but my partner has a secret savings account with about 12 grand in it', ['secret savings account', '12 grand'], ['partner']),
  ex('we are getting married in 6 weeks and my fiancee still hasnt written her vows or sorted the seating plan', ['6 weeks', 'vows', 'seating plan'], ['fiancee']),

  // Dating apps.
  ex('matched w a guy on hinge who wants to meet at his flat for the first date, red flag??', ['hinge', 'flat', 'first date'], ['guy']),
  ex('she unmatched me on bumble right after i sent a voice note, was that too much', ['bumble', 'voice note'], ['she']),
  ex('a woman on tinder asked me to send £50 in amazon vouchers so she could get a train to see me', ['tinder', '£50', 'amazon vouchers', 'train'], ['woman']),
  ex('my date on saturday turned up 45 mins late and then spent the whole time on his phone', ['saturday', '45 mins', 'phone'], []),
  ex('been chatting to someone on feeld for 2 months and she still wont do a facetime', ['feeld', '2 months', 'facetime'], ['she']),
  ex('guy from the app wants to go dutch on a €1.5k weekend trip to Paris on our third date lol', ['€1.5k', 'weekend trip', 'Paris', 'third date'], ['guy']),
  ex('how do i tell a match i dont want a second date after she paid for the drinks at the cocktail bar', ['second date', 'drinks', 'cocktail bar'], ['match', 'she']),
  ex('my profile has had zero likes in a fortnight, is it my photos or my prompts', ['profile', 'zero likes', 'a fortnight', 'photos', 'prompts'], []),
  ex('he ghosted me for a month then popped up in my dms at 2am asking what im up to', ['a month', 'dms', '2am'], ['he']),
  ex('first hinge date tmrw at a board game cafe near the station, what do i even wear', ['hinge', 'tmrw', 'board game cafe', 'station'], []),

  // Friendship and money.
  ex('my mate still owes me 300 quid from the stag weekend in Dublin and its been since april', ['300 quid', 'stag weekend', 'Dublin', 'april'], ['mate']),
  ex('Priya wants me to cover her share of the airbnb, thats $420, and she hasnt even said thank you', ['airbnb', '$420'], ['Priya', 'she']),
  ex('friend asked to borrow five hundred euros for her rent and she already owes me for the concert', ['five hundred euros', 'rent', 'concert'], ['friend', 'she']),
  ex('we split a takeaway and tom sent me a payment request for 23.50 on monzo', ['takeaway', '23.50', 'monzo'], ['tom']),
  ex('my friend group made a whatsapp chat without me and planned a trip to Lisbon in may', ['whatsapp', 'trip', 'Lisbon', 'may'], ['friend group']),
  ex('every time we go out Chloe forgets her wallet and i end up paying like 40-50 each time', ['wallet', '40-50'], ['Chloe']),
  ex('my oldest friend didnt come to my dads funeral and just sent a text', ['funeral', 'text'], ['oldest friend', 'dad']),
  ex('my friend keeps cancelling our plans last minute, 3 times this month alone', ['plans', 'last minute', '3 times', 'this month'], ['friend']),
  ex('i paid the deposit for the cottage in Cornwall and now two of the group have dropped out', ['deposit', 'cottage', 'Cornwall'], ['group']),
  ex('lent my bestie my camera for her trip to japan and she dropped it in a river', ['camera', 'trip', 'japan', 'river'], ['bestie', 'she']),

  // Family.
  ex('my mum wants me to pay back the 2k she put towards my uni fees, she always said it was a gift', ['2k', 'uni fees', 'gift'], ['mum', 'she']),
  ex('my sister expects me to babysit her twins every friday evening for free', ['twins', 'every friday evening', 'for free'], ['sister']),
  ex('dad is remarrying in october and hasnt invited my brother to the wedding', ['october', 'wedding'], ['dad', 'brother']),
  ex('grandma left me her engagement ring in the will and my aunt is furious', ['engagement ring', 'will'], ['grandma', 'aunt']),
  ex('my in laws turn up unannounced every weekend and my mother in law rearranges my kitchen cupboards', ['every weekend', 'kitchen cupboards'], ['in laws', 'mother in law']),
  ex('my parents are selling the family home and want me to clear out the loft by the 15th', ['family home', 'loft', 'the 15th'], ['parents']),
  ex('my teenage son was caught vaping in the school toilets and wont talk to me', ['vaping', 'school toilets'], ['son']),
  ex('my brother in law keeps posting pics of my kids on facebook without asking', ['pics', 'facebook'], ['brother in law', 'kids']),
  ex('christmas is at ours this year and my step mum wants to bring her three dogs', ['christmas', 'this year', 'three dogs'], ['step mum']),
  ex('my nan is 87 and keeps giving money to a man who rings her about her bank account', ['87', 'money', 'bank account'], ['nan', 'man']),

  // Roommates.
  ex('flatmate hasnt paid his half of the rent for two months and keeps saying next week', ['half of the rent', 'two months', 'next week'], ['flatmate']),
  ex('my roomie has her boyfriend over 5 nights a week and he uses all the hot water', ['5 nights a week', 'hot water'], ['roomie', 'boyfriend']),
  ex('housemate ate my leftover lasagne AGAIN and labelled it as his in the fridge', ['leftover lasagne', 'fridge'], ['housemate']),
  ex('the electric bill came in at 380 and my roommate says she shouldnt pay as much because she works nights', ['electric bill', '380'], ['roommate', 'she']),
  ex('roommate got a cat without asking and im allergic, the lease says no pets', ['cat', 'lease', 'no pets'], ['roommate']),
  ex('my flatmates leave the washing up for days and the landlord is doing an inspection on thursday', ['washing up', 'days', 'inspection', 'thursday'], ['flatmates', 'landlord']),
  ex('we have a cleaning rota on the fridge and one guy just ignores it, been 3 weeks', ['cleaning rota', 'fridge', '3 weeks'], ['guy']),
  ex('my housemate plays drums in his bedroom at midnight and i have exams in january', ['drums', 'bedroom', 'midnight', 'exams', 'january'], ['housemate']),

  // Work.
  ex('my manager messaged me on slack at 11pm on a saturday asking for the quarterly report', ['slack', '11pm', 'saturday', 'quarterly report'], ['manager']),
  ex('coworker took credit for my pitch deck in the monday standup in front of the whole team', ['pitch deck', 'monday standup'], ['coworker', 'team']),
  ex('boss says i cant take annual leave over the summer because we are short staffed', ['annual leave', 'the summer'], ['boss']),
  ex('i found out the new hire is on 5k more than me for the same role', ['5k', 'role'], ['new hire']),
  ex('how do i ask for a raise when my performance review is the week after next', ['raise', 'performance review', 'the week after next'], []),
  ex('my colleague keeps microwaving fish in the office kitchen and the whole floor stinks', ['fish', 'office kitchen', 'floor'], ['colleague']),
  ex('team lead cc d my boss on an email calling out my mistake on the client invoice', ['email', 'mistake', 'client invoice'], ['team lead', 'boss']),
  ex('i want to hand in my notice before the christmas party but my bonus pays out in feb', ['notice', 'christmas party', 'bonus', 'feb'], []),
  ex('my line manager keeps booking 1:1s over my lunch break', ['1:1s', 'lunch break'], ['line manager']),
  ex('there is a leaving do on friday for someone i never got on with, do i have to chip in for the gift', ['leaving do', 'friday', 'gift'], ['someone']),

  // Customers.
  ex('a customer left a 1 star google review saying i was rude cos i wouldnt refund a used candle', ['1 star', 'google review', 'refund', 'candle'], ['customer']),
  ex('client hasnt paid my invoice for £2,400 and its 60 days overdue, how do i chase without burning the bridge', ['invoice', '£2,400', '60 days overdue'], ['client']),
  ex('a guest at the hotel screamed at me at reception because his room wasnt ready at 1pm', ['hotel', 'reception', 'room', '1pm'], ['guest']),
  ex('a regular at the pub keeps asking me out while im pulling pints and my manager just laughs', ['pub', 'pints'], ['regular', 'manager']),
  ex('customer wants a full refund on a wedding cake after eating half of it', ['full refund', 'wedding cake', 'half'], ['customer']),
  ex('someone booked a photoshoot with me for next saturday and now wants it for half price', ['photoshoot', 'next saturday', 'half price'], ['someone']),
  ex('a lady returned a dress with the tags cut off and makeup on the collar and demanded cash back', ['dress', 'tags', 'makeup', 'collar', 'cash back'], ['lady']),

  // Teachers and parents.
  ex('a parent emailed the head about me because her son got a detention for his phone', ['detention', 'phone'], ['parent', 'head', 'son']),
  ex('my daughters teacher keeps forgetting she has a nut allergy on trip days', ['nut allergy', 'trip days'], ['daughter', 'teacher']),
  ex('the parents evening is on wednesday at 4.15 and i need to tell them their kid is cheating on homework', ['parents evening', 'wednesday', '4.15', 'homework'], ['kid']),
  ex('a dad in the class whatsapp group keeps posting political stuff and the other parents are fuming', ['class whatsapp group'], ['dad', 'parents']),
  ex('my sons football coach only ever plays his own kid and mine has sat on the bench all season', ['football', 'bench', 'all season'], ['son', 'coach']),
  ex('the pta wants £15 per family for the summer fair and some of us honestly cant afford it', ['pta', '£15 per family', 'summer fair'], []),
  ex('my year 6 teacher gave my kid a D on the science project we spent the whole half term on', ['year 6', 'D', 'science project', 'half term'], ['teacher', 'kid']),

  // Interviews.
  ex('final round interview on teams at half nine tomorrow for a junior data analyst role', ['final round interview', 'teams', 'half nine', 'tomorrow', 'junior data analyst role'], []),
  ex('they asked my salary expectations and i said 32k but now i think i undersold myself', ['salary expectations', '32k'], []),
  ex('got a job offer by email but they want an answer by friday and im waiting on another company', ['job offer', 'email', 'friday'], ['company']),
  ex('how do i explain i was fired from my last job in the interview on the 3rd', ['fired', 'last job', 'interview', 'the 3rd'], []),
  ex('panel interview next wed with four people and a case study, never done one before', ['panel interview', 'next wed', 'four people', 'case study'], []),
  ex('recruiter ghosted me after the second stage, its been a week and a half', ['second stage', 'a week and a half'], ['recruiter']),

  // Long and rambling, two problems in one.
  ex("ok so long story but my flatmate owes me like 150 for the internet and the gas, AND now shes asking if her sister can stay on the sofa for a fortnight in december, i dont even know how to say no to either", ['150', 'internet', 'gas', 'sofa', 'a fortnight', 'december'], ['flatmate', 'sister']),
  ex("my boss wants me to fly to Berlin on sunday for a conference but its my sons 5th birthday and ive already booked the soft play place for 20 kids, what do i do", ['Berlin', 'sunday', 'conference', '5th birthday', 'soft play', '20 kids'], ['boss', 'son']),
  ex("two things really, my ex still has my spare keys and my guitar, and my new boyfriend doesnt know we still text every few days", ['spare keys', 'guitar', 'every few days'], ['ex', 'boyfriend']),
  ex("i dont want to go to the hen do in Ibiza, it costs about a grand all in and i havent got that kind of money right now, how do i tell the bride", ['hen do', 'Ibiza', 'a grand'], ['bride']),
  ex("been asked to give the best man speech at my brothers wedding on the 22nd of june and i hate public speaking, also his fiancee doesnt like me", ['best man speech', 'wedding', '22nd of june', 'public speaking'], ['brother', 'fiancee']),
  ex("not a big deal i guess but my neighbour parks his van across my driveway most mornings and i was late for work twice this week", ['van', 'driveway', 'most mornings', 'twice', 'this week'], ['neighbour']),
  ex("my friend sold me her old car for 3 and a half grand and the gearbox went a week later, she says its not her problem", ['car', '3 and a half grand', 'gearbox', 'a week later'], ['friend', 'she']),

  // Spanish.
  ex('Mi novio no me contesta los whatsapps desde el lunes y vi que estuvo conectado a las 3 de la mañana', ['whatsapps', 'el lunes', '3 de la mañana'], ['novio']),
  ex('Mi hermano me debe mil euros desde el verano pasado y ahora se va de vacaciones a Cancún', ['mil euros', 'verano pasado', 'vacaciones', 'Cancún'], ['hermano']),
  ex('Tengo una entrevista de trabajo pasado mañana en una agencia de publicidad y estoy muy nerviosa', ['entrevista de trabajo', 'pasado mañana', 'agencia de publicidad'], []),
  // French.
  ex("Ma coloc ne paie plus sa part de l'électricité depuis trois mois et elle part en vacances en Grèce", ["l'électricité", 'trois mois', 'vacances', 'Grèce'], ['coloc', 'elle']),
  ex('Mon chef m\'a envoyé un mail à minuit pour une réunion demain à 8h30', ['mail', 'minuit', 'réunion', 'demain', '8h30'], ['chef']),
  ex('Un client refuse de payer la facture de 750 euros parce que le site web a une semaine de retard', ['facture', '750 euros', 'site web', 'une semaine de retard'], ['client']),
  // German.
  ex('Mein Chef will, dass ich am Samstag die Inventur mache, aber ich habe Karten für ein Konzert in Köln', ['Samstag', 'Inventur', 'Karten', 'Konzert', 'Köln'], ['Chef']),
  ex('Meine Freundin hat auf Tinder ein Profil und sagt, es ist nur aus Spaß, wir sind seit drei Jahren zusammen', ['Tinder', 'Profil', 'drei Jahren'], ['Freundin']),
  // Italian.
  ex('Il mio coinquilino non pulisce mai il bagno e domani arrivano i miei genitori da Napoli', ['bagno', 'domani', 'Napoli'], ['coinquilino', 'genitori']),
  ex('Una mia amica mi ha chiesto 300 euro in prestito per il matrimonio di sua cugina', ['300 euro', 'matrimonio'], ['amica', 'cugina']),
  // Portuguese.
  ex('Meu chefe me mandou mensagem no domingo às 22h pedindo a planilha de vendas', ['mensagem', 'domingo', '22h', 'planilha de vendas'], ['chefe']),
  ex('A minha melhor amiga vai casar em setembro e não me convidou para ser madrinha', ['setembro', 'madrinha'], ['melhor amiga']),
];
