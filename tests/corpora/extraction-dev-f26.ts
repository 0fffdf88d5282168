import type { ExtractionDevExample } from './extraction-dev-f17';

/**
 * Extraction development set F26 (issue #21, helper f26): first messages over every category of SPEC's catalogue,
 * written blind, with stress on WORK, SCHOOL, SERVICE and FAMILY details and the people in them: job titles and roles
 * ("the new regional manager", "my kid's form tutor", "the guy from IT"), people by a possessive chain ("my
 * boyfriend's mum", "my husband's ex"), company/shop/school names, products and orders ("order #4471", "the blue
 * sofa"), documents and work things ("the Q3 report", "a written warning", "the rota"), health and appointments,
 * money owed/charged/refunded. Typos, lowercase, rambling, two problems in one, a few other-language lines.
 * Every fact and person a careful human would want the advice to name is labelled, not what the engine finds.
 * Written before any change to the extractors and without reading the held-out or blind sets.
 * FIRST READING (unchanged tree 5ecb6ea, 2026-11-28): facts 246/292 (84.2%), people 146/172 (84.9%); 304 facts
 * extracted, 47 named by no label, 0 notFacts came back.
 * NOW (role-people.ts, work-things.ts): facts 267/292 (91.4%), people 163/172 (94.8%); 0 notFacts came back.
 * Labels match by containment either way (bench/understanding.ts); `notFacts` must NOT come back as a fact.
 */
const ex = (text: string, facts: string[] = [], people: string[] = [], notFacts: string[] = []): ExtractionDevExample => ({ text, type: null, safety: null, facts, people, notFacts });

