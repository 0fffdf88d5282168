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

const HEADPHONES = { goal: 'resolve' as const, title: 'Customer chasing a refund', scenario: 'Ahmed returned a pair of headphones on 2 March and is still waiting for his £89 refund. He has called the shop three times.', role: 'Ahmed, a customer' };
const SOFA = { goal: 'resolve' as const, title: 'Late sofa delivery', scenario: 'Grace ordered a sofa in January. It was supposed to arrive in four weeks and still has not been delivered.', role: 'Grace, a furious customer' };
const BONUS = { goal: 'ask' as const, title: 'Talk to Dev about pay', scenario: 'You joined the agency eighteen months ago on £31,000. Your manager Dev already gave you a 2% rise in October.', role: 'Dev, your manager' };
const LAUNCH = { goal: 'ask' as const, title: 'Ask for recognition', scenario: 'Your teammate Omar designed the new onboarding flow; you ran the user interviews for it. Your one-to-one with Kate is on Wednesday.', role: 'Kate, your manager' };
const FLATMATE = { goal: 'align' as const, title: 'Bring up the broken washing machine', scenario: 'Your flatmate Ben paid £240 to fix the washing machine after you overloaded it in April. You agreed to split the cost and have not paid your half.', role: 'Ben, your flatmate' };
const FRIEND_LOAN = { goal: 'repair' as const, title: 'Repair things with Nadia', scenario: 'Nadia lent you £500 last summer. You promised to repay it by Christmas and missed the deadline.', role: 'Nadia, your ex' };
const EX_WEDDING = { goal: 'repair' as const, title: 'Apologise to Luca', scenario: 'You forgot Luca’s sister’s wedding in September, and Luca found out you went to a football match instead.', role: 'Luca, your ex' };
const NURSE = { goal: 'interview' as const, title: 'Interview for a ward manager post', scenario: 'You have been a staff nurse at St Anne’s for four years and have never managed a team. The post is ward manager.', role: 'the panel chair' };
const BARISTA = { goal: 'interview' as const, title: 'Interview at the café', scenario: 'You are applying for a barista job. You were fired from your last café job in May for lateness.', role: 'Rosa, the café owner' };
const DATE_CANCEL = { goal: 'invite' as const, title: 'Ask Mia out again', scenario: 'Mia cancelled your first date last Friday because she was ill. You have been chatting for a month.', role: 'Mia, someone you like' };

/** Set B: written after the detector existed (by its author, in new voices and scenarios), read once; its first reading is the honest figure. */
export const SCENARIO_LIE_CASES_B: readonly ScenarioLieCase[] = [
  { ...HEADPHONES, line: 'Our system shows your refund went through last week.', lie: true, stated: /still waiting/i },
  { ...HEADPHONES, line: 'This is the first time you have contacted us about it.', lie: true, stated: /three times/i },
  { ...HEADPHONES, line: 'You sent them back in April, so the refund window is different.', lie: true, stated: /2 March/i },
  { ...HEADPHONES, line: 'I can see you returned them on 2 March and you are owed £89. I am sorry it has taken this long.', lie: false },
  { ...HEADPHONES, line: 'Do you have the returns receipt with you?', lie: false },
  { ...SOFA, line: 'You only placed the order in March, so it is still within the delivery time.', lie: true, stated: /January/ },
  { ...SOFA, line: 'Our driver delivered the sofa yesterday afternoon.', lie: true, stated: /not been delivered/i },
  { ...SOFA, line: 'You ordered in January and it should have been with you weeks ago, you are right.', lie: false },
  { ...SOFA, line: 'The factory had a fire last month, which is why everything is late.', lie: false },
  { ...BONUS, line: 'I have not had a single pay rise since I joined.', lie: true, stated: /2%/ },
  { ...BONUS, line: 'I started here on £28,000, and I have grown a lot since.', lie: true, stated: /31,000/ },
  { ...BONUS, line: 'Thanks for the 2% in October. I want to talk about where I go from here.', lie: false },
  { ...BONUS, line: 'Since I joined I have brought in four new clients.', lie: false },
  { ...LAUNCH, line: 'I designed the whole onboarding flow myself.', lie: true, stated: /Omar/ },
  { ...LAUNCH, line: 'I ran the user interviews that shaped the onboarding flow, and Omar turned them into the design.', lie: false },
  { ...LAUNCH, line: 'Our one-to-one on Wednesday seemed like the right moment to raise this.', lie: false },
  { ...FLATMATE, line: 'I already gave you my half of the repair money.', lie: true, stated: /have not paid/i },
  { ...FLATMATE, line: 'The repair was only £100, so I don’t see the fuss.', lie: true, stated: /£240/ },
  { ...FLATMATE, line: 'I owe you half of the £240 and I know it has been ages. Here is £120 now.', lie: false },
  { ...FLATMATE, line: 'Could we agree a rule for how full the machine gets?', lie: false },
  { ...FRIEND_LOAN, line: 'You only lent me £200, not £500.', lie: true, stated: /£500/ },
  { ...FRIEND_LOAN, line: 'I paid most of it back before Christmas.', lie: true, stated: /missed/i },
  { ...FRIEND_LOAN, line: 'I still owe you the £500 and I missed the date I promised. I am sorry.', lie: false },
  { ...FRIEND_LOAN, line: 'How have things been at your new place?', lie: false },
  { ...EX_WEDDING, line: 'I didn’t forget the wedding, I was just stuck at work.', lie: true, stated: /forgot/i },
  { ...EX_WEDDING, line: 'I forgot your sister’s wedding and went to the match instead. There is no excuse for that.', lie: false },
  { ...EX_WEDDING, line: 'How is your sister doing?', lie: false },
  { ...NURSE, line: 'I have been at St Anne’s for ten years, so I know every ward.', lie: true, stated: /four years/i },
  { ...NURSE, line: 'In my four years at St Anne’s I have trained six new nurses.', lie: false },
  { ...NURSE, line: 'I have not managed a team yet, but I coordinate the night shift most weeks.', lie: false },
  { ...BARISTA, line: 'I left my last café because I moved house.', lie: true, stated: /fired/i },
  { ...BARISTA, line: 'I was let go in May for being late, and I have been on time at my volunteer job every day since.', lie: false },
  { ...BARISTA, line: 'I can make latte art and I love early mornings.', lie: false },
  { ...DATE_CANCEL, line: 'Shame you cancelled on Saturday, I had booked a table.', lie: true, stated: /Friday/ },
  { ...DATE_CANCEL, line: 'Hope you are feeling better after last Friday! Still up for that drink?', lie: false },
  { ...DATE_CANCEL, line: 'We have been chatting for a month now and I really like talking to you.', lie: false },
];
