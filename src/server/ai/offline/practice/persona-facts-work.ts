import type { Topic } from './persona-facts';
import type { RoleKind } from './roles';

/**
 * The practice's world for work roles: the workplace a manager, a colleague or an interviewer
 * describes (hours, on-call, office days, leave, training, process, tools…), the candidate's own
 * working life, the customer's order, the teacher's class and school, the parent's home, the
 * commenter's background. A few alternative facts per topic, one picked per practice by
 * persona-facts.ts. Lines start in lower case: persona-facts.ts capitalises them, or puts them
 * after "Yes —" / "No —".
 */

const WORKPLACE: readonly Topic[] = [
  {
    id: 'on-call',
    asked: /\bon[- ]?call\b|\bout of hours\b|\bpager\b/,
    facts: [
      { told: 'there is an on-call rota: one week in six, paid extra, and you only join it after your first three months', say: { time: 'one week in six, and only after your first three months', amount: 'one week in six, with a flat on-call payment on top' } },
      { told: 'there’s a light on-call rota — one weekend a month, and the pager rarely goes off', say: { time: 'one weekend a month', amount: 'one weekend a month, paid as two extra days off' } },
    ],
  },
  {
    id: 'remote',
    asked: /\b(?:remote(?:ly)?|work(?:ing)? from home|wfh|hybrid|office days?|days? (?:a|per) week (?:in|at) the office|in the office|home office|come (?:in|into the office))\b/,
    fits: ['amount', 'time'],
    facts: [
      { told: 'we’re hybrid: two days a week in the office, Tuesdays and Thursdays, the rest from home', say: { amount: 'two days a week in the office — Tuesdays and Thursdays — and the rest from home', place: 'the office on Dock Road on Tuesdays and Thursdays, home the rest of the week', time: 'Tuesdays and Thursdays in the office, the other days from home' } },
      { told: 'three days a week in the office, Monday to Wednesday; Thursdays and Fridays are from home', say: { amount: 'three days in the office, Monday to Wednesday, and two from home', place: 'in the office Monday to Wednesday, home on Thursdays and Fridays', time: 'Monday to Wednesday in the office' } },
    ],
  },
  {
    id: 'hours',
    asked: /\b(?:working hours|work hours|hours (?:like|are)|core hours|(?:start|finish) (?:time|the day|work)|what time (?:do|does|would) (?:you|we|i|people|the team) (?:start|finish)|overtime|long hours|late nights?|weekends?)\b/,
    fits: ['time', 'amount'],
    facts: [
      { told: 'core hours are 10 to 4; most people work 9 to 5:30, and overtime is rare — maybe around a big launch', say: { time: '9 to 5:30 for most people, with core hours from 10 to 4', amount: '37.5 hours a week, and overtime is rare' } },
      { told: 'flexible hours around a core of 10 to 3; people mostly start between 8 and 10, and nobody expects evening emails', say: { time: 'any time between 8 and 10 to start, with everyone online from 10 to 3', amount: 'a 37-hour week, flexible around ten to three' } },
    ],
  },
  {
    id: 'leave',
    asked: /\b(?:holidays?|annual leave|vacation|days off|time off|pto|leave (?:allowance|policy)|parental leave|sick (?:days|leave|pay))\b/,
    fits: ['amount', 'time'],
    facts: [
      { told: '25 days of annual leave plus bank holidays, and one more day for every two years you stay', say: { amount: '25 days a year plus bank holidays, rising with service' } },
      { told: '28 days of holiday including bank holidays, and the office closes between Christmas and New Year on top', say: { amount: '28 days a year, plus the week between Christmas and New Year' } },
    ],
  },
  {
    id: 'training',
    asked: /\b(?:training|learning budget|courses?|conferences?|certifications?|development budget|upskill\w*|mentor(?:ing|ship)?)\b/,
    fits: ['amount'],
    facts: [
      { told: 'everyone has a learning budget of £1,000 a year for courses, books or a conference, plus a mentor from another team', say: { amount: '£1,000 a year per person, plus one conference' } },
      { told: 'there’s a training budget of about £800 a year each, and two learning days a quarter to actually use it', say: { amount: 'about £800 a year each, and two learning days a quarter' } },
    ],
  },
  {
    id: 'process',
    asked: /\b(?:release|deploy(?:ment|s)?|ship(?:ping)? (?:process|code)|code review|process|workflow|sprints?|stand-?ups?|how (?:do|does) (?:the team|you|everyone) work)\b/,
    unless: /\b(?:interview|hiring|raise|promotion|review cycle|salary)\b/,
    fits: ['time'],
    facts: [
      { told: 'two-week sprints: planning on Monday, a ten-minute stand-up daily, every change reviewed by one person, and we release on Wednesdays', say: { time: 'we release every Wednesday, after a review and a check in staging' } },
      { told: 'we work in small batches: a change gets one review, goes through automated tests, and ships the same day — several releases a week', say: { time: 'several times a week — most changes ship the day they’re reviewed' } },
    ],
  },
  {
    id: 'tools',
    asked: /\b(?:tools?|software|stack|tech stack|apps?|programs?|systems?|languages? (?:do|does))\b/,
    facts: [
      { told: 'mostly Figma, Jira and Slack, with GitHub for the code', say: { amount: 'four main ones: Figma, Jira, Slack and GitHub' } },
      { told: 'Google Workspace, Slack, and Linear for planning; the product itself is TypeScript and Postgres', say: { amount: 'a handful: Slack, Linear, Google Workspace, and TypeScript for the product' } },
    ],
  },
  {
    id: 'predecessor',
    asked: /\b(?:last person|previous person|person before|someone before|(?:is|was) (?:this|the) (?:role|position|job) (?:open|new|vacant)|why (?:is|was) (?:this|the) (?:role|position|job)|left (?:this|the) (?:role|job|position)|leave (?:this|the) (?:role|job|position))\b/,
    fits: ['reason', 'person'],
    facts: [
      { told: 'the last person in the role was promoted to lead another team — she’s still here and happy to help you settle in', say: { reason: 'because she was promoted — she now leads our data team, and she’ll help with the handover' } },
      { told: 'it’s a new role: we doubled our customers this year and the team needs another person', say: { reason: 'because it’s a new role — the team grew faster than we could hire' } },
    ],
  },
  {
    id: 'raises-count',
    asked: /\bhow many (?:people|of us|on the team|in the team)\b.*\b(?:raises?|promot\w+|increases?|bonus(?:es)?)\b|\b(?:raises?|promotions?)\b.*\bhow many\b/,
    fits: ['amount'],
    facts: [
      { told: 'usually three or four people on a team of twelve get more than the standard rise', say: { amount: 'three or four people out of twelve, usually — the rest get the standard 2%' } },
      { told: 'last year five people out of fourteen got a raise above inflation', say: { amount: 'five people out of fourteen last year' } },
    ],
  },
  {
    id: 'team-changes',
    asked: /\b(?:reorg\w*|restructur\w*|layoffs?|redundanc\w*|headcount|hiring freeze|new hires?|team (?:changing|changes|growing))\b/,
    facts: [
      { told: 'no layoffs planned; we’re hiring two people this quarter, and the structure stays as it is', say: { amount: 'two new hires this quarter, no cuts' } },
      { told: 'there’s a hiring freeze until the summer, but nobody’s role is at risk — the team stays as it is', say: { time: 'the freeze lasts until the summer', amount: 'no new hires until the summer, and no cuts' } },
    ],
  },
  {
    id: 'benefits',
    asked: /\b(?:benefits?|pension|perks?|health (?:insurance|cover)|dental|bonus(?:es)?|equity|stock options?|shares)\b/,
    fits: ['amount'],
    facts: [
      { told: 'a 6% matched pension, private health cover, and a yearly bonus of up to 10% tied to company results', say: { amount: 'a 6% matched pension and a bonus of up to 10%' } },
      { told: 'a 5% pension match, health insurance after probation, and a cycle-to-work scheme; no bonus, but the salary bands are public', say: { amount: 'a 5% pension match; no bonus' } },
    ],
  },
  {
    id: 'performance',
    asked: /\b(?:performance reviews?|appraisals?|how (?:is|are) (?:performance|people) (?:measured|reviewed|assessed)|feedback (?:cycle|process)|objectives|okrs?|one-to-ones?|1:1s?)\b/,
    fits: ['time'],
    facts: [
      { told: 'a review twice a year, in March and September, with one-to-ones every two weeks in between', say: { time: 'March and September, plus one-to-ones every two weeks' } },
      { told: 'a yearly review in March against three agreed goals, and a one-to-one every week', say: { time: 'once a year, in March, with weekly one-to-ones' } },
    ],
  },
  {
    id: 'equipment',
    asked: /\b(?:laptop|equipment|mac|macbook|desk setup|monitor|phone allowance)\b/,
    facts: [
      { told: 'you get a MacBook and a monitor to take home, plus £300 for your home desk', say: { amount: '£300 for a home setup, on top of the laptop' } },
      { told: 'a laptop of your choice, Mac or Windows, and whatever screens you need at the office', say: { amount: 'one laptop and up to two screens' } },
    ],
  },
  {
    id: 'dress',
    asked: /\b(?:dress code|wear to (?:work|the office)|what (?:do|should) (?:people|i) wear)\b/,
    facts: [
      { told: 'no dress code — jeans are fine; people dress up a bit for client meetings' },
      { told: 'smart casual; a jacket when clients visit, otherwise whatever you’re comfortable in' },
    ],
  },
];

