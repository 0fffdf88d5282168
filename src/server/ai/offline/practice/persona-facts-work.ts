import type { Topic } from './persona-facts';
import type { RoleKind } from './roles';
import { CANDIDATE, WORKPLACE } from './persona-facts-workplace';

/**
 * The practice's world for the other work roles: the customer's order, the teacher's class and
 * school, the parent's home, the commenter's background (the workplace and the candidate are in
 * persona-facts-workplace.ts). A few alternative facts per topic, one picked per practice by
 * persona-facts.ts. Lines start in lower case: persona-facts.ts capitalises them, or puts them
 * after "Yes —" / "No —".
 */

const CUSTOMER: readonly Topic[] = [
  {
    id: 'cust-contact',
    asked: /\b(?:first (?:contact|call|email|wrote|reach)|contacted|called|emailed|got in touch|reached out|complained)\b/,
    fits: ['time', 'amount'],
    facts: [
      { told: 'I first emailed on the 10th, a week after ordering, and again on the 14th — no reply to either; then I called and a Mark said he’d ring back, and never did', say: { time: 'on the 10th, a week after I ordered, then again on the 14th', amount: 'twice by email and once by phone', person: 'nobody answered the emails; on the phone I spoke to a Mark, who never rang back' } },
    ],
  },
  {
    id: 'cust-tracking',
    asked: /\b(?:tracking|track|status|where is (?:it|the (?:order|parcel|package))|courier|delivery status|dispatched|in transit)\b/,
    facts: [
      { told: 'the tracking sat at “local depot” from the 5th to the 11th, then said delivered on Tuesday — a week after the express date, with the box crushed', say: { place: 'stuck at the local depot for a week, then delivered to my door on Tuesday', time: 'delivered on Tuesday — a week after the date I paid express for' } },
    ],
  },
  {
    id: 'cust-packaging',
    asked: /\b(?:packaging|(?:keep|kept|still have|throw|threw) (?:the )?(?:box|receipt|it)|original box|receipt)\b/,
    facts: [
      { told: 'I kept the box and the receipt — I’m not stupid, I knew I’d need them' },
      { told: 'I kept the receipt, but the box went out with the recycling before I noticed the crack', yes: false },
    ],
  },
  {
    id: 'cust-payment',
    asked: /\b(?:pay(?:ing)? (?:for|by|with)|paid (?:by|with|for)|how (?:did|do|would) (?:you|u) pay|payment|card|paypal|charged)\b/,
    unless: /\bhow much\b/,
    fits: ['amount'],
    facts: [
      { told: 'by debit card, on the website — and you took the money straight away', say: { amount: '89 pounds on my debit card, plus 6 for express' } },
      { told: 'with PayPal, and the money left my account the same day', say: { amount: '95 pounds through PayPal, express shipping included' } },
    ],
  },
  {
    id: 'cust-photos',
    asked: /\b(?:photos?|pictures?|evidence|proof)\b/,
    facts: [{ told: 'yes, I took photos of the crack the moment I opened it — I can send them right now', say: { request: 'yes — I’ll send the photos as soon as you give me an address for them', amount: 'three photos, from different sides' } }],
  },
  {
    id: 'cust-history',
    asked: /\b(?:ordered (?:from us )?before|customer (?:for|with us)|been (?:a customer|ordering|shopping)|first order|loyal)\b/,
    fits: ['time', 'amount'],
    facts: [
      { told: 'I’ve ordered from you for about four years — this is the first time anything went wrong', say: { time: 'about four years', amount: 'maybe fifteen orders over four years' } },
      { told: 'this was my first order with you, and honestly it may be my last', yes: false, say: { amount: 'just this one', time: 'this was my first order' } },
    ],
  },
  {
    id: 'cust-warranty',
    asked: /\b(?:warranty|guarantee|guaranteed)\b/,
    facts: [{ told: 'it’s two weeks old, so it’s well inside the two-year warranty — it says so on the receipt' }],
  },
  {
    id: 'cust-used',
    asked: /\b(?:(?:did|have) (?:you|u) (?:used?|tried|plugged|turned)|used it|use it)\b/,
    facts: [{ told: 'once — I plugged it in, saw the crack when I filled the jug, and stopped straight away', say: { amount: 'once, for about ten seconds', time: 'the day it arrived, for about ten seconds' } }],
  },
  {
    id: 'cust-order-date',
    asked: /\bwhen (?:did|was) (?:you |it |the (?:order|parcel|item) )?(?:order|place|placed|buy|bought|purchase)\w*\b|\border (?:date|placed)\b/,
    fits: ['time'],
    facts: [{ told: 'I ordered on the 3rd, with express shipping for delivery by the 5th', say: { time: 'I ordered on the 3rd, with express delivery promised for the 5th' } }],
  },
  {
    id: 'cust-refund',
    asked: /\brefund\b.*\b(?:when|how long|asked|requested|waiting|applied|status)\b|\b(?:when|how long|asked|requested|waiting|applied)\b.*\brefund\b/,
    fits: ['time'],
    facts: [
      { told: 'I asked for the refund on the 12th; your site says five to seven working days, and it’s been two weeks', say: { time: 'I asked on the 12th — two weeks ago, and the site promised five to seven working days', amount: '89 pounds, and two weeks of waiting' } },
      { told: 'I requested it last Monday and got an automatic email saying “up to 14 days” — nothing since', say: { time: 'last Monday — and the email said up to 14 days', amount: 'the full 95 pounds' } },
    ],
  },
  {
    id: 'cust-bought-where',
    asked: /\bwhere did (?:you|u) (?:buy|get|order|purchase)\b|\b(?:online|in (?:the |a )?(?:shop|store))\b/,
    fits: ['place'],
    facts: [
      { told: 'on your website, with my account — the confirmation email is right here', say: { place: 'on your website, with my account' } },
      { told: 'in your Mill Street shop — the assistant said I could return it anywhere', say: { place: 'your shop on Mill Street' } },
    ],
  },
  {
    // "which branch was it you dropped it at?": where they handed it in (a repair, a return).
    id: 'cust-branch',
    asked: /\bwhich (?:branch|shop|store|location|counter)\b|\bwhere (?:did|do) (?:you|u) (?:drop|bring|take|hand|leave) (?:it|them|the)\b|\b(?:dropped|brought|took|handed) (?:it|them) (?:in|off)\b/,
    fits: ['place'],
    facts: [{ told: 'the Mill Street branch — I handed it in at the counter myself', say: { place: 'at the Mill Street branch — I handed it in at the counter myself' } }],
  },
  {
    id: 'cust-account',
    asked: /\b(?:email address|account (?:name|email|number)|under (?:what|which) name|name on the (?:order|account))\b/,
    facts: [{ told: 'it’s under Jordan Reeve, jordan.reeve@example.com', say: { person: 'Jordan Reeve — the account is in my name' } }],
  },
];

