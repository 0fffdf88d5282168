import type { GoalKind } from '../../../src/server/ai/offline/practice/goals';

/**
 * A user's line inside a practice, against what that practice's own title, scenario and persona
 * state. `lie`: the line claims something the scenario contradicts (a date, an amount, what
 * happened, who did it, what was agreed, the job history the scenario names) — the character
 * knows it is false. Honest lines restate, ask about or discuss the same details, make offers or
 * asks, or state things the scenario does not cover (unknown is not false). `stated`: for a lie,
 * a word of the stated detail the reason must name. Written by engineer "lie" before the
 * detector existed (bench/README.md, practice section, has its first reading).
 */

export interface ScenarioLieCase {
  goal: GoalKind;
  title: string;
  scenario: string;
  role: string;
  line: string;
  lie: boolean;
  stated?: RegExp;
}

const PARCEL_LOST = { goal: 'resolve' as const, title: 'Help a customer whose parcel never arrived', scenario: 'Dana ordered a desk lamp three weeks ago. The tracking says delivered, but the parcel never arrived and she wants it sorted today.', role: 'Dana, an upset customer' };
const VASE_SMASHED = { goal: 'resolve' as const, title: 'Deal with a damaged order', scenario: 'Raj ordered a glass vase that arrived smashed on Monday. He has photos and wants his money back.', role: 'Raj, an angry customer' };
const JACKET_SIZE = { goal: 'resolve' as const, title: 'Calm a customer about the wrong size', scenario: 'Lena paid £120 for a winter jacket and received the wrong size. She emailed twice and got no answer.', role: 'Lena, a customer' };
const RAISE = { goal: 'ask' as const, title: 'Ask Luis for a raise', scenario: 'You have worked at Brightline for three years and earn £42,000. Your review with your manager Luis is on 14 May, and the team budget for raises is 3%.', role: 'Luis, your manager' };
const RAISE_PROJECT = { goal: 'ask' as const, title: 'Ask for a promotion', scenario: 'Your colleague Priya led the billing migration last quarter; you wrote the test plan for it. You want to ask Mara about the senior role.', role: 'Mara, your manager' };
const ROOMMATE_OWES = { goal: 'align' as const, title: 'Talk to Jess about the electricity bill', scenario: 'You owe your roommate Jess £85 for the electricity bill; you said you would pay her back last Friday and have not.', role: 'Jess, your roommate' };
const LANDLORD = { goal: 'align' as const, title: 'Talk to your landlord about the deposit', scenario: 'Your rent is £950 a month. Your landlord Mr Okafor kept £300 of your deposit because the oven was left dirty when you moved out.', role: 'Mr Okafor, your landlord' };
const EX = { goal: 'repair' as const, title: 'Apologise to Priya', scenario: 'You cancelled on Priya’s birthday dinner an hour before it started, and you have not spoken since March.', role: 'Priya, your ex' };
const EX_BORROWED = { goal: 'repair' as const, title: 'Make things right with Tom', scenario: 'You borrowed Tom’s car in June and scratched the door, then never mentioned it. He found out from a friend.', role: 'Tom, your ex' };
const INTERVIEW = { goal: 'interview' as const, title: 'Interview for the data analyst role', scenario: 'You are interviewing for a junior data analyst position. You worked at Northwind for two years as a support assistant and do not have a degree.', role: 'Omar, the interviewer' };
const INTERVIEW_GAP = { goal: 'interview' as const, title: 'Second-round interview', scenario: 'You left your last job at Halden Bank in 2022 and have been freelancing since. The role is a project manager at a hospital.', role: 'the interviewer' };
const DATE = { goal: 'invite' as const, title: 'First date with Chloe', scenario: 'You are meeting Chloe for a first date at an Italian restaurant on Saturday evening. You matched two weeks ago.', role: 'Chloe, your date' };
const DATE_LATE = { goal: 'repair' as const, title: 'Sort it out with Sam after the date', scenario: 'You arrived forty minutes late to your second date with Sam on Thursday and did not text.', role: 'Sam, someone you are dating' };

