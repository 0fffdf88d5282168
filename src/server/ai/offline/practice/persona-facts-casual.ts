import type { Topic } from './persona-facts';

/**
 * A casual character's everyday life (friends, crushes, matches, exes, family): a few alternative
 * facts per topic, one picked per practice by persona-facts.ts. Questions name a topic by its
 * ordinary words; `say` gives the fact for a slot whose answer has another shape (a duration, a
 * count, a place). Lines are in the casual register: lower case, short.
 */

export const CASUAL_TOPICS: readonly Topic[] = [
  {
    id: 'pets',
    asked: /\b(?:pets?|dogs?|puppy|cats?|kitten|rabbit|bunny|hamster|parrot|goldfish|tortoise)\b(?! person| people| or\b)/,
    variants: /\b(?:dog|puppy|cat|kitten|rabbit|bunny|hamster|parrot|goldfish|tortoise)\b/,
    facts: [
      { told: 'a dog called Biscuit — a very spoiled beagle, three years old', is: ['dog', 'puppy', 'beagle'], say: { thing: 'Biscuit 🐶 a very spoiled beagle', amount: 'just the one — Biscuit, my beagle', time: 'I got Biscuit about three years ago, as a puppy', place: 'Biscuit sleeps on my bed, obviously haha', person: 'me — and my roommate spoils him too' } },
      { told: 'a grumpy old cat called Pepper — she runs the flat', is: ['cat', 'kitten'], say: { thing: 'Pepper — a grumpy old tabby, I love her', amount: 'just one, Pepper the cat', time: 'I adopted Pepper two years ago from the shelter', place: 'Pepper lives with me in the flat, mostly on the radiator', person: 'just me and Pepper haha' } },
      { told: 'no pets, sadly — my landlord won’t allow them, but I dog-sit for my neighbour', yes: false, is: [], say: { thing: 'no pets, sadly — my landlord won’t allow them', amount: 'zero, sadly — my landlord won’t allow pets' } },
    ],
  },
  {
    id: 'siblings',
    asked: /\b(?:siblings?|brothers?|sisters?|only child)\b/,
    variants: /\b(?:brother|sister|only child)\b/,
    opposite: /\bonly child\b/,
    facts: [
      { told: 'one older sister, Hannah — she’s a nurse and basically my best friend', is: ['sister'], say: { amount: 'just one, an older sister, Hannah', person: 'my sister Hannah — she’s a nurse', opinion: 'my sister’s good! Hannah’s busy with night shifts at the hospital, but we talk every week', place: 'my sister lives in Leeds, about two hours away' } },
      { told: 'two younger brothers, both still at home — it’s chaos haha', is: ['brother'], say: { amount: 'two — two younger brothers, Tom and Sam', person: 'my brothers Tom and Sam, both still at school', opinion: 'my brothers are good! loud, but good — Tom just started uni', place: 'they still live with my parents, back home' } },
      { told: 'nope, only child — which explains a lot haha', yes: false, is: ['only child'], say: { amount: 'none, I’m an only child', person: 'no siblings — my cousins are the closest thing' } },
    ],
  },
  {
    id: 'home',
    asked: /\b(?:flat|apartment|house(?!mate)|live with|living with|roommates?|flatmates?|housemates?|neighbou?rs?|neighbou?rhood|part of town|area do (?:you|u) live|landlord|rent)\b/,
    fits: ['place', 'person'],
    facts: [
      { told: 'a little flat near the river with my roommate Jess — tiny, but I love it', say: { place: 'in a little flat near the river, by the old market', person: 'my roommate Jess — we met at uni', time: 'we’ve been there about two years', amount: 'just two of us, me and Jess' } },
      { told: 'a shared house on the east side with three others — always someone cooking', say: { place: 'in a shared house on the east side, near the park', person: 'three housemates — two nurses and a guy who bakes bread at 2am', time: 'a bit over a year now', amount: 'four of us in the house' } },
    ],
  },
  {
    id: 'parents',
    asked: /\b(?:mum|mom|mother|dad|father|parents|folks|family)\b/,
    fits: ['person'],
    facts: [
      { told: 'they’re good, thanks! mum just retired and she’s gardening like it’s a full-time job', say: { place: 'my parents are still in the same house I grew up in, about an hour away', time: 'I see my parents most sundays, for lunch', amount: 'a small family — my parents, my sister and me' } },
      { told: 'all good — dad’s recovering from his knee op, but he’s already complaining he’s bored', say: { place: 'my parents moved to the coast last year, near Brighton', time: 'I go home every couple of weeks, usually on a sunday', amount: 'a big family — four of us kids, plus my parents' } },
    ],
  },
  {
    id: 'commute',
    asked: /\b(?:commute|commuting|get (?:to|into) (?:work|campus|uni|class|school|the office|town)|getting (?:to|into) (?:work|campus|uni|town)|travel to (?:work|uni|campus)|drive to work|bike to work|cycle|cycling)\b/,
    variants: /\b(?:bike|bus|train|tube|drive|car|walk|cycle)\b/,
    fits: ['time', 'amount'],
    facts: [
      { told: 'I cycle — about twenty minutes along the canal, it’s the best part of my day', is: ['bike', 'cycle'], say: { time: 'I leave around 8:30 and it’s about twenty minutes on the bike, along the canal', place: 'along the canal path, then through the park' } },
      { told: 'the bus — the 42, about half an hour if the traffic’s okay', is: ['bus'], say: { time: 'I get the 8:15 bus and it’s about half an hour, longer when it rains', place: 'I get the 42 from the stop outside my flat' } },
      { told: 'I walk — it’s only fifteen minutes, so I get my podcasts in', is: ['walk'], say: { time: 'I leave at 8:45 — fifteen minutes on foot, so not bad', place: 'through the park and past the market' } },
    ],
  },
  {
    id: 'work-hours',
    asked: /\b(?:finish|start|get off|clock off|leave) (?:work|your shift|the office)\b|\b(?:shifts?|working hours|work hours|hours at work)\b|\bwhat time (?:do|does) (?:you|u|your) (?:start|finish|work)\b/,
    fits: ['time'],
    facts: [
      { told: '9 to 5:30 most days, and fridays I finish at 4', say: { time: 'around 5:30 most days — 4 on fridays', amount: 'about 37 hours a week' } },
      { told: 'shifts, mostly — early ones this month, so I finish around 3', say: { time: 'around 3 this month, I’m on early shifts', amount: 'four long shifts a week' } },
    ],
  },
  {
    id: 'job',
    asked: /\b(?:do for (?:work|a living)|where (?:do|are) (?:you|u) (?:work|working)|what(?:'s| is) (?:your|ur) job|what (?:job|work) do|where do (?:you|u) work|new job|your job|ur job|like (?:your|ur) (?:job|work)|enjoy (?:your|ur) (?:job|work)|(?:your|ur) (?:boss|manager|colleagues|coworkers))\b/,
    fits: ['place', 'person'],
    facts: [
      { told: 'I’m a graphic designer at a small studio downtown — mostly posters and logos, and I love it', say: { place: 'I work at a little design studio downtown, near the river', person: 'my boss Kat is great — she lets us work on our own ideas', opinion: 'honestly I love it — small team, nice clients, and nobody emails after six', time: 'I’ve been there about two years now' } },
      { told: 'I work in admin at the city hospital — busy, but the people are lovely', say: { place: 'I work at the city hospital, in the admin team', person: 'mostly with the ward managers — they’re lovely, if a bit chaotic', opinion: 'it’s tiring but good — I like feeling useful', time: 'about a year and a half now' } },
    ],
  },
  {
    id: 'sleep',
    asked: /\b(?:morning person|night owl|early bird|wake up|get up in the morning|go to bed|bedtime|sleep schedule)\b/,
    opposite: /\b(?:night owl|go to bed late|stay up)\b/,
    fits: ['time'],
    facts: [
      { told: 'very much a morning person — up at six, coffee, run, the whole thing', say: { time: 'up around six, in bed by ten haha' } },
      { told: 'not at all, total night owl — I’m at my best after 10pm', yes: false, say: { time: 'I wake up around 8, and I’m never asleep before 1' } },
    ],
  },
  {
    id: 'cooking',
    asked: /\b(?:cook|cooking|bake|baking|chef|kitchen|recipe)\b/,
    facts: [
      { told: 'I love cooking — my thing is a big pot of dal on sundays', say: { person: 'my grandma taught me, mostly by shouting at me in her kitchen haha', time: 'most evenings, and a big batch on sundays' } },
      { told: 'honestly not much — I can do pasta and that’s about it haha', yes: false, say: { person: 'nobody, which shows haha — youtube, mostly', time: 'maybe once a week, if I’m feeling brave' } },
    ],
  },
  {
    id: 'meals',
    asked: /\b(?:breakfast|lunch|dinner|snack|ate|eaten|vegetarian|vegan|allergic|allergies)\b(?! (?:with me|together|sometime|on))/,
    unless: /\b(?:place|spot|restaurant|cafe|café|where|recommend|best|favou?rite)\b/,
    facts: [
      { told: 'a big bowl of leftover curry, no regrets', say: { time: 'around 1, at my desk as usual', place: 'at my desk, as usual haha' } },
      { told: 'just a cheese toastie from the café downstairs, honestly', say: { time: 'late, around 2 — busy day', place: 'the little café downstairs from work' } },
    ],
  },
  {
    id: 'birthday',
    asked: /\b(?:birthday|how old|your age|ur age)\b/,
    fits: ['time', 'amount'],
    facts: [
      { told: 'the 14th of march — I’ll be 27', say: { time: 'the 14th of march!', amount: '26 — 27 in march' } },
      { told: 'the 2nd of october, I just turned 25', say: { time: 'the 2nd of october', amount: '25, just turned' } },
    ],
  },
  {
    id: 'hometown',
    asked: /\b(?:from originally|where(?:'s| is| are) (?:you|u) from|grow up|grew up|hometown|home town|born)\b/,
    fits: ['place'],
    facts: [
      { told: 'a small town near Leeds — I moved here for uni and never left', say: { place: 'a small town near Leeds, moved here for uni', reason: 'I came for uni and then got a job here, so I stayed', time: 'I moved here about six years ago, for uni' } },
      { told: 'by the coast, in a little town near Brighton', say: { place: 'a little town near Brighton, right by the sea', reason: 'I moved for a job — and I wanted a bigger city', time: 'I moved here three years ago' } },
    ],
  },
  {
    id: 'tv',
    asked: /\b(?:watching|binge|binging|tv|telly|series|netflix|shows?)\b(?! up| me)/,
    facts: [
      { told: 'The Bear, finally — I’m on season two and I’m stressed for them haha', say: { time: 'mostly on weeknights, one episode turns into three' } },
      { told: 'Slow Horses — I’m hooked, just started the third season', say: { time: 'sunday nights, it’s my ritual' } },
    ],
  },
  {
    id: 'games',
    asked: /\b(?:video games?|gaming|gamer|playstation|xbox|nintendo|board games?)\b(?= |$)(?!.*\b(?:instrument|piano|guitar|sport|football|tennis)\b)/,
    facts: [
      { told: 'a bit — mostly Mario Kart with friends, and way too much Stardew Valley', say: { time: 'a couple of evenings a week, more when it rains' } },
      { told: 'not really video games — but I love a board game night, Catan especially', yes: false, say: { time: 'board games most fridays with friends' } },
    ],
  },
  {
    id: 'weekend',
    asked: /\b(?:last weekend|weekend (?:go|was)|(?:do|did) (?:you|u) do (?:on|at|over) (?:the )?weekend)\b/,
    facts: [
      { told: 'climbing on saturday morning, then brunch with friends — pretty perfect', say: { place: 'at the climbing wall on Dock Road, then brunch at Lupe’s', person: 'with my friends Jess and Omar' } },
      { told: 'a long walk by the river and a very lazy sunday with a film', say: { place: 'along the river, then home on the sofa', person: 'just me and my roommate' } },
    ],
  },
  {
    id: 'holiday',
    asked: /\b(?:(?:your|ur|the) (?:holiday|vacation|trip|time away)|been away|go away|going away|went away)\b/,
    fits: ['place', 'time', 'person'],
    facts: [
      { told: 'a week in Lisbon — pastries, old trams and way too many stairs, it was lovely', say: { place: 'Lisbon, for a week', time: 'the first week of june', person: 'with my sister', opinion: 'so good — Lisbon was all pastries and old trams, I didn’t want to come back' } },
      { told: 'camping in the Lake District — it rained four days out of five and I still loved it', say: { place: 'the Lake District, camping', time: 'last month, for five days', person: 'with three friends from uni', opinion: 'wet but great — four days of rain in the Lakes and I still loved it' } },
    ],
  },
  {
    id: 'last-night',
    asked: /\b(?:last night|yesterday|this morning)\b/,
    unless: /\bwhere\b|\bwho\b|\bwhy\b/,
    facts: [
      { told: 'stayed in, made a huge pot of pasta and watched two episodes of The Bear — very rock and roll haha', say: { time: 'I was in bed by 11, honestly' } },
      { told: 'dinner with my sister at Lupe’s, then an early night', say: { time: 'home by 10, early night' } },
    ],
  },
  {
    id: 'car',
    asked: /\b(?:drive|driving|car|licen[cs]e)\b/,
    facts: [
      { told: 'I can drive, but I don’t have a car — I borrow my mum’s when I go home', say: { thing: 'no car — I borrow my mum’s old Fiesta sometimes' } },
      { told: 'nope, never learned — bike and bus all the way', yes: false },
    ],
  },
  {
    id: 'languages',
    asked: /\b(?:languages?|speak (?:any|other|spanish|french|german|italian)|bilingual|learning (?:spanish|french|german|italian|japanese))\b/,
    facts: [
      { told: 'English and decent Spanish — my mum’s from Valencia', say: { amount: 'two — English and Spanish' } },
      { told: 'just English, plus a bit of duolingo French that doesn’t count haha', yes: false, say: { amount: 'one and a half — English and bad French' } },
    ],
  },
  {
    id: 'social',
    asked: /\b(?:instagram|insta|tiktok|social media|twitter|snapchat)\b/,
    facts: [
      { told: 'instagram, mostly for food photos haha — I’m not on tiktok', say: { amount: 'I post maybe once a week' } },
      { told: 'I deleted most of it last year — just whatsapp now, and I’m happier', yes: false },
    ],
  },
  {
    id: 'season',
    asked: /\b(?:favou?rite season|seasons?|summer or winter|winter or summer|summer person|winter person|hot or cold weather)\b/,
    facts: [
      { told: 'autumn, definitely — cold mornings, big jumpers, soup', say: { reason: 'because of the cold sunny mornings — and soup season' } },
      { told: 'summer, always — long evenings outside are my thing', say: { reason: 'because of the long evenings, I’m outside until ten' } },
    ],
  },
  {
    id: 'plants',
    asked: /\b(?:plants?|garden|gardening|allotment)\b/,
    facts: [
      { told: 'way too many plants — about twenty, and a very dramatic fern', say: { amount: 'about twenty, I stopped counting' } },
      { told: 'I kill every plant I touch haha — I’ve given up', yes: false, say: { amount: 'zero, they all died' } },
    ],
  },
  {
    id: 'degree',
    asked: /\bwhat (?:did|do) (?:you|u) study\b|\b(?:your|ur) (?:degree|major|course)\b|\bwhat(?:'s| is) (?:your|ur) (?:degree|major)\b|\bwhat are (?:you|u) studying\b/,
    fits: ['place', 'time'],
    facts: [
      { told: 'geography — I loved the fieldwork, hated the statistics haha', say: { place: 'at Leeds, for three years', time: 'I finished three years ago' } },
      { told: 'biology — I wanted to be a vet, then I met organic chemistry haha', say: { place: 'at Glasgow, four very rainy years', time: 'I graduated two years ago' } },
    ],
  },
  {
    // "what's something you're really good at?": a skill of theirs, not a deflection.
    id: 'skills',
    asked: /\b(?:(?:really |actually |secretly )?good at|best at|talented at|a hidden talent|your (?:superpower|talent))\b(?! (?:it|that|this)\b)/,
    facts: [
      { told: 'cooking, honestly — my lasagne has a small fan club haha' },
      { told: 'fixing bikes — I’ve rebuilt three from scrap, it’s my happy place' },
    ],
  },
  {
    // "what have you been up to since uni?": the years since, not last weekend.
    id: 'since',
    asked: /\b(?:been (?:up to|doing)|up to) (?:since|all these years|all this time|these past (?:few )?(?:years|months))\b|\bwhat(?:'s| has) happened since\b|\bwhat(?:'s| is) new since\b/,
    fits: ['time'],
    facts: [
      { told: 'since uni? I moved cities for work, got a job at a design studio, and finally learned to cook haha', say: { time: 'about three years of it now, time flies' } },
      { told: 'honestly a lot — I worked abroad for a year, moved back, and I’m retraining as a nurse now', say: { time: 'it’s been about four years, can you believe it' } },
    ],
  },
  {
    id: 'kids',
    asked: /\b(?:kids|children)\b(?! (?:in|at) )/,
    facts: [{ told: 'no kids, not yet — maybe one day', yes: false, say: { amount: 'none yet — maybe one day' } }],
  },
];
