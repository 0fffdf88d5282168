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