const TEACHER: readonly Topic[] = [
  // "which topics is he finding hardest?": the topics, not how he behaves in class.
  {
    id: 'school-hardest',
    // A subject named in the question is answered by that subject's own topic, not with maths.
    unless: /\b(?:reading|english|writing|spelling|phonics|science|history|geography|french|spanish|german|music|art|pe|sport|languages?)\b/,
    asked: /^(?:which|what)\b(?=.*\b(?:topics?|subjects?|areas?)\b)(?=.*\b(?:hard|harder|hardest|difficult|tricky|toughest|struggl\w*|behind|weak\w*)\b)/,
    facts: [
      { told: 'maths, mostly — fractions and word problems: he follows the method in class, but loses it when the question is written out in words' },
      { told: 'maths, mostly — long division and fractions: he rushes the steps, and once one goes wrong he gives up on the rest' },
    ],
  },
  // "what did you go over with him last week?": the last lesson's content.
  {
    id: 'school-last-lesson',
    asked: /\bwhat (?:did|have) (?:you|u)(?: (?:all|guys))? (?:go(?:ne)? over|cover(?:ed)?|work(?:ed)? on|do(?:ne)?|look(?:ed)? at|practi[sc]ed?)\b(?=.*\b(?:lessons?|sessions?|class|tutoring|with (?:him|her|them))\b)/,
    facts: [{ told: 'last week we went over fractions — adding them with different denominators — and he got most of it by the end of the lesson' }],
  },
  // How the child does in a subject: the teacher's judgement, with where they are and what is next.
  {
    id: 'school-maths',
    asked: /\b(?:doing|getting on|coping|going) (?:in|with|at) (?:maths?|math class|numeracy|fractions)\b|\b(?:maths?|numeracy) (?:going|progress)\b/,
    facts: [
      { told: 'honestly, not badly — in maths he’s about a term behind, because fractions threw him this half-term, but his mental arithmetic is solid and he’s catching up' },
      { told: 'honestly, maths is a struggle at the moment — he’s behind on fractions and loses confidence fast, though he does well when he works with a partner' },
    ],
  },
  {
    id: 'school-reading',
    asked: /\b(?:doing|getting on|coping|going) (?:in|with|at) (?:reading|english|literacy|spelling|writing)\b|\b(?:reading|english|literacy) (?:going|progress)\b/,
    facts: [
      { told: 'her reading is doing well — she’s reading at the level we expect for her age, and her spelling is improving week by week' },
      { told: 'reading is where she struggles most — she reads slowly and guesses words, so she’s in a small reading group twice a week' },
    ],
  },
  {
    id: 'school-phones',
    asked: /\b(?:phones?|mobiles?|devices?|screens?)\b/,
    facts: [
      { told: 'phones go in lockers at the start of the day and come out at 3:15; a phone seen in class is kept at the office until a parent collects it' },
      { told: 'phones are allowed in bags but switched off; if one comes out in class it’s kept until the end of the day' },
    ],
  },
  {
    id: 'school-class-size',
    asked: /\bhow many (?:kids|children|pupils|students)\b|\bclass size\b|\bbig is (?:the|her|his|their) class\b/,
    fits: ['amount'],
    facts: [
      { told: 'there are 28 in the class, with a teaching assistant in the mornings', say: { amount: '28 children, with a teaching assistant in the mornings' } },
      { told: '26 children, and a support assistant three days a week', say: { amount: '26 children, with a support assistant three days a week' } },
    ],
  },
  {
    id: 'school-lunch',
    asked: /\b(?:lunch|lunchtime|break ?time|breaks|playground|recess)\b/,
    unless: /\bbehav/,
    fits: ['person', 'place'],
    facts: [
      { told: 'at lunch she sits with Amira and Jo most days; at break she sometimes stays near the duty teacher', say: { person: 'Amira and Jo, most days', place: 'on the long table by the window with Amira and Jo' } },
      { told: 'he eats with the same two friends, Sam and Leo, and plays football with them after', say: { person: 'Sam and Leo, his two friends', place: 'at the table near the hatch, then out on the field' } },
    ],
  },
  {
    id: 'school-homework',
    asked: /\bhomework (?:policy|club|rules)|how much homework|homework (?:is|does)\b/,
    fits: ['time', 'amount'],
    facts: [{ told: 'about thirty minutes a night, set on Mondays and due on Fridays; homework club runs Tuesdays and Thursdays until 4:30', say: { time: 'set on Mondays, due on Fridays; homework club is Tuesdays and Thursdays until 4:30', amount: 'about thirty minutes a night' } }],
  },
  {
    id: 'school-behaviour',
    asked: /\b(?:detentions?|behaviou?r policy|sanctions?|punish\w*|bullying|bullied|exclusion)\b/,
    facts: [
      { told: 'we use warnings first, then a lunchtime detention; bullying goes straight to the head of year, and parents hear the same day' },
      { told: 'two warnings, then a short detention at break; anything involving bullying is logged and we call home that day' },
    ],
  },
  {
    id: 'school-attendance',
    asked: /\b(?:attendance|absences?|absent|late|lateness|missed (?:school|days))\b/,
    fits: ['amount'],
    facts: [{ told: 'her attendance is 91% this term — four days off and three late marks, mostly on Mondays', say: { amount: '91% — four days off and three late marks this term' } }],
  },
  {
    id: 'school-exams',
    asked: /\b(?:exams?|tests?|sats|assessments?|mocks?)\b/,
    unless: /\bhow (?:did|is|was|does)\b|\b(?:results?|marks?|grades?|scores?|pass(?:ed)?|fail(?:ed)?)\b/,
    fits: ['time'],
    facts: [{ told: 'the end-of-year tests are in the week of the 9th of June; we practise with short quizzes every Friday before that', say: { time: 'the week of the 9th of June, with practice quizzes on Fridays until then' } }],
  },
  {
    id: 'school-reading',
    asked: /\b(?:reading (?:level|age)|reading|grades?|marks?|levels?|tests?|results?)\b/,
    unless: /\bwhy\b/,
    fits: ['amount'],
    facts: [{ told: 'reading is a little below the expected level — about six months behind — but maths is right where it should be', say: { amount: 'about six months behind in reading; maths is on track' } }],
  },
  {
    id: 'school-staff',
    asked: /\b(?:form tutor|class teacher|head of year|head ?teacher|headmaster|headmistress|principal|deputy head)\b/,
    fits: ['person'],
    facts: [{ told: 'I’m her form tutor as well; the head of year is Mr Okafor, and the head teacher is Mrs Grant', say: { person: 'I am — and Mr Okafor is head of year if we need to take it further' } }],
  },
  {
    id: 'school-support',
    asked: /\b(?:counsell?or|senco|learning support|extra (?:help|support)|special needs|tutor(?:ing)?|intervention|support (?:for|available))\b/,
    fits: ['person', 'time'],
    facts: [{ told: 'yes — Ms Patel, our learning support teacher, runs small reading groups on Tuesdays, and the school counsellor is in on Wednesdays', say: { person: 'Ms Patel, our learning support teacher — and the counsellor on Wednesdays', time: 'reading groups on Tuesdays, the counsellor on Wednesdays' } }],
  },
  {
    id: 'school-uniform',
    asked: /\b(?:uniform|dress code|trainers|jewellery|make-?up)\b/,
    facts: [{ told: 'navy jumper, white shirt and black shoes — no trainers; we send a note home first if something’s missing' }],
  },
  {
    id: 'school-trips',
    asked: /\b(?:trips?|residential|outing|excursion|camp)\b/,
    fits: ['time', 'amount', 'place'],
    facts: [{ told: 'the class goes to the science museum on the 20th, and the residential is in June — the letter went home last week', say: { time: 'the museum trip is on the 20th, the residential in June', amount: '£12 for the museum, about £180 for the residential', place: 'the science museum, then an outdoor centre in the Lakes in June' } }],
  },
];