export const EXTRACTION_DEV_F26: readonly ExtractionDevExample[] = [
  // Work: titles, documents, processes.
  ex('the new regional manager wants everyone back in the office four days a week and nobody dares say anything', ['office', 'four days a week'], ['regional manager', 'everyone']),
  ex('my boss gave me a written warning for being late twice and i think its because i complained about the rota', ['written warning', 'late twice', 'rota'], ['boss']),
  ex('i have my performance review on thursday and my line manager has never once given me feedback', ['performance review', 'thursday', 'feedback'], ['line manager']),
  ex('the guy from IT keeps remoting into my laptop without asking', ['laptop'], ['guy from IT']),
  ex('my team lead took credit for the Q3 report i wrote in front of the whole department', ['Q3 report', 'department'], ['team lead']),
  ex('hr scheduled a disciplinary meeting for monday and wont tell me what its about', ['disciplinary meeting', 'monday'], ['hr']),
  ex('got put on a PIP after 6 years at the company, my manager says its just a formality', ['PIP', '6 years', 'company'], ['manager']),
  ex('the night shift supervisor keeps changing my hours on the schedule the day before', ['hours', 'schedule', 'the day before'], ['night shift supervisor']),
  ex('my coworker keeps eating my lunch from the staff fridge and labelling it didnt help', ['lunch', 'staff fridge'], ['coworker']),
  ex('i was passed over for the senior analyst role and they hired someone external with less experience', ['senior analyst role', 'experience'], ['someone external']),
  ex('my bosss wife is also my manager and she favours her friends on the sales team', [], ["boss's wife", 'manager', 'friends', 'sales team']),
  ex('the ceo announced redundancies on a zoom call and my whole team found out from linkedin', ['redundancies', 'zoom call', 'linkedin'], ['ceo', 'team']),
  ex('my contract ends in march and my manager keeps dodging the question of whether it gets renewed', ['contract', 'march'], ['manager']),
  ex('i asked for a raise in my one to one and my director said to wait till the budget review in april', ['raise', 'one to one', 'budget review', 'april'], ['director']),
  ex('the new hire from accounts cries at her desk every day and i dont know if i should say something', ['accounts', 'desk', 'every day'], ['new hire']),
  ex('my manager rejected my holiday request for august even though i booked it in january', ['holiday request', 'august', 'january'], ['manager']),
  ex('a client at the agency emails me at 11pm and expects a reply before the 9am standup', ['11pm', '9am standup', 'agency'], ['client']),
  ex('the owner of the cafe where i work pays us in cash and never gives payslips', ['cafe', 'cash', 'payslips'], ['owner']),
  ex('my colleague Priya keeps cc-ing our boss on every email to make me look bad', ['every email'], ['Priya', 'boss']),
  ex('the store manager at tesco made me work a double shift without overtime pay', ['tesco', 'double shift', 'overtime pay'], ['store manager']),
  ex('i got a bad reference from my old employer and lost the job offer at deloitte', ['bad reference', 'job offer', 'deloitte'], ['old employer']),
  ex('my mentor at the firm suggested i drop the Henderson account to focus on the audit', ['Henderson account', 'audit', 'firm'], ['mentor']),
  ex('the other nurses on my ward always give me the worst patients and the weekend shifts', ['ward', 'patients', 'weekend shifts'], ['nurses']),
  ex('i need to tell my boss im pregnant before my probation ends next month', ['pregnant', 'probation', 'next month'], ['boss']),
  ex('the office manager sent a passive aggressive email about the dishes to the whole floor', ['email', 'dishes', 'floor'], ['office manager']),
  ex('our new VP of sales wants a deck for the board meeting by friday', ['deck', 'board meeting', 'friday'], ['VP of sales']),
  ex('my shift lead at mcdonalds keeps swearing at the younger staff', ['mcdonalds'], ['shift lead', 'younger staff']),
  ex('im a junior dev and the senior dev rewrites all my pull requests without explaining why', ['pull requests'], ['senior dev']),
  ex('my boss wants me to cover for my coworker whos on maternity leave without any extra pay', ['maternity leave', 'extra pay'], ['boss', 'coworker']),
  ex('the recruiter ghosted me after the final round at amazon', ['final round', 'amazon'], ['recruiter']),

  // School and college.
  ex("my kid's form tutor said he's been skipping registration and i had no idea", ['registration'], ['form tutor', 'kid']),
  ex('parents evening is next tuesday and i need to bring up the bullying with his maths teacher', ["parents evening", 'next tuesday', 'bullying'], ['maths teacher']),
  ex('we have his IEP meeting with the SENCO on the 12th and the school keeps cutting his support hours', ['IEP meeting', 'the 12th', 'support hours', 'school'], ['SENCO']),
  ex('my daughter got a detention for her phone going off in chemistry and the head of year wont listen', ['detention', 'phone', 'chemistry'], ['daughter', 'head of year']),
  ex('my dissertation supervisor hasnt replied to my emails in three weeks and the deadline is may 1st', ['dissertation', 'three weeks', 'deadline', 'may 1st'], ['dissertation supervisor']),
  ex('the lecturer accused me of plagiarism on my essay because the AI checker flagged it', ['plagiarism', 'essay', 'AI checker'], ['lecturer']),
  ex('my group project partners at uni havent done anything and the presentation is monday', ['group project', 'uni', 'presentation', 'monday'], ['group project partners']),
  ex("my son's school wants £85 for a trip to the science museum and we can't afford it", ['£85', 'trip', 'science museum'], ['son']),
  ex('the headteacher excluded my son for a week over a fight he didnt start', ['a week', 'fight'], ['headteacher', 'son']),
  ex('my roommate at college keeps using my meal plan swipes and says she will pay me back', ['meal plan swipes'], ['roommate']),
  ex('my PhD advisor wants me to add his nephew as a coauthor on my paper', ['paper'], ['PhD advisor', 'nephew']),
  ex('the teaching assistant marked my lab report down 20% for formatting', ['lab report', '20%', 'formatting'], ['teaching assistant']),
  ex('i failed my driving theory test twice and my dad keeps bringing it up at dinner', ['driving theory test', 'twice', 'dinner'], ['dad']),
  ex('my daughters piano teacher cancels lessons last minute but still charges us the full term', ['lessons', 'last minute', 'full term'], ['piano teacher']),
  ex('the nursery key worker told me my toddler bit another child and the other mum is furious', ['bit another child'], ['key worker', 'toddler', 'other mum']),
  ex('my landlord wont return my deposit on the flat even though i left it spotless', ['deposit', 'flat'], ['landlord']),

  // Services, orders, refunds.
  ex('ordered a blue sofa from DFS in october, order #4471, still no delivery date and customer service just reads a script', ['blue sofa', 'DFS', 'october', 'order #4471', 'delivery date'], ['customer service']),
  ex('the plumber charged me £240 for a job that took 20 minutes and now the leak is back', ['£240', '20 minutes', 'leak'], ['plumber']),
  ex('my gym keeps charging me £39 a month after i cancelled in person in january', ['gym', '£39 a month', 'january'], []),
  ex('amazon refunded the wrong amount for my headphones, i got 12 back instead of 89', ['amazon', 'headphones', '12', '89'], []),
  ex('the garage quoted 400 for the brakes and then the bill came to 780', ['garage', '400', 'brakes', '780'], []),
  ex('my airline cancelled my flight to lisbon and is only offering a voucher not a refund', ['flight', 'lisbon', 'voucher', 'refund'], []),
  ex('the wedding photographer still hasnt sent our photos 8 months later and stopped answering', ['photos', '8 months later'], ['wedding photographer']),
  ex('the builder took a £2,000 deposit for our kitchen extension and disappeared', ['£2,000 deposit', 'kitchen extension'], ['builder']),
  ex('my phone contract with vodafone went up without warning and the call centre keeps hanging up on me', ['phone contract', 'vodafone'], ['call centre']),
  ex('the letting agent says we owe 600 for cleaning when we moved out and wants it by the end of the month', ['600', 'cleaning', 'end of the month'], ['letting agent']),
  ex('our estate agent keeps pushing us to accept a lowball offer on the house', ['lowball offer', 'house'], ['estate agent']),
  ex('the dry cleaner ruined my wedding dress and says they are not liable', ['wedding dress'], ['dry cleaner']),
  ex('my hairdresser dyed my hair orange instead of blonde and still charged full price', ['hair', 'orange', 'full price'], ['hairdresser']),
  ex('the nanny we hired keeps showing up 30 minutes late and my husband wont back me up', ['30 minutes late'], ['nanny', 'husband']),
  ex('my cleaner broke a vase that was my grandmothers and says it was already cracked', ['vase'], ['cleaner', 'grandmother']),
  ex('the vet charged us 1200 for surgery on our cat and the invoice has stuff we never agreed to', ['1200', 'surgery', 'cat', 'invoice'], ['vet']),
  ex('the contractor who did our bathroom left the tiles cracked and wont come back to fix them', ['bathroom', 'tiles'], ['contractor']),

  // Health and appointments.
  ex('my GP keeps dismissing my back pain and i have waited 4 months for a referral to physio', ['back pain', '4 months', 'referral', 'physio'], ['GP']),
  ex('my mum has a hospital appointment on the 9th and my brother says he cant take her again', ['hospital appointment', 'the 9th'], ['mum', 'brother']),
  ex('the receptionist at the dentist was rude to my dad when he was confused about his booking', ['dentist', 'booking'], ['receptionist', 'dad']),
  ex('my therapist cancelled our session again and still wants the £60 cancellation fee', ['session', '£60', 'cancellation fee'], ['therapist']),
  ex('my husband refuses to see a doctor about his drinking and the kids are noticing', ['doctor', 'drinking'], ['husband', 'kids']),
  ex('my grandad was discharged from hospital too early and the care home wont take him back', ['hospital', 'care home'], ['grandad']),
  ex('my dad has his chemo on wednesdays and i am the only one who drives him', ['chemo', 'wednesdays'], ['dad']),
  ex('i have an MRI next week and my boss says i need to use annual leave for it', ['MRI', 'next week', 'annual leave'], ['boss']),
  ex('my sister keeps asking to borrow my car for her physio appointments and brings it back on empty', ['car', 'physio appointments'], ['sister']),
  ex('the consultant told my mum the results in front of everyone in the waiting room', ['results', 'waiting room'], ['consultant', 'mum']),

  // Family by possessive chain.
  ex("my boyfriend's mum keeps texting me about when we'll have kids", ['kids'], ["boyfriend's mum"]),
  ex("my sister's husband borrowed 3 grand for his business and now avoids all of us", ['3 grand', 'business'], ["sister's husband"]),
  ex("my husband's ex keeps turning up at our house when she drops off the kids", ['house'], ["husband's ex", 'kids']),
  ex('her stepdad reads her diary and tells her mum everything', ['diary'], ['stepdad', 'mum']),
  ex("my wife's brother is moving in with us for 'a few weeks' and it's been four months", ['a few weeks', 'four months'], ["wife's brother"]),
  ex('my partners dad made a racist comment at christmas dinner and my partner laughed', ['racist comment', 'christmas dinner'], ["partner's dad", 'partner']),
  ex("my best friend's fiance hit on me at their engagement party", ['engagement party'], ["best friend's fiance"]),
  ex('my stepmum changed the locks on my dads house after he died', ['locks', 'house'], ['stepmum', 'dad']),
  ex('my mother in law rearranged my whole kitchen while we were on holiday', ['kitchen', 'holiday'], ['mother in law']),
  ex("my cousin's girlfriend owes my mum 500 and blocked her on facebook", ['500', 'facebook'], ["cousin's girlfriend", 'mum']),
  ex("my brother's kids break something every time they visit and he just laughs", ['every time'], ["brother's kids", 'he']),
  ex('my uncle is contesting my nans will and the family group chat is a war zone', ['will', 'family group chat'], ['uncle', 'nan']),
  ex("my dad's new girlfriend is younger than me and wants to come to my graduation", ['graduation'], ["dad's new girlfriend"]),
  ex('my ex-wife wont let me see our daughter on my weekends despite the court order', ['weekends', 'court order'], ['ex-wife', 'daughter']),
  ex('my in-laws want to pay for the wedding but only if their priest does the ceremony', ['wedding', 'ceremony'], ['in-laws', 'priest']),
  ex("my flatmate's boyfriend basically lives here and doesnt pay any bills", ['bills'], ["flatmate's boyfriend"]),
  ex('my aunt asked me to be guarantor on her loan and my parents say i owe her', ['guarantor', 'loan'], ['aunt', 'parents']),
  ex("my son's dad hasnt paid child maintenance since june", ['child maintenance', 'june'], ["son's dad"]),
  ex("my girlfriend's sister keeps borrowing her clothes and returning them stained", ['clothes'], ["girlfriend's sister"]),
  ex('my grandma gave my brother her ring and told me i could have the china', ['ring', 'china'], ['grandma', 'brother']),

  // Friends, neighbours, roommates, dating with the same details.
  ex('my roommate signed us up for a netflix plan on my card and i only found out from the bank statement', ['netflix', 'card', 'bank statement'], ['roommate']),
  ex('our neighbour parks his van across our driveway every morning', ['van', 'driveway', 'every morning'], ['neighbour']),
  ex('my friend asked me to lie to her boss that she was with me at the hospital', ['hospital'], ['friend', 'boss']),
  ex('a guy i met on hinge wants me to meet his parents at their golf club after 2 dates', ['hinge', 'golf club', '2 dates'], ['guy', 'parents']),
  ex('my best mate is the best man at my wedding but he hasnt organised the stag', ['best man', 'wedding', 'stag'], ['best mate']),
  ex('the woman downstairs complained to the council about our dog barking', ['council', 'dog barking'], ['woman downstairs']),
  ex('my housemate used my deposit money to pay his half of the rent', ['deposit money', 'rent'], ['housemate']),
  ex('the lady who runs the corner shop keeps asking when im getting married', ['corner shop'], ['lady']),
  ex('my friend who works at the bank got me an interview and now i feel i owe her', ['bank', 'interview'], ['friend']),

  // Rambling, two problems in one.
  ex('so basically my manager Dave put me on the weekend rota for the third month running even tho i have custody of my kids on weekends, and on top of that my ex is now saying i cant have them for half term because of work. i dont know who to talk to first', ['weekend rota', 'third month running', 'custody', 'half term'], ['Dave', 'manager', 'kids', 'ex']),
  ex('ok long story. my sisters wedding is in may, she asked me to be maid of honour, but the hen do is in ibiza and costs like 900 and i just got made redundant from the bakery. also her fiance keeps texting me weird stuff late at night', ['wedding', 'may', 'maid of honour', 'hen do', 'ibiza', '900', 'redundant', 'bakery'], ['sister', 'fiance']),
  ex('two things. my landlord is putting the rent up by 150 from september and my flatmate wants to move her boyfriend in to split it, and i havent even met him', ['rent', '150', 'september'], ['landlord', 'flatmate', 'boyfriend']),
  ex('my dads care home keeps losing his hearing aids and the manager there says its not their responsibility, meanwhile my brother refuses to chip in for the fees', ['care home', 'hearing aids', 'fees'], ['dad', 'manager', 'brother']),
  ex('i work at a call centre, my team leader keeps timing my toilet breaks and my wife thinks i should just quit but we have the mortgage', ['call centre', 'toilet breaks', 'mortgage'], ['team leader', 'wife']),
  ex('the school bus driver left my 7 year old at the wrong stop and the transport office says its the schools problem', ['7 year old', 'wrong stop', 'transport office'], ['school bus driver']),
  ex('my daughter wants to drop out of her nursing degree in the final year and my husband is blaming me', ['nursing degree', 'final year'], ['daughter', 'husband']),
  ex('the carpet fitter left a huge gap by the door, asked for the balance in cash and now says the remaining £350 was a mistake in the quote', ['carpet', '£350', 'quote', 'cash'], ['carpet fitter']),
  ex('my boss at the restaurant says tips get split with the kitchen but the owner keeps half for himself', ['restaurant', 'tips', 'kitchen'], ['boss', 'owner']),

  // Lowercase, typos, short.
  ex('my managr keeps schedualing me on sundays when i said im not availble', ['sundays'], ['managr']),
  ex('landlord wont fix the boiler its been 3 weeks', ['boiler', '3 weeks'], ['landlord']),
  ex('bf forgot our anniversary AGAIN', ['anniversary'], ['bf']),
  ex('coworker stole my parking spot for the 5th time', ['parking spot', '5th time'], ['coworker']),
  ex('teacher gave my son zero on his homework bc he wrote it in pen', ['zero', 'homework', 'pen'], ['teacher', 'son']),
  ex('how do i ask the electrician for the £180 back he overcharged me', ['£180'], ['electrician']),
  ex('mil keeps buying my baby clothes two sizes too small and gets upset when we dont use them', ['clothes', 'two sizes too small'], ['mil', 'baby']),
  ex('the uber driver took the long way and i got charged 45 instead of 20', ['45', '20'], ['uber driver']),

  // Other languages.
  ex('Mi jefe me descontó el sueldo de marzo por llegar tarde dos veces', ['sueldo', 'marzo', 'dos veces'], ['jefe']),
  ex("Le propriétaire refuse de me rendre ma caution de 800 euros", ['caution', '800 euros'], ['propriétaire']),
  ex('Meine Schwiegermutter kommt jeden Sonntag ohne Anruf vorbei', ['jeden Sonntag'], ['Schwiegermutter']),
  ex('Il professore di mio figlio non risponde alle mie email da settimane', ['email', 'settimane'], ['professore', 'figlio']),
  ex('O meu chefe quer que eu trabalhe no sábado sem pagar hora extra', ['sábado', 'hora extra'], ['chefe']),

  // Look-alikes: words that must not come back as facts.
  ex('my boss is a nightmare honestly, i just want some advice on how to deal with her', [], ['boss'], ['nightmare', 'advice']),
  ex('my mum means well but she makes everything about her', [], ['mum'], ['everything']),
  ex('i dont know how to tell my teacher the truth without getting in trouble', [], ['teacher'], ['truth', 'trouble']),
  ex('my husband is a good man but he never listens when i talk about my day', [], ['husband'], ['good man']),
  ex('the manager at my work treats me like a kid and it makes me feel small', [], ['manager'], ['feel small']),
];