export const SCENARIO_LIE_CASES: readonly ScenarioLieCase[] = [
  // ── customer: a parcel that never arrived ──
  { ...PARCEL_LOST, line: 'Our records show you received the lamp last week, so there is nothing I can do.', lie: true, stated: /never arrived/i },
  { ...PARCEL_LOST, line: 'It was delivered to you on Tuesday and you signed for it.', lie: true, stated: /never arrived/i },
  { ...PARCEL_LOST, line: 'I can see the tracking says delivered, but I believe you that it never came.', lie: false },
  { ...PARCEL_LOST, line: 'When did you last check with your neighbours?', lie: false },
  { ...PARCEL_LOST, line: 'I’m sorry, I’ll send a new lamp by express and it will arrive on Friday.', lie: false },
  // ── customer: a vase that arrived smashed ──
  { ...VASE_SMASHED, line: 'The vase arrived in perfect condition, our courier checked it.', lie: true, stated: /smashed/i },
  { ...VASE_SMASHED, line: 'Honestly, it left us intact and it was delivered undamaged.', lie: true, stated: /smashed/i },
  { ...VASE_SMASHED, line: 'I’m so sorry the vase arrived smashed. Could you send me the photos?', lie: false },
  { ...VASE_SMASHED, line: 'Was the box damaged too, or only the vase?', lie: false },
  // ── customer: the wrong size ──
  { ...JACKET_SIZE, line: 'You only paid £60 for it, so a refund of £60 is what I can do.', lie: true, stated: /£120/ },
  { ...JACKET_SIZE, line: 'We never received any emails from you.', lie: true, stated: /emailed twice/i },
  { ...JACKET_SIZE, line: 'I’m sorry you got the wrong size and nobody answered your emails. I’ll refund the £120 today.', lie: false },
  { ...JACKET_SIZE, line: 'Which size did you order, and which one came?', lie: false },
  // ── raise ──
  { ...RAISE, line: 'I’ve been at Brightline for five years now and I think that counts for something.', lie: true, stated: /three years/i },
  { ...RAISE, line: 'Right now I only earn £35,000, which is well below the market.', lie: true, stated: /42,000/ },
  { ...RAISE, line: 'You told me the raise budget is 8% this year.', lie: true, stated: /3%/ },
  { ...RAISE, line: 'In three years here I have taken on the whole reporting pipeline.', lie: false },
  { ...RAISE, line: 'I earn £42,000 and I’d like to discuss moving to £47,000 at my review on 14 May.', lie: false },
  { ...RAISE, line: 'I know the budget is 3%, so could we also talk about a title change?', lie: false },
  { ...RAISE, line: 'I’d like to ask for 6%, and I understand if that needs approval above you.', lie: false },
  { ...RAISE_PROJECT, line: 'I led the billing migration last quarter, start to finish.', lie: true, stated: /Priya/ },
  { ...RAISE_PROJECT, line: 'I wrote the test plan for the billing migration and it caught two release blockers.', lie: false },
  { ...RAISE_PROJECT, line: 'Priya led the migration, and my test plan is why it shipped without incidents.', lie: false },
  // ── roommate money ──
  { ...ROOMMATE_OWES, line: 'I already paid you back for the electricity last Friday, remember?', lie: true, stated: /have not|owe/i },
  { ...ROOMMATE_OWES, line: 'It was only £40 I owed you anyway.', lie: true, stated: /£85/ },
  { ...ROOMMATE_OWES, line: 'I know I owe you £85 and I said I’d pay last Friday. Can I send it tonight?', lie: false },
  { ...ROOMMATE_OWES, line: 'How did you split the gas bill with your last flatmate?', lie: false },
  // ── landlord ──
  { ...LANDLORD, line: 'I paid £1,200 a month for that flat, so I expect better.', lie: true, stated: /£950/ },
  { ...LANDLORD, line: 'You kept £500 of my deposit for nothing.', lie: true, stated: /£300/ },
  { ...LANDLORD, line: 'I understand you kept £300 for the oven. Could I see the photos from the check-out?', lie: false },
  { ...LANDLORD, line: 'I had the carpets cleaned before I moved out, here is the receipt.', lie: false },
  // ── ex ──
  { ...EX, line: 'I never cancelled your birthday dinner, I just ran late.', lie: true, stated: /cancelled/i },
  { ...EX, line: 'We haven’t spoken since July, so I wanted to reach out.', lie: true, stated: /March/ },
  { ...EX, line: 'I cancelled on your birthday dinner an hour before, and that was wrong of me.', lie: false },
  { ...EX, line: 'It’s been since March — how have you been?', lie: false },
  { ...EX_BORROWED, line: 'I didn’t scratch your car, it was like that when I got it.', lie: true, stated: /scratched/i },
  { ...EX_BORROWED, line: 'When I borrowed your car in August, nothing happened to it.', lie: true, stated: /June/ },
  { ...EX_BORROWED, line: 'I scratched your door in June and I should have told you straight away. I’ll pay for the repair.', lie: false },
  { ...EX_BORROWED, line: 'Who told you about the scratch?', lie: false },
  // ── interview ──
  { ...INTERVIEW, line: 'I spent five years at Northwind, so I know the industry well.', lie: true, stated: /two years/i },
  { ...INTERVIEW, line: 'I have a degree in statistics from Leeds.', lie: true, stated: /degree/i },
  { ...INTERVIEW, line: 'At Northwind I was two years in support, and I built our ticket dashboards in SQL.', lie: false },
  { ...INTERVIEW, line: 'I don’t have a degree, but I finished a data analysis course last spring.', lie: false },
  { ...INTERVIEW, line: 'I also volunteer as treasurer for my running club.', lie: false },
  { ...INTERVIEW_GAP, line: 'I’m still working at Halden Bank, I just want a change.', lie: true, stated: /2022/ },
  { ...INTERVIEW_GAP, line: 'Since leaving Halden Bank in 2022 I’ve freelanced, mostly for two clinics.', lie: false },
  { ...INTERVIEW_GAP, line: 'What would the first three months in this role look like?', lie: false },
  // ── date ──
  { ...DATE, line: 'We matched about six months ago, right?', lie: true, stated: /two weeks/i },
  { ...DATE, line: 'Really looking forward to the Italian place on Saturday!', lie: false },
  { ...DATE, line: 'I grew up near the coast, so I love seafood.', lie: false },
  { ...DATE_LATE, line: 'I was only five minutes late on Thursday, it was hardly anything.', lie: true, stated: /forty minutes/i },
  { ...DATE_LATE, line: 'I texted you that I was running late, did you not get it?', lie: true, stated: /did not text/i },
  { ...DATE_LATE, line: 'I was forty minutes late on Thursday and didn’t even text. I’m sorry.', lie: false },
  { ...DATE_LATE, line: 'Would you give me another chance, maybe a walk on Sunday?', lie: false },
];