const CANDIDATE: readonly Topic[] = [
  {
    id: 'cand-deadlines',
    asked: /\bdeadlines?\b|\bunder pressure\b|\bpressure\b/,
    facts: [
      { told: 'I plan backwards from the deadline and flag risks early — on my last launch I said two weeks ahead that one feature wouldn’t make it, and we shipped the rest on time' },
      { told: 'I break the work into daily pieces and say early when something slips; last quarter that got a migration out on the exact date we promised' },
    ],
  },
  {
    id: 'cand-tools',
    asked: /\b(?:tools?|software|stack|apps?|programs?|systems?)\b/,
    facts: [
      { told: 'Figma and Jira every day, Slack obviously, and a fair bit of SQL for checking numbers', say: { amount: 'four or five: Figma, Jira, Slack and SQL' } },
      { told: 'Excel and Salesforce mostly, plus Notion for my own planning', say: { amount: 'three main ones: Excel, Salesforce and Notion' } },
    ],
  },
  {
    id: 'cand-managing',
    asked: /\b(?:managed|manage|managing|led a team|lead a team|leading a team|line manag\w+|direct reports?|reports to you|mentored)\b/,
    fits: ['amount'],
    facts: [
      { told: 'I’ve managed two juniors for the last year — weekly one-to-ones, and one of them was promoted in March', say: { amount: 'two people, for about a year' } },
      { told: 'not formally, no — but I mentor our two interns and I led the redesign project with four people', yes: false, say: { amount: 'no direct reports — two interns I mentor, and four people on a project I led' } },
    ],
  },
  {
    id: 'cand-strength',
    asked: /\b(?:weakness(?:es)?|strengths?|good at|bad at|improve on|working on)\b/,
    facts: [
      { told: 'I take on too much myself — I’m learning to delegate, and this year I handed the weekly report to a junior and coached her through it' },
      { told: 'public speaking used to be hard for me, so I volunteered to run our team demos every month — it’s much better now' },
    ],
  },
  {
    id: 'cand-current-hours',
    asked: /\b(?:hours|overtime|work-life|balance|weekends?)\b/,
    fits: ['time', 'amount'],
    facts: [
      { told: 'nine to half five, and I’m fine with the odd late evening around a launch', say: { amount: 'about 40 hours a week', time: 'nine to half five, the odd late evening around a launch' } },
    ],
  },
  {
    id: 'cand-commute',
    asked: /\b(?:commute|based|live|living|relocat\w+|move (?:here|for)|travel (?:to|in))\b/,
    fits: ['place', 'time'],
    facts: [
      { told: 'I live in Headingley, about twenty minutes away by train, so the office is easy', say: { place: 'in Headingley, twenty minutes away by train', time: 'about twenty minutes door to door' } },
      { told: 'I’m on the east side, half an hour by bike — no need to relocate', say: { place: 'on the east side of town, half an hour away by bike', time: 'about half an hour by bike' } },
    ],
  },
  {
    id: 'cand-languages',
    asked: /\b(?:languages?|speak)\b/,
    facts: [{ told: 'English and fluent German — I worked in Berlin for two years', say: { amount: 'two, English and German' } }],
  },
];

