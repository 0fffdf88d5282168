/**
 * What a job is like from the inside, by family (issue #23 point 5): where the work happens, with
 * whom, the hours, the tools, what a day holds, its hard and best parts, the work itself and one
 * story worth telling. A character whose job the practice states ("a paramedic", "a plumber", the
 * candidate for the chef role) answers "what's a normal shift like?", "hardest part?", "what kind
 * of jobs do they have you doing?", "weirdest thing you've found?" from its job's family, whatever
 * the job within it. The lines are voice-neutral phrases (no "I" or "you") so a character telling
 * its own day and an interviewer describing the role's can both say them; `story` is the
 * character's own, in the first person.
 */
export interface JobFamily {
  id: string;
  /** Words of the job nouns in this family (matched against the job's words, whole or as a stem). */
  jobs: RegExp;
  day: string;
  hard: string;
  best: string;
  work: string;
  hours: string;
  where: string;
  team: string;
  tools: string;
  story: string;
}

export const JOB_FAMILIES: readonly JobFamily[] = [
  {
    id: 'emergency',
    jobs: /\b(?:paramedic|ambulance|firefighter|fireman|firewoman|police|officer|detective|lifeguard|coastguard|call handler|dispatcher)\b/,
    day: 'in at 7 for a kit check, then call after call — falls, chest pains, crashes — and a lot of paperwork in between',
    hard: 'the calls where nothing you do is enough, and the nights with no break at all',
    best: 'the calls where you actually make the difference, and a crew that has your back',
    work: 'whatever comes in — falls, chest pains, car crashes, people who just need someone to turn up',
    hours: 'twelve hours a shift, 7 till 7, days and nights, four on and four off',
    where: 'out of the station, across the whole city',
    team: 'a crew of two or three, and the same faces on most shifts',
    tools: 'the radio, the kit bag and a tablet for the reports',
    story: 'a motorway crash in the rain at three in the morning — everyone walked away, but I didn’t sleep for a day',
  },
  {
    id: 'animals',
    jobs: /\b(?:vet|veterinary|groomer|dog walker|zookeeper|animal|kennel|farrier|stable|equine)\b/,
    day: 'in at 8 for morning ops, checking on the animals in the kennels, appointments all afternoon and a lot of cleaning',
    hard: 'the cats — a cross cat is harder to handle than any big dog — and the days you have to put an animal down',
    best: 'the animals, obviously, and seeing one go home that came in really poorly',
    work: 'ops prep, anaesthetics, bandaging, holding very unhappy cats and giving a lot of cuddles',
    hours: 'eight till six, with some weekends and an on-call night now and then',
    where: 'at the practice, between the consult rooms, theatre and the kennels',
    team: 'a couple of vets, three nurses and the receptionists who run the whole place',
    tools: 'clippers, bandages, the anaesthetic machine and a very good pair of gloves',
    story: 'a labrador that ate a whole pair of socks — twice, same month',
  },
  {
    id: 'care',
    jobs: /\b(?:nurse|nursing|doctor|gp|carer|care|midwife|physio|physiotherapist|therapist|pharmacist|dentist|surgeon|healthcare|hca|support worker|occupational)\b/,
    day: 'handover at 7:30, then washing and dressing, meds rounds, meals, a lot of notes, and handover again at the end',
    hard: 'being short-staffed, and the patients you get attached to who don’t get better',
    best: 'the people — a patient or a family saying thank you makes the whole week',
    work: 'looking after people — meds, dressings, getting people up and about, and a lot of listening',
    hours: 'long days, seven till half seven, plus nights every few weeks',
    where: 'on the ward, mostly on my feet',
    team: 'the other nurses and carers on the shift, a ward sister who knows everything, and the doctors when you can find them',
    tools: 'the obs machine, the drug chart and endless forms',
    story: 'a patient who kept escaping to the café downstairs in his gown — we found him there three days running',
  },
  {
    id: 'trades',
    jobs: /\b(?:electrician|plumber|carpenter|joiner|builder|bricklayer|plasterer|roofer|decorator|painter|mechanic|technician|engineer|welder|gas|fitter|tiler|glazier|locksmith|handyman|labourer|landscaper|gardener|apprentice)\b/,
    day: 'the van loaded by 7:30, two or three jobs across town, and quotes and invoices in the evening',
    hard: 'the early starts in winter, crawling under floors, and customers who want it done yesterday',
    best: 'finishing a job properly and seeing it work — and nobody breathing down your neck',
    work: 'call-outs and installs — fixing what’s broken, fitting new, fault-finding — mostly in people’s houses, sometimes on a building site',
    hours: 'half seven till four most days, sometimes a Saturday',
    where: 'out on jobs — people’s houses, a building site, wherever the work is',
    team: 'me and one other lad on most jobs, and the boss who sorts the bookings',
    tools: 'the van, a big bag of tools and my phone for the bookings',
    story: 'a wedding ring down a drain that the bride’s mum had been crying over — I got it back in ten minutes and she hugged me',
  },
  {
    id: 'hospitality',
    jobs: /\b(?:chef|cook|baker|barista|waiter|waitress|bartender|barman|barmaid|server|kitchen|porter|sous|pastry|catering|caterer|hotel|receptionist|housekeeper|host)\b/,
    day: 'prep from 8, a mad rush at service, then cleaning down and ordering for tomorrow',
    hard: 'a full service when someone’s called in sick and the tickets just keep coming',
    best: 'the buzz of a busy service when everything goes right, and the people you work with',
    work: 'prep, running a section at service, specials, and keeping the stock and the orders straight',
    hours: 'split shifts and late nights — lots of weekends',
    where: 'in the kitchen or behind the counter, on my feet all day',
    team: 'a small team — a head chef, a couple of cooks, front of house and a kitchen porter who holds it all together',
    tools: 'knives, the grill, the coffee machine and the till',
    story: 'a wedding for two hundred where the oven died an hour before service — we cooked the lot on the hobs and nobody noticed',
  },
  {
    id: 'teaching',
    jobs: /\b(?:teacher|teaching|lecturer|tutor|teaching assistant|headteacher|nursery|childminder|coach|instructor|trainer|professor)\b/,
    day: 'in by 8, five lessons, a duty at break, then marking and planning well into the evening',
    hard: 'the marking that never ends, and the kids you can’t reach however hard you try',
    best: 'the moment a kid finally gets it — and the holidays, honestly',
    work: 'lessons, marking books and mocks, parents’ evenings and a lot of planning',
    hours: 'eight till four in school, and a couple of hours most evenings',
    where: 'in the classroom, and the staffroom when I get a minute',
    team: 'the rest of the department, and a brilliant teaching assistant',
    tools: 'the whiteboard, a pile of exercise books and far too many spreadsheets',
    story: 'a Year 9 who set the fire alarm off with a toaster in food tech — the whole school on the field in the rain',
  },
  {
    id: 'creative',
    jobs: /\b(?:designer|artist|tattoo|tattooist|photographer|illustrator|animator|musician|writer|author|editor|filmmaker|videographer|architect|florist|stylist|hairdresser|barber|makeup|dancer|actor|actress)\b/,
    day: 'emails and coffee at 9, then a long stretch of actual work on whatever’s due, and a client call or two',
    hard: 'clients who don’t know what they want until they see what they don’t want, and the quiet months',
    best: 'making something from nothing, and seeing my work out in the world',
    work: 'client work — from tiny one-offs to big projects that take weeks, with a lot of sketching and back-and-forth first',
    hours: 'roughly nine till six, later when a deadline’s close',
    where: 'at a little studio in town, and at home some days',
    team: 'a small studio — a few of us and whoever the client is that week',
    tools: 'a laptop, a good screen, my sketchbook and far too many fonts',
    story: 'a client who asked for “the same design but more exciting” seven times, then picked the first one',
  },
  {
    id: 'retail',
    jobs: /\b(?:shop|retail|cashier|sales assistant|shopkeeper|bookseller|checkout|store|supermarket|market trader)\b/,
    day: 'opening up at 9, a delivery to unpack, the till all day and restocking shelves whenever it’s quiet',
    hard: 'rude customers and Saturdays before Christmas',
    best: 'the regulars, and the people I work with',
    work: 'the till, stock, displays and helping customers find things',
    hours: 'shifts, mostly days, with one weekend day every week',
    where: 'in the shop, mostly on the shop floor',
    team: 'a few of us on each shift and a manager who’s alright',
    tools: 'the till, a scanner and a stock app that never works',
    story: 'a customer who tried to return a sandwich with one bite out of it',
  },
  {
    id: 'security',
    jobs: /\b(?:security|guard|bouncer|doorman|steward|concierge|caretaker|night porter)\b/,
    day: 'checking in at 8, then hours on patrol or watching the cameras, a break somewhere in the middle, and a report at the end',
    hard: 'the hours — nights and long stretches on your own — and people who kick off',
    best: 'the quiet, honestly, and time to think, and the odd great chat with someone',
    work: 'patrols, checking people and deliveries in, watching the cameras and keeping the place safe',
    hours: 'nights mostly — eight at night till eight in the morning, four on, four off',
    where: 'on site at a big office block in town',
    team: 'mostly on my own, with a supervisor on the radio and a couple of others on the other shift',
    tools: 'the radio, the cameras and a torch',
    story: 'a fox that set off every alarm in the building at three in the morning — I chased it round the car park for an hour',
  },
  {
    id: 'transport',
    jobs: /\b(?:driver|courier|pilot|delivery|postman|postwoman|postie|cabbie|taxi|trucker|lorry|bus|train|conductor|cabin crew|flight attendant|warehouse|forklift|picker|removals)\b/,
    day: 'loading up at 6, a route of drops or runs all day, a break in a lay-by, and back before dark',
    hard: 'traffic, the weather, and a schedule that never allows for either',
    best: 'being out on the road on my own, and the regulars who are pleased to see you',
    work: 'deliveries, loading and unloading, and getting everything where it needs to be on time',
    hours: 'early starts — six till three most days, with some weekends',
    where: 'out on the road, from the depot on the edge of town',
    team: 'mostly on my own, with the depot on the phone and a few drivers I see at loading',
    tools: 'the van, the scanner and the sat nav',
    story: 'a parcel that turned out to hold a live tortoise — it was fine, I named it Gerald for the afternoon',
  },
  {
    id: 'office',
    jobs: /\b(?:accountant|bookkeeper|admin|administrator|clerk|secretary|analyst|consultant|lawyer|solicitor|paralegal|banker|recruiter|hr|finance|accounts|payroll|developer|programmer|civil servant|insurance)\b/,
    day: 'emails at 9, then the numbers and reports for whatever’s due, a meeting or two, and a sandwich at my desk',
    hard: 'month end, when everything is due at once',
    best: 'getting it all to add up, and a team that makes me laugh',
    work: 'invoices, payroll, the monthly accounts and answering everyone’s questions',
    hours: 'nine to half five, later at month end',
    where: 'at the office in town, a couple of days from home',
    team: 'a small team of five, and a manager who leaves us to it',
    tools: 'Xero, Excel and a lot of spreadsheets',
    story: 'finding an invoice that had been paid three times over — we got every penny back',
  },
  {
    id: 'study',
    jobs: /\b(?:student|undergrad|undergraduate|postgrad|phd|apprentice|trainee|intern|fresher)\b/,
    day: 'a lecture at 9, the library in the afternoon, and a shift at my part-time job a couple of evenings',
    hard: 'deadlines all landing in the same week, and money',
    best: 'the people, and finally getting something you’ve been stuck on for weeks',
    work: 'lectures, essays, labs and a lot of reading',
    hours: 'nine till three most days, and whenever the deadlines say',
    where: 'on campus, mostly the library',
    team: 'my course mates and a study group that mostly talks about everything else',
    tools: 'a laptop that’s seen better days and the library',
    story: 'handing in an essay with a minute to spare because the printer died on the night',
  },
];

/** The family of a stated job ("vet nurse" → animals, "trainee electrician" → trades); the first named family wins. */
export function familyOf(job: string | null | undefined): JobFamily | null {
  if (!job) return null;
  const words = job.toLowerCase();
  return JOB_FAMILIES.find((f) => f.jobs.test(words)) ?? null;
}