const PARENT: readonly Topic[] = [
  {
    id: 'home-routine',
    asked: /\b(?:bedtime|go(?:es)? to bed|sleep|screen time|screens?|tablet|games?|phone|routine|evenings?)\b/,
    fits: ['time'],
    facts: [
      { told: 'bed at half eight on school nights, and screens off at seven — though she sneaks the tablet sometimes', say: { time: 'half eight on school nights, screens off at seven' } },
      { told: 'he’s meant to be in bed by nine, but he’s on his games until late more than I’d like', say: { time: 'nine, in theory — often later' } },
    ],
  },
  {
    id: 'home-clubs',
    asked: /\b(?:clubs?|hobbies|hobby|after school|sports?|activities|football|swimming|music lessons?|(?:like|enjoy|love)s? doing|interested in)\b/,
    facts: [
      { told: 'swimming on Saturdays, and she used to love the art club until this term', say: { time: 'swimming on Saturday mornings' } },
      { told: 'football twice a week — it’s the one thing he never complains about', say: { time: 'Tuesdays and Saturdays' } },
    ],
  },
  {
    id: 'home-siblings',
    asked: /\b(?:siblings?|brothers?|sisters?|only child|other (?:kids|children))\b/,
    fits: ['amount'],
    facts: [{ told: 'she has a little brother, Noah, he’s four — he takes a lot of my attention at the moment', say: { amount: 'two — her and her little brother Noah, who’s four' } }],
  },
  {
    id: 'home-health',
    asked: /\b(?:allerg\w*|health|asthma|medical|medication|diagnos\w*|glasses|hearing|eyesight)\b/,
    facts: [{ told: 'no allergies; he has mild asthma — his inhaler is in the front pocket of his bag — and his eyes were checked in September' }],
  },
  {
    id: 'home-pickup',
    asked: /\b(?:picks? (?:him|her|them) up|pick-?up|drops? (?:him|her|them) off|school run)\b/,
    fits: ['person', 'time'],
    facts: [{ told: 'my mum picks her up on weekdays; I finish work at five', say: { person: 'my mum, on weekdays — I finish work at five', time: 'around 3:20, my mum does it' } }],
  },
  {
    id: 'home-journey',
    asked: /\bhow (?:does|do) (?:she|he|they) get to school\b|\b(?:walk|walks|bus|drive|drives) (?:to|her to|him to) school\b/,
    fits: ['time'],
    facts: [{ told: 'I walk her in on my way to work — we leave at 8:15 and it’s ten minutes', say: { time: 'we leave at 8:15, and it’s a ten-minute walk' } }],
  },
  {
    id: 'home-work',
    asked: /\b(?:your (?:job|work|shifts?|hours)|do (?:you|u) work|what do (?:you|u) do for work|work (?:late|shifts))\b/,
    fits: ['time'],
    facts: [{ told: 'I work shifts at the hospital, three long days a week — that’s partly why evenings are hard', say: { time: 'three long days a week, usually Monday, Wednesday and Friday' } }],
  },
];

