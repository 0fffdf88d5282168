import type { Topic } from './persona-facts';

/**
 * The workplace a manager, a colleague or an interviewer describes (hours, on-call, office days,
 * leave, training, process, tools, the team, the company…) and the candidate's own working life:
 * a few alternative facts per topic, one picked per practice by persona-facts.ts. Lines start in
 * lower case: persona-facts.ts capitalises them, or puts them after "Yes —" / "No —".
 */

export const WORKPLACE: readonly Topic[] = [
  // The user's own work, judged: "how do you think my last quarter went?", "how am I doing?".
  {
    id: 'your-performance',
    asked: /\bhow (?:do (?:you|u) think |did |has |have )?(?:my|i) (?:last |this |first )?(?:quarter|year|half|work|performance|project|launch|review period|months?)(?: has| have)? (?:went|go|going|been|gone|doing)\b|\bhow (?:am i|have i been) doing\b|\b(?:think|feel) (?:about|of) my (?:work|performance)\b/,
    facts: [
      { told: 'honestly, a strong quarter — the migration landed on time and the client feedback was good; what I’d like to see next is you leading the planning, not only the delivery' },
      { told: 'a good one overall — your reports were on time and the team relies on you; the one thing I’d push on is speaking up earlier when a deadline is at risk' },
    ],
  },
  // "why was my raise smaller than others'?": how last year's rises were decided.
  {
    id: 'raise-size',
    asked: /\b(?:raise|rise|increase|bonus)\b.{0,40}\b(?:smaller|lower|less|bigger|higher|more)\b.{0,30}\b(?:than|others|everyone|colleagues|the team)\b/,
    fits: ['reason'],
    facts: [
      { told: 'because last year’s rises came from one pool split by rating — you were rated “meets”, and the bigger rises went to “exceeds”; that rating is what I want us to change this year', say: { reason: 'because last year’s raises came from one pool, split by rating — you were rated “meets”, and the bigger raises went to “exceeds”; that rating is what I want us to change this year' } },
    ],
  },
  // "why do I keep getting passed over?", "why didn't I get the promotion?": what decided it, about the user.
  {
    id: 'passed-over',
    asked: /\b(?:passed over|overlooked|skipped (?:for|over)|not (?:been |being |getting )?promoted|(?:didn't|did not|don't|never) (?:i )?get (?:the |a )?(?:promotion|lead role|senior role)|(?:promotion|lead role) went to)\b/,
    fits: ['reason'],
    facts: [
      { told: 'because the last promotions went to people who had led a project end to end with results we could show — you haven’t had that chance yet, and I want to give you one this year', say: { reason: 'because the last promotions went to people who had led a project end to end with results we could show — you haven’t had that chance yet, and I want to give you one this year' } },
      { told: 'because the promotion case needs two quarters of senior-level work with a sponsor behind it — yours had one quarter and no sponsor; I can be that sponsor if we plan it now', say: { reason: 'because the promotion case needs two quarters of senior-level work with a sponsor behind it — yours had one quarter and no sponsor; I can be that sponsor if we plan it now' } },
    ],
  },
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
    ],
  },
  {
    id: 'hours',
    asked: /\b(?:working hours|work hours|hours (?:like|are)|core hours|flexib(?:le|ility)|school (?:pick-?ups?|runs?)|(?:start|finish) (?:time|the day|work)|what time (?:do|does|would) (?:you|we|i|people|the team) (?:start|finish)|overtime|long hours|late nights?|work(?:ing)? (?:on )?(?:the )?weekends?)\b/,
    fits: ['time', 'amount'],
    facts: [
      { told: 'core hours are 10 to 4; most people work 9 to 5:30, and overtime is rare — maybe around a big launch', say: { time: '9 to 5:30 for most people, with core hours from 10 to 4', amount: '37.5 hours a week, and overtime is rare' } },
      { told: 'flexible hours around a core of 10 to 3; people mostly start between 8 and 10, and nobody expects evening emails', say: { time: 'any time between 8 and 10 to start, with everyone online from 10 to 3', amount: 'a 37-hour week, flexible around ten to three' } },
    ],
  },
  {
    id: 'challenge',
    asked: /\b(?:hardest|toughest|most difficult|biggest challenge|main challenge|challenges|worst part|downside)\b/,
    facts: [
      { told: 'the hardest part is saying no: requests come from three teams at once, and you have to protect the roadmap without annoying anyone' },
      { told: 'honestly, the legacy billing system — it’s fragile, and every change to it needs extra care and a second review' },
    ],
  },
  {
    id: 'negotiable',
    asked: /\b(?:negotiable|negotiate|room to negotiate|flexib\w* on (?:the )?(?:salary|pay))\b/,
    facts: [{ told: 'there’s some room within the band of 55 to 65 thousand; where you land depends on experience, and we say it openly at the offer stage', say: { amount: 'the band is 55 to 65 thousand, and we can move within it' } }],
  },
  {
    id: 'parental-leave',
    asked: /\b(?:parental|maternity|paternity) (?:leave|pay|policy)\b/,
    fits: ['amount', 'time'],
    facts: [{ told: 'we offer 26 weeks of full pay for the main carer and 6 weeks for the other parent, from day one', say: { amount: '26 weeks at full pay for the main carer, 6 weeks for the other parent' } }],
  },
  {
    id: 'part-time',
    asked: /\b(?:part-?time|four-day week|4-day week|compressed hours|fewer hours|job share|reduced hours)\b/,
    facts: [{ told: 'part-time is possible after probation — several people work four days a week, agreed with their manager', say: { amount: 'four days a week is the most common arrangement' } }],
  },
  {
    id: 'office',
    asked: /\b(?:parking|car park|canteen|kitchen|free (?:lunch|breakfast|food|snacks)|bike (?:storage|racks?)|showers?|office (?:like|space|perks))\b/,
    fits: ['place'],
    facts: [{ told: 'there’s bike storage and showers, and a kitchen with free breakfast; no parking, but the station is five minutes’ walk', say: { place: 'on Dock Road, five minutes’ walk from the station' } }],
  },
  {
    id: 'start-date',
    asked: /\bstart date\b|\bwhen (?:would|could|will|do) (?:i|the new person|they) (?:start|begin)\b|\bhow soon (?:would|could) (?:i|you need me to) start\b/,
    fits: ['time'],
    facts: [{ told: 'we’d like someone from the 1st of next month, but we can wait for a notice period of up to a month', say: { time: 'ideally the 1st of next month — we can wait out a notice period of up to a month' } }],
  },
  {
    id: 'leave',
    asked: /\b(?:holidays?|annual leave|vacation|days? off|time off|take (?:\w+ ){0,3}off|pto|leave (?:allowance|policy)|parental leave|sick (?:days|leave|pay))\b/,
    fits: ['amount', 'time'],
    facts: [
      { told: '25 days of annual leave plus bank holidays, and one more day for every two years you stay', say: { amount: '25 days a year plus bank holidays, rising with service', yesno: 'that’s fine — book it in the HR system and let the team know; you have 25 days a year plus bank holidays' } },
      { told: '28 days of holiday including bank holidays, and the office closes between Christmas and New Year on top', say: { amount: '28 days a year, plus the week between Christmas and New Year', yesno: 'that’s fine — book it in the HR system and tell the team; it’s 28 days a year including bank holidays' } },
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
      { told: 'it’s a new role: we doubled our customers this year and the team needs another person', say: { reason: 'because it’s a new role — there was no one before you; the team grew faster than we could hire' } },
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
  {
    id: 'team-size',
    asked: /\bhow many (?:people )?(?:report to (?:you|u)|(?:do|would) (?:you|u) manage|are (?:in|on) (?:your|ur) team)\b|\bhow (?:big|large) is (?:the|your|our) team\b|\bhow many (?:people|of us|engineers|designers) (?:are )?(?:on|in) (?:the|your|our) team\b|\bteam size\b|\bwho(?:'s| is) (?:on|in) the team\b/,
    fits: ['amount', 'person'],
    facts: [
      { told: 'eight of us: four engineers, two designers, a researcher and me', say: { amount: 'eight of us with me — four engineers, two designers and a researcher report to me' } },
    ],
  },
  {
    id: 'company',
    asked: /\b(?:company|business|firm) (?:doing|going)\b|\bhow (?:is|are) (?:the )?(?:company|business|firm|numbers|finances|sales)\b|\b(?:revenue|profitable|funding|runway|financially)\b|\bhow (?:big|large) is the (?:company|firm|organisation|organization)\b|\bhow many (?:people|employees|staff) (?:work|are) (?:here|at the company|in the company)\b/,
    fits: ['amount'],
    facts: [
      { told: 'the company is doing well — about 120 people, profitable since last year, and we hit this quarter’s revenue target', say: { amount: 'about 120 people across two offices' } },
      { told: 'steady: around 80 people, growing slowly, and the board is cautious about next year’s spending', say: { amount: 'around 80 people' } },
    ],
  },
  {
    id: 'travel',
    asked: /\b(?:travel|trips?|visit(?:ing)? clients|client visits|other office)\b/,
    unless: /\btravel to (?:work|the office)\b/,
    fits: ['amount', 'time'],
    facts: [
      { told: 'a little: a trip to the Berlin office once a quarter, two or three days at most', say: { amount: 'one short trip a quarter', time: 'once a quarter, two or three days' } },
      { told: 'hardly any — maybe one client visit a month, always a day trip', say: { amount: 'about one day trip a month', time: 'about once a month, back the same day' } },
    ],
  },
  {
    id: 'visa',
    asked: /\b(?:visas?|sponsor(?:ship)?|right to work|work permit)\b/,
    facts: [
      { told: 'we can sponsor a skilled-worker visa for this role, and we cover the fees' },
      { told: 'we can’t sponsor visas at the moment, so you’d need the right to work here already', yes: false },
    ],
  },
];

export const CANDIDATE: readonly Topic[] = [
  {
    // "what do you think makes a good supervisor?": their view of the job, not a story of theirs.
    id: 'cand-view-good',
    asked: /\bwhat (?:do|would) (?:you|u) (?:think |say )?makes? (?:a |an |someone a )?(?:good|great|strong|bad)\b|\bwhat makes (?:a |an )?(?:good|great|strong) [a-z]+\b/,
    facts: [{ told: 'someone fair and clear, I think — who listens to the team, sets expectations early, and backs people up when it gets busy' }],
  },
  {
    id: 'cand-proud',
    asked: /\bproud(?:est)?\b|\b(?:biggest|best) (?:achievement|accomplishment|win|piece of work)\b|\bachievement\b/,
    unless: /\bnot proud\b|\bmistake\b|\bfail/,
    facts: [
      { told: 'the onboarding rebuild at Fernway, my last job — I led it with two engineers, and new customers got set up in one week instead of three' },
      { told: 'the checkout redesign I led at Brightcart last year — we cut the steps from five to two, and abandoned baskets dropped by 20%' },
    ],
  },
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
      { told: '9 to 5:30, and I’m fine with the odd late evening or weekend around a launch, as long as it’s planned ahead', say: { amount: 'about 40 hours a week', time: '9 to 5:30, the odd late evening around a launch' } },
    ],
  },
  {
    id: 'cand-commute',
    asked: /\b(?:commute|based|live|living|relocat\w+|move (?:here|for)|travel (?:to|in))\b/,
    fits: ['place', 'time'],
    facts: [
      { told: 'I live in Headingley, about twenty minutes away by train, so the office is easy', say: { place: 'in Headingley, twenty minutes away by train', time: 'about twenty minutes door to door' } },
    ],
  },
  {
    id: 'cand-languages',
    asked: /\b(?:languages?|speak)\b/,
    facts: [{ told: 'English and fluent German — I worked in Berlin for two years', say: { amount: 'two, English and German' } }],
  },
  {
    id: 'cand-current',
    asked: /\b(?:current|last|previous|old) (?:role|job|company|position|employer|team)\b|\bwhere do (?:you|u) work (?:now|at the moment|currently)\b|\bwhat do (?:you|u) do (?:now|at the moment|currently)\b/,
    unless: /\b(?:proud|achiev\w*|accomplish\w*|learn\w*|why|leav\w*|left|quit|mistake|fail\w*|weakness|strength)\b/,
    fits: ['place', 'time', 'person'],
    facts: [
      { told: 'I’m a product designer at a payments start-up, four years now, in a team of five', say: { place: 'a payments start-up in town, in a team of five', time: 'four years this spring', person: 'a team of five; my manager, Alex, leads product', amount: 'five people, including me' } },
    ],
  },
  {
    id: 'cand-hobbies',
    asked: /\b(?:hobbies|hobby|outside (?:of )?work|free time|spare time|for fun|weekends? (?:do|are) (?:you|u))\b/,
    facts: [{ told: 'I run — a half marathon last spring — and on Saturdays I volunteer at a coding club for teenagers' }],
  },
  {
    id: 'cand-portfolio',
    asked: /\b(?:portfolio|examples? of (?:your|ur) work|work samples?|case stud(?:y|ies)|github)\b/,
    facts: [{ told: 'yes — three case studies on my site, and I can walk you through the onboarding one now', say: { amount: 'three case studies, with before-and-after numbers' } }],
  },
  {
    id: 'cand-visa',
    asked: /\b(?:visas?|sponsor(?:ship)?|right to work|work permit)\b/,
    facts: [{ told: 'I have the right to work here — no sponsorship needed', yes: false, say: { yesno: 'I already have the right to work here, so no sponsorship needed' } }],
  },
];
