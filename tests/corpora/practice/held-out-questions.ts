import type { GoalKind } from '../../../src/server/ai/offline/practice/goals';

/**
 * Questions to the character. Set v1 was written as a held-out set, and the answers were then
 * revised against its misses (so it is now seen text). Set v2 was written after that and never
 * used to tune anything: the unseen estimate of "answers what was asked" in bench/README.md.
 */
export const QUESTIONS_V1: readonly (readonly [GoalKind, string])[] = [
  ['invite', 'What did you think of the chemistry test?'],
  ['invite', 'Do you have any siblings?'],
  ['invite', 'Which bands are you listening to at the moment?'],
  ['invite', 'Where would you go if you could travel anywhere?'],
  ['invite', 'Are you more of a cat or dog person?'],
  ['open', 'What made you swipe right on me?'],
  ['open', 'When did you start climbing?'],
  ['open', 'Who is your favourite comedian?'],
  ['open', 'Why did you move to the city?'],
  ['reconnect', 'How is your mum doing these days?'],
  ['reconnect', 'Are you still working at the bookshop?'],
  ['repair', 'Why didn’t you answer my calls?'],
  ['repair', 'Do you still want to be friends?'],
  ['ask', 'How did the team do this quarter?'],
  ['ask', 'When is the next salary review?'],
  ['ask', 'What is the budget for raises this year?'],
  ['interview', 'What does a typical day look like in this role?'],
  ['interview', 'How big is the team?'],
  ['interview', 'Is there room to work remotely?'],
  ['resolve', 'Which item was damaged?'],
  ['resolve', 'How would you like us to fix it?'],
  ['align', 'How does he get along with the other kids?'],
  ['align', 'When is the best time to reach you?'],
  ['hire', 'What are you looking for in your next role?'],
  ['defuse', 'Which part of the post did you disagree with?'],
];

export const HELD_OUT_QUESTIONS: readonly (readonly [GoalKind, string])[] = [
  ['invite', 'What are you doing for your birthday?'],
  ['invite', 'Have you seen the new Dune film?'],
  ['invite', 'Which class do you find hardest this term?'],
  ['invite', 'Do you play any instruments?'],
  ['invite', 'What was the best concert you ever went to?'],
  ['open', 'Are you a morning person?'],
  ['open', 'Where did you grow up?'],
  ['open', 'What do you do for work?'],
  ['open', 'How long have you been on the app?'],
  ['reconnect', 'Do you still see anyone from school?'],
  ['reconnect', 'What have you been up to since you moved?'],
  ['repair', 'Can you tell me what upset you the most?'],
  ['repair', 'Would it help if I explained what happened?'],
  ['ask', 'What would a fair number look like to you?'],
  ['ask', 'Who else do I need to convince?'],
  ['ask', 'Could we revisit this in three months?'],
  ['interview', 'What are the biggest challenges facing the team?'],
  ['interview', 'How do you measure success here?'],
  ['interview', 'What happens after this interview?'],
  ['resolve', 'When did you place the order?'],
  ['resolve', 'Did anyone reply to your emails?'],
  ['align', 'What does he struggle with most?'],
  ['align', 'Would a weekly note home help?'],
  ['hire', 'Why are you leaving your current job?'],
  ['defuse', 'What source would convince you?'],
];
