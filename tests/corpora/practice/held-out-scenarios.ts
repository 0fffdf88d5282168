/**
 * Practices whose scenario states the character's world, each with a question the character must
 * answer in agreement with it. Written by engineer 23c before scenario-facts.ts was tuned on
 * anything but its own tests; first reading is in bench/README.md ("### practice", scenario facts).
 * `must`: the answer states the detail; `never`: words of the banks' default world that would
 * contradict the scenario.
 */

export interface ScenarioCase {
  title: string;
  scenario: string;
  role: string;
  question: string;
  must: RegExp;
  never: RegExp;
}

export const SCENARIO_CASES_A: readonly ScenarioCase[] = [
  { title: 'Handle a missing delivery', scenario: 'Marco paid for a pair of running shoes last week. His package is missing; the courier claims it was left at the door.', role: 'Marco, a frustrated customer', question: 'when did it arrive?', must: /never|didn'?t|did not|missing|not/i, never: /tuesday|crushed|blender|crack/i },
  { title: 'customer complaint', scenario: 'an older customer, Joan, says her order hasnt arrived after 3 weeks and she has called twice', role: 'Joan, an unhappy customer', question: 'so whats wrong with the item exactly?', must: /never|hasn'?t|not|arrive/i, never: /crack|blender|jug|crushed/i },
  { title: 'Calm a customer about a lost parcel', scenario: 'The customer ordered a coffee grinder and the parcel was lost in transit.', role: 'an angry customer', question: 'Did you keep the packaging?', must: /never|arrive|lost|no/i, never: /recycling|kept the box|crack/i },
  { title: 'Refund request', scenario: 'Lena received the wrong size of jacket and wants to swap it before her trip.', role: 'Lena, a customer', question: 'what happened with your order?', must: /wrong size|jacket/i, never: /blender|jug|crushed/i },
  { title: 'Deal with a damaged order', scenario: 'Raj ordered a glass vase that arrived smashed. He has photos.', role: 'Raj, an upset customer', question: 'What was damaged?', must: /vase/i, never: /blender|jug/i },
  { title: 'Talk to your manager about your appraisal', scenario: 'Your boss Helen moved your appraisal to 3 June. You want to prepare.', role: 'Helen, your manager', question: 'when is the appraisal again?', must: /3 june|june 3/i, never: /march|september/i },
  { title: 'Ask for a raise', scenario: 'Your manager Luis said the team pool for raises is 2% this year, and reviews happen on Friday.', role: 'Luis, your manager', question: 'how big is the budget for raises?', must: /2%/i, never: /5%|4 to 6/i },
  { title: 'Prepare for a performance review', scenario: 'Your performance review with Ana is next Tuesday. She has concerns about deadlines.', role: 'Ana, your boss', question: 'When will we do my review?', must: /tuesday/i, never: /march|september/i },
  { title: 'Interview practice', scenario: 'Practise your interview for a junior data analyst position with Omar from the hiring team.', role: 'Omar, the interviewer', question: 'could you tell me what the job is?', must: /data analyst/i, never: /onboarding flow/i },
  { title: 'Job interview', scenario: 'You have a second-round interview for a nursing role at the city hospital.', role: 'the interviewer', question: 'what role is this for exactly?', must: /nurs/i, never: /engineer|designer/i },
  { title: 'Talk to the teacher', scenario: 'Your son has been struggling in maths since the start of term, and his teacher Mr Hale asked to meet.', role: 'Mr Hale, your son’s teacher', question: 'Which subject is he struggling with?', must: /math/i, never: /reading aloud|fractions/i },
  { title: 'First date', scenario: 'You are meeting Chloe for a first date at an Italian restaurant on Saturday evening.', role: 'Chloe, your date', question: 'where are we going again?', must: /italian|restaurant/i, never: /ramen|station/i },
];

/** Set B: written after set A's fixes, before reading it; read once for the honest figure. */
export const SCENARIO_CASES_B: readonly ScenarioCase[] = [
  { title: 'Angry customer', scenario: 'Priya is fuming: the birthday cake she ordered for her son never turned up, and the party was yesterday.', role: 'Priya, a customer', question: 'ok so when exactly did the cake get delivered?', must: /never|didn'?t|not/i, never: /tuesday|crushed|blender|jug|crack/i },
  { title: 'Handle a complaint about a missing order', scenario: 'A regular customer, Tom, has not received the headphones he bought online ten days ago.', role: 'Tom, a regular customer', question: 'Have you tried using them yet?', must: /never|not|haven'?t|arrive/i, never: /plugged|crack|jug|ten seconds/i },
  { title: 'Customer service call', scenario: 'Ines got a scratched laptop and wants a replacement.', role: 'Ines, an annoyed customer', question: "what's the issue with the laptop?", must: /scratch/i, never: /blender|jug|crushed/i },
  { title: 'refund conversation', scenario: 'the customer bought a kettle that stopped working after two days', role: 'an irritated customer', question: 'what exactly is wrong with it', must: /stopped working|kettle/i, never: /blender|jug|crack/i },
  { title: 'Check in with your manager', scenario: 'Your quarterly review with Grace is on 22 April. You want to ask what she will look at.', role: 'Grace, your manager', question: 'remind me when my review is?', must: /22 april|april 22/i, never: /march|september/i },
  { title: 'Negotiate a raise', scenario: 'Your manager Sven has a raise budget of 4% for the whole team.', role: 'Sven, your manager', question: "What's the budget like this year?", must: /4%/i, never: /5%|4 to 6/i },
  { title: 'Interview for a barista job', scenario: 'You are interviewing for a barista job at a busy cafe. The owner, Mel, is interviewing you.', role: 'Mel, the cafe owner', question: 'So what would I be doing in this job?', must: /barista/i, never: /onboarding flow|engineer|designer/i },
  { title: 'Interview', scenario: 'Mock interview for a senior accountant role at a mid-size firm with Kofi.', role: 'Kofi, the interviewer', question: 'which position is this interview for?', must: /accountant/i, never: /designer|engineer/i },
  { title: 'Parent-teacher meeting', scenario: 'Your son is behind in reading and his teacher, Mrs Lowe, wants to talk about it.', role: 'Mrs Lowe, your son’s teacher', question: 'What is he behind in?', must: /reading/i, never: /fractions|maths/i },
  { title: 'Meet the teacher', scenario: 'Your daughter keeps getting low marks in history and you meet her teacher after school.', role: 'her teacher', question: 'which class is the problem?', must: /history/i, never: /reading aloud|fractions/i },
  { title: 'Second date', scenario: 'You are seeing Ben again for a second date at the cinema on Sunday afternoon.', role: 'Ben, your date', question: 'where are we meeting?', must: /cinema/i, never: /ramen|station|bookshop/i },
  { title: 'Dinner date', scenario: 'A dinner date with Sofia at a sushi place downtown at 8pm.', role: 'Sofia, your date', question: 'what time are we meeting?', must: /8 ?pm/i, never: /next week|weekends/i },
];
