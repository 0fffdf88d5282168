import type { CorpusExample } from '../../src/server/ai/understanding/corpus';

/**
 * Extraction development set F17 (issue #21 point 3, session 17, helper f17): 80 first messages in varied
 * real phrasing (lowercase, typos, long lines, negations, two things in one line, other languages),
 * labelled for every fact and person a human would expect an advisor to pick up. Written before any
 * change to the extractors and without reading the held-out or blind sets; its first reading on the
 * unchanged code is in the commit that adds it and in /work/wt/notes/f17.md. A development set: read to
 * find which forms the extractors miss, fixed only by general mechanisms. Facts and people are labelled as
 * in the corpus: the words as written, matched by containment either way (bench/understanding.ts).
 * `notFacts` lists words that must NOT come back as a fact (precision: an answer that names them says
 * something wrong).
 */
export interface ExtractionDevExample extends CorpusExample {
  notFacts?: string[];
}
const ex = (text: string, facts: string[] = [], people: string[] = [], notFacts: string[] = []): ExtractionDevExample => ({ text, type: null, safety: null, facts, people, notFacts });

export const EXTRACTION_DEV_F17: readonly ExtractionDevExample[] = [
  // Money in every form people type it.
  ex('my roommate venmo requested me $1.5k for "utilities" and i think shes padding it', ['$1.5k', 'utilities'], ['roommate', 'she']),
  ex('Lent my brother-in-law 3 grand in march, he keeps saying next payday', ['3 grand', 'march', 'next payday'], ['brother-in-law', 'he']),
  ex('we agreed to split the airbnb but Dana only sent 120 of her 310', ['airbnb', '120', '310'], ['Dana']),
  ex("she charged me a tenner for a lift to the station which, fine, but then asked for another fiver for petrol", ['a tenner', 'lift', 'station', 'fiver', 'petrol'], ['she']),
  ex("my dad wants me to pay back the 2,400 he put toward my car insurance when I was 19", ['2,400', 'car insurance', '19'], ['dad', 'he']),
  ex('The client is disputing a $640 invoice because the photos came in 2 days late', ['$640', 'invoice', 'photos', '2 days'], ['client']),
  ex('a coworker is collecting 25 dollars each for the boss\'s leaving gift and I barely know the guy', ['25 dollars', 'leaving gift'], ['coworker', 'boss', 'guy']),
  ex('my sister owes me like four hundred and fifty bucks from our trip to Lisbon', ['four hundred and fifty bucks', 'trip', 'Lisbon'], ['sister']),
  ex('i make 52k and my girlfriend makes double that, she wants to split rent 50/50', ['52k', 'rent', '50/50'], ['girlfriend', 'she']),
  ex('Mi hermano me debe 300 euros desde el verano y no contesta mis mensajes', ['300 euros', 'verano', 'mensajes'], ['hermano']),
  ex('the landlord is keeping £900 of our deposit over a stain on the carpet', ['£900', 'deposit', 'carpet'], ['landlord']),
  ex('my mom gave my cousin $5,000 for college but told me there was no money when i asked for help with my textbooks', ['$5,000', 'college', 'money', 'textbooks'], ['mom', 'cousin']),

  // Dates and clock times.
  ex('My best friend is getting married on June 14th and I just found out I\'m not a bridesmaid', ['June 14th', 'bridesmaid'], ['best friend']),
  ex('the parent teacher conference is thursday at 4:15 and my ex insists on coming', ['parent teacher conference', 'thursday', '4:15'], ['ex']),
  ex('Can I cancel on Priya\'s birthday dinner tomorrow night without it becoming a whole thing?', ['birthday dinner', 'tomorrow night'], ['Priya']),
  ex('My shift ends at half ten and my manager keeps scheduling me to open at 6 the next morning', ['shift', 'half ten', '6', 'next morning'], ['manager']),
  ex("we're supposed to move in together on the 1st and he still hasnt told his parents", ['move in', 'the 1st'], ['he', 'parents']),
  ex('the wedding is the weekend after next, in Cornwall, and my date just dropped out', ['wedding', 'weekend after next', 'Cornwall'], ['date']),
  ex('I have a job interview on 3/12 and my boss thinks I\'m at the dentist', ['job interview', '3/12', 'dentist'], ['boss']),
  ex('our flight is at 7am on Boxing Day and my husband booked a dinner with his mates the night before', ['flight', '7am', 'Boxing Day', 'dinner', 'the night before'], ['husband', 'mates']),
  ex('my daughter\'s recital is at noon on saturday and her dad says he can\'t get off work', ['recital', 'noon', 'saturday', 'work'], ['daughter', 'dad', 'he']),
  ex('By end of day Friday I have to tell the team that the launch is slipping to October', ['end of day', 'Friday', 'launch', 'October'], ['team']),

  // Durations and how long ago.
  ex("we've been together almost a decade and he still won't introduce me to his family", ['almost a decade'], ['he', 'family']),
  ex('i havent spoken to my dad since christmas 2021', ['christmas', '2021'], ['dad']),
  ex('My son has been on a waiting list for an ADHD assessment for eighteen months', ['waiting list', 'ADHD assessment', 'eighteen months'], ['son']),
  ex('it took me an hour and a half to get home because she wanted to stop at her sister\'s', ['an hour and a half', 'home'], ['she', 'sister']),
  ex('My coworker has been out on "sick leave" for six weeks and posting beach pics the whole time', ['sick leave', 'six weeks', 'beach pics'], ['coworker']),
  ex('we have been friends since year 7 and now she barely replies', ['year 7'], ['friends', 'she']),
  ex('Three months in and my new manager still hasnt had a single 1:1 with me', ['three months', '1:1'], ['manager']),
  ex('She has been ignoring me for a fortnight after I forgot her graduation', ['a fortnight', 'graduation'], ['She']),

  // Events: parties, ceremonies, work and school occasions.
  ex('My sister-in-law planned her gender reveal on the same day as my son\'s christening', ['gender reveal', 'christening'], ['sister-in-law', 'son']),
  ex('the team offsite is in Denver next week and I am the only one not invited to the dinner', ['offsite', 'Denver', 'next week', 'dinner'], ['team']),
  ex('my flatmate is throwing a house party on friday and i have an exam saturday morning', ['house party', 'friday', 'exam', 'saturday morning'], ['flatmate']),
  ex('Should I go to my high school reunion if my bully from back then is organising it', ['high school reunion'], ['bully']),
  ex("My friend's bachelorette is in Vegas and it's going to cost me at least $1,200", ['bachelorette', 'Vegas', '$1,200'], ['friend']),
  ex("my boyfriend didn't come to my grandmother's funeral because he had a football match", ['funeral', 'football match'], ['boyfriend', 'grandmother', 'he']),
  ex('the performance review is next tuesday and my lead already hinted it will be "mixed"', ['performance review', 'next tuesday'], ['lead']),
  ex('my kids school has a bake sale tomorrow and I forgot, again', ['bake sale', 'tomorrow'], ['kids']),

  // Places.
  ex('My partner wants to move to Manchester for a job and I just started a degree here', ['Manchester', 'job', 'degree'], ['partner']),
  ex('I ran into my ex at Costco and she acted like she didnt know me', ['Costco'], ['ex', 'she']),
  ex('my grandparents want us at their place in the countryside every sunday', ['countryside', 'every sunday'], ['grandparents']),
  ex('we have been fighting about whether to spend the holidays at his parents house or mine', ['holidays', 'parents house'], ['his', 'parents']),
  ex("the guy in the cubicle next to me eats tuna at his desk every day", ['cubicle', 'tuna', 'desk', 'every day'], ['guy']),
  ex('My daughter is studying abroad in Seoul and only calls when she needs money', ['Seoul', 'money'], ['daughter', 'she']),
  ex('We met at the climbing gym and now he wants to go on a trip to Scotland together', ['climbing gym', 'trip', 'Scotland'], ['he']),

  // Channels and apps.
  ex('my manager called me out in the team chat in front of everyone', ['team chat'], ['manager']),
  ex('my aunt forwards conspiracy stuff to the family whatsapp group every morning', ['family whatsapp group', 'every morning'], ['aunt']),
  ex('He left me on read on iMessage but is active on Snapchat', ['iMessage', 'Snapchat'], ['He']),
  ex('my teacher emailed my parents about my grades without telling me first', ['emailed', 'grades'], ['teacher', 'parents']),
  ex('A recruiter reached out on LinkedIn about a role that pays 20% more', ['LinkedIn', 'role', '20%'], ['recruiter']),
  ex('she sent a 6 minute voice note explaining why she is not coming to my party', ['6 minute', 'voice note', 'party'], ['she']),
  ex('My mother-in-law messages me on Facebook Messenger at 11pm about how to raise my baby', ['Facebook Messenger', '11pm'], ['mother-in-law', 'baby']),
  ex("we only talk over Discord and I don't even know what his voice sounds like", ['Discord'], ['his']),
  ex('my colleague keeps pinging me on Slack after hours expecting instant replies', ['Slack', 'after hours'], ['colleague']),

  // Things at stake.
  ex("my teenage son broke his phone for the third time and expects me to buy a new iPhone", ['phone', 'third time', 'iPhone'], ['son']),
  ex('my neighbour borrowed my lawnmower in April and returned it broken', ['lawnmower', 'April'], ['neighbour']),
  ex('My roommate eats my leftovers and uses my shampoo without asking', ['leftovers', 'shampoo'], ['roommate']),
  ex('My fiancé wants a big wedding with 200 guests and I want a courthouse thing', ['big wedding', '200 guests', 'courthouse'], ['fiancé']),
  ex('my boss took credit for my slides in the quarterly meeting', ['slides', 'quarterly meeting'], ['boss']),
  ex('i want to ask my parents for the car this weekend to drive to a concert in Leeds', ['car', 'this weekend', 'concert', 'Leeds'], ['parents']),

  // Ages.
  ex('My 7yo refuses to go to school and cries at the gate every morning', ['7yo', 'school', 'every morning'], ['7yo']),
  ex('my stepson is 14 and wants to live with his mum full time', ['14', 'full time'], ['stepson', 'mum']),
  ex("I'm 34 and my parents still treat me like a teenager", ['34'], ['parents']),
  ex('my grandma turns 90 in may and the family is fighting over who hosts', ['90', 'may'], ['grandma', 'family']),
  ex('he is 26, I am 19, is that a weird age gap?', ['26', '19', 'age gap'], ['he']),

  // People named several ways.
  ex('Jess and Tom from accounting keep leaving me out of lunch', ['accounting', 'lunch'], ['Jess', 'Tom']),
  ex('my husband\'s best friend Marco made a comment about my weight at the bbq', ['comment', 'weight', 'bbq'], ['husband', 'Marco']),
  ex('ok so my bf\'s ex keeps liking all his old photos, should i say something', ['photos'], ['bf', 'ex']),
  ex('Dr. Okafor told me to cut back on work and my wife agrees with her', ['work'], ['Dr. Okafor', 'wife', 'her']),
  ex('how do i tell my nanny we cant afford her anymore after our second kid', ['second kid'], ['nanny', 'kid']),
  ex('our new intern, Kai, keeps asking me out for coffee', ['coffee'], ['intern', 'Kai']),

  // Other languages.
  ex('Ma copine veut partir en vacances en Italie en août mais je dois travailler', ['vacances', 'Italie', 'août'], ['copine']),
  ex('Meine Mutter ruft jeden Tag an und fragt, wann ich heirate', ['jeden Tag'], ['Mutter']),
  ex('Mi jefe me pidió que trabaje el sábado y ya tenía planes con mi novia', ['sábado', 'planes'], ['jefe', 'novia']),
  ex('Minha mãe não gostou do meu namorado no jantar de domingo', ['jantar', 'domingo'], ['mãe', 'namorado']),

  // Long, lowercase, two things in a line, negations.
  ex('not sure if this is dumb but my friend group planned a weekend in Brighton for my 30th and didnt ask me, and now they want £180 each from me for the cottage', ['weekend', 'Brighton', '30th', '£180', 'cottage'], ['friend group']),
  ex("i didn't go to the christmas party and now my supervisor is acting cold, plus my review is in two weeks", ['christmas party', 'review', 'in two weeks'], ['supervisor']),
  ex('my wife and I cant agree on whether our 3 year old should start nursery in september or wait a year', ['nursery', 'september', 'a year'], ['wife', 'our 3 year old']),
  ex("So my housemate Liam plays guitar till 2am on weeknights and I have lectures at 9", ['guitar', '2am', 'weeknights', 'lectures', '9'], ['housemate', 'Liam']),
  ex('I dont drink and every work event is at a bar, my manager said its "optional" but', ['work event', 'bar'], ['manager'], ['drink']),
  ex('my mil is staying with us for 3 weeks over thanksgiving and my husband wont say anything', ['3 weeks', 'thanksgiving'], ['mil', 'husband']),
  ex('tomorrow is our 5 year anniversary and he forgot, he booked a golf trip with his brother instead', ['tomorrow', '5 year anniversary', 'golf trip'], ['he', 'brother']),
];