const CUSTOMER: readonly Topic[] = [
  {
    id: 'cust-contact',
    asked: /\b(?:first (?:contact|call|email|wrote|reach)|contacted|called|emailed|got in touch|reached out|complained)\b/,
    fits: ['time', 'amount'],
    facts: [
      { told: 'I first emailed on the 10th, a week after ordering, and again on the 14th — no reply to either', say: { time: 'on the 10th, a week after I ordered, and again on the 14th', amount: 'twice by email, and one call that went nowhere', person: 'the first time by email, then a man called Mark on the phone' } },
      { told: 'I called on Monday, then emailed on Wednesday, and nobody got back to me', say: { time: 'Monday by phone, then Wednesday by email', amount: 'once by phone and once by email' } },
    ],
  },
  {
    id: 'cust-tracking',
    asked: /\b(?:tracking|track|status|where is (?:it|the (?:order|parcel|package))|courier|delivery status|dispatched|in transit)\b/,
    facts: [
      { told: 'the tracking has said “at the local depot” since the 6th — it hasn’t moved in nine days', say: { place: 'the local depot, apparently — it’s been sitting there since the 6th', time: 'it’s said the same thing since the 6th' } },
      { told: 'the tracking says “delivered” on Tuesday at 2pm, but nothing came — I was home all day', say: { place: 'it says delivered to my door — nothing was there', time: 'it says Tuesday at 2pm' } },
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
    id: 'cust-order-date',
    asked: /\bwhen (?:did|was) (?:you |it |the (?:order|parcel|item) )?(?:order|place|placed|buy|bought|purchase)\w*\b|\border (?:date|placed)\b/,
    fits: ['time'],
    facts: [{ told: 'I ordered on the 3rd, with express shipping for delivery by the 5th', say: { time: 'on the 3rd, with express delivery promised for the 5th' } }],
  },
];

const TEACHER: readonly Topic[] = [
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
    id: 'school-reading',
    asked: /\b(?:reading (?:level|age)|reading|grades?|marks?|levels?|tests?|results?)\b/,
    unless: /\bwhy\b/,
    fits: ['amount'],
    facts: [{ told: 'reading is a little below the expected level — about six months behind — but maths is right where it should be', say: { amount: 'about six months behind in reading; maths is on track' } }],
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
    asked: /\b(?:clubs?|hobbies|hobby|after school|sports?|activities|football|swimming|music lessons?)\b/,
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
    id: 'home-pickup',
    asked: /\b(?:picks? (?:him|her|them) up|pick-?up|drops? (?:him|her|them) off|school run)\b/,
    fits: ['person', 'time'],
    facts: [{ told: 'my mum picks her up on weekdays; I finish work at five', say: { person: 'my mum, on weekdays — I finish work at five', time: 'around 3:20, my mum does it' } }],
  },
];

const COMMENTER: readonly Topic[] = [
  {
    id: 'commenter-job',
    asked: /\b(?:for a living|what do (?:you|u) do|your job|your work|work in|background|industry|profession)\b/,
    facts: [
      { told: 'I run IT for a mid-sized accountancy firm — I’ve priced exactly this kind of setup twice' },
      { told: 'I’m a procurement analyst; comparing vendor costs is literally my job' },
    ],
  },
  {
    id: 'commenter-tried',
    asked: /\b(?:used|tried|tested|experience with)\b/,
    facts: [
      { told: 'we trialled it for three months last year and the setup costs ate most of the saving', say: { time: 'for three months, last year' } },
    ],
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
};