const COMMENTER: readonly Topic[] = [
  {
    id: 'commenter-job',
    asked: /\b(?:for a living|what do (?:you|u) do|your job|your work|work(?:ing)? in|background|industry|profession|field)\b/,
    fits: ['time'],
    facts: [
      { told: 'I run IT for a mid-sized accountancy firm — I’ve priced exactly this kind of setup twice', say: { time: 'about twelve years, the last five running IT' } },
      { told: 'I’m a procurement analyst; comparing vendor costs is literally my job', say: { time: 'eight years in procurement' } },
    ],
  },
  {
    id: 'commenter-tried',
    asked: /\b(?:used|tried|tested|experience with)\b/,
    facts: [
      { told: 'we trialled it for three months last year and the setup costs ate most of the saving', say: { time: 'for three months, last year' } },
    ],
  },
  {
    id: 'commenter-read',
    asked: /\b(?:read the (?:whole|full|entire) (?:post|article|thing)|read it all|read (?:it|the post) properly|follow (?:me|my (?:page|blog|account)))\b/,
    facts: [{ told: 'I read the whole post, twice — my problem is the cost section, not the rest', say: { time: 'I’ve followed your page for about a year' } }],
  },
];

/** The landlord's side of the tenancy: rent, repairs, the deposit, notice, visits, the contract. */
const LANDLORD: readonly Topic[] = [
  {
    id: 'let-rent-rise',
    asked: /\b(?:rent (?:go(?:ing)? up|increase|rise|review)|(?:raise|raising|put up|putting up|increase|increasing) (?:the |my )?rent|rent (?:be )?(?:higher|more)|new rent)\b/,
    fits: ['time', 'amount', 'reason'],
    facts: [
      { told: 'from the 1st of March it goes up by £60 a month, because my mortgage rate went up in the autumn', say: { time: 'from the 1st of March, with the two months’ written notice the contract asks for', amount: '£60 a month more, from the 1st of March', reason: 'because my mortgage rate went up in the autumn, and £60 only covers part of that' } },
      { told: 'not this year — it stays the same until the contract renews in September, and I’ll give you two months’ notice of any change', yes: false, say: { time: 'not before September, when the contract renews', amount: 'no change until September' } },
    ],
  },
  {
    // "are you going to knock something off the rent?", "could I get a rent reduction for this?": money off, not when rent is due.
    id: 'let-rent-off',
    asked: /\b(?:knock(?:ing)? (?:something|some|a bit|anything|money|it) off|money off|(?:reduc\w*|lower\w*|discount\w*|rebate|refund\w*|compensat\w*) (?:on |for |of |in )?(?:the |my |our )?(?:rent|week|month))\b|\brent (?:reduction|discount|rebate|refund|off)\b/,
    fits: ['amount', 'reason'],
    facts: [
      { told: 'I’ll take a week’s rent off for the days without it working — that’s only fair, and I’ll put it in writing', say: { amount: 'a week’s rent off, for the days without it working' } },
      { told: 'I can’t take money off the rent, but I’ll cover the repair in full and get it fixed this week', yes: false, say: { amount: 'nothing off the rent, but the repair is on me' } },
    ],
  },
  {
    id: 'let-rent',
    asked: /\b(?:rent|pay(?:ment)? (?:date|day)|(?:when|what day) (?:is|do i pay) (?:the )?rent|standing order)\b/,
    fits: ['time', 'amount'],
    facts: [
      { told: 'the rent is due on the 1st of each month by standing order, and it’s been on time from you until now', say: { time: 'on the 1st of each month, by standing order', amount: 'the rent in the contract, due on the 1st of every month' } },
    ],
  },
  {
    id: 'let-repair',
    asked: /\bwho(?:'s| is| will be) (?:coming|doing (?:it|the work)|sorting it)\b|\b(?:repair|repairs|fix|fixed|fixing|boiler|heating|hot water|leak|leaking|damp|mou?ld|plumber|electrician|contractor|broken|window|shower|oven|washing machine)\b/,
    unless: /\bdeposit\b/,
    fits: ['time', 'person', 'reason'],
    facts: [
      { told: 'I’ve booked my plumber, Gary, for Thursday morning between 8 and 12 — he’ll look at it and fix what he can on the day', say: { time: 'Thursday morning, between 8 and 12 — Gary, my plumber, is booked', person: 'Gary, the plumber I always use — he’s booked for Thursday morning', reason: 'because the first plumber I called couldn’t come until next week, so I booked Gary for Thursday instead' } },
      { told: 'the letting agent has a contractor booked for Monday; if the part has to be ordered it could be the end of next week', say: { time: 'Monday for the visit; the end of next week if the part has to be ordered', person: 'the letting agent’s contractor — they’ll call you to confirm the time', reason: 'because the part had to be ordered, and the supplier only delivers on Fridays' } },
    ],
  },
  {
    id: 'let-deposit',
    asked: /\b(?:deposit|deductions?|check-?out|inventory|wear and tear)\b|\b(?:the rest|my money|the money) back\b/,
    fits: ['time', 'amount', 'reason', 'place'],
    facts: [
      { told: 'your deposit is protected with the DPS; I’ll send the check-out report within ten days of you leaving, and anything not deducted comes back within ten days of us agreeing', say: { time: 'within ten days of us agreeing the check-out report', amount: 'the full five weeks’ rent you paid in, less anything we agree from the check-out', place: 'in the DPS, the government-backed scheme — you got the certificate when you moved in', reason: 'because of what the check-out report found — I can go through it with you item by item' } },
    ],
  },
  {
    id: 'let-notice',
    asked: /\b(?:notice|give (?:you )?notice|move out|moving out|leave the flat|end (?:the|my) (?:tenancy|contract)|break clause)\b/,
    fits: ['time', 'amount'],
    facts: [
      { told: 'you need to give one month’s notice in writing, ending on a rent day; after the first six months there’s a break clause', say: { time: 'one month, in writing, ending on a rent day', amount: 'one month’s notice, in writing' } },
      { told: 'it’s two months’ notice in writing from either of us, under the contract you signed', say: { time: 'two months, in writing', amount: 'two months’ notice, in writing' } },
    ],
  },
  {
    id: 'let-visit',
    asked: /\b(?:visit|visits|inspection|inspect|come (?:round|over|in|into)|let (?:yourself|themselves) in|viewings?|access|keys?)\b/,
    fits: ['time'],
    facts: [
      { told: 'I’ll always give you at least 24 hours’ notice in writing before anyone comes in, unless it’s an emergency like a leak', say: { time: 'with at least 24 hours’ notice in writing, except in an emergency' } },
    ],
  },
  {
    id: 'let-contract',
    asked: /\b(?:contract|tenancy|lease|renew|renewal|fixed term)\b/,
    fits: ['time'],
    facts: [
      { told: 'it’s a twelve-month tenancy that renews in September; after that it rolls monthly unless we sign a new one', say: { time: 'September, then it rolls on monthly' } },
    ],
  },
  {
    id: 'let-pets',
    asked: /\b(?:pets?|dog|cat)\b/,
    facts: [{ told: 'the contract says no pets without my written permission — ask me first and I’ll usually say yes to a cat', yes: false }],
  },
];

export const WORK_TOPICS: Partial<Record<RoleKind, readonly Topic[]>> = {
  boss: WORKPLACE,
  colleague: WORKPLACE,
  interviewer: WORKPLACE,
  candidate: CANDIDATE,
  customer: CUSTOMER,
  teacher: TEACHER,
  parent: PARENT,
  commenter: COMMENTER,
  landlord: LANDLORD,
};
