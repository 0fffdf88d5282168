import type { PlanKind } from '../../../src/server/ai/offline/practice/plan-context';

/**
 * Requests v14 (engineer p23p, issue #23): written after the round's last change (the combiner by
 * what decided the patterns' plan, the regularised learned reader), read once and not used: the
 * round's unseen estimate (bench/README.md). Not trained on.
 */
export const PLAN_REQUESTS_V14: readonly (readonly [string, PlanKind | null])[] = [
  ['There is a guy who delivers our post and always stops for a chat, I’d love to suggest a drink after his round', 'crush-ask-out'],
  ['how do you even strike up a conversation with someone you fancy at the dog park', 'crush-start'],
  ['I was cruel to my ex-partner when we split and I want to tell her I’m sorry', 'ex-apology'],
  ['My ex and I haven’t spoken since the breakup three years ago, I’m thinking of sending a message to check in', 'ex-reconnect'],
  ['My fiancé says I always take my mother’s side and he feels alone', 'partner-repair'],
  ['Got a date with a lady from the church quiz on Sunday, first one in twenty years', 'first-date'],
  ['Our first dinner was lovely and I’d like to ask her to the theatre next', 'second-date'],
  ['Matched with a nurse on Hinge, her bio says she loves bad puns, what do I send', 'new-match'],
  ['I moved here for work and spend every weekend alone, I want to build a circle of friends', 'friend-make'],
  ['My oldest friend from primary school and I lost contact after she had kids, I want to get in touch', 'friend-reconnect'],
  ['I said something snide about my friend’s new job and now she is cold with me', 'friend-repair'],
  ['my housemate leaves wet towels everywhere and has his girlfriend over every night', 'roommate'],
  ['I have been covering a senior role for six months on a junior salary', 'raise'],
  ['Our grant report is due tomorrow and the data is not in yet, I need to ask the funder for two more weeks', 'extension'],
  ['The other receptionist keeps leaving me all the phone calls', 'colleague'],
  ['Assessment centre for a graduate scheme next Wednesday, I panic in group interviews', 'interview'],
  ['I manage a garden centre and need to hire a seasonal assistant, the interviews are on Monday', 'interviewer'],
  ['I run a food truck and a man is demanding his money back because his burger was cold', 'customer'],
  ['The nursery keeps forgetting my daughter’s allergy and I need to speak to the manager there', 'parent-to-teacher'],
  ['I coach under-12 football and a father is angry his son is on the bench', 'teacher-to-parent'],
  ['Somebody on TikTok stitched my video and said I’m faking my accent', 'comment'],
  ['My grandmother and I argued about my tattoo and she won’t return my calls', 'family-repair'],
  ['Can we speak Portuguese together? My partner’s family is Brazilian and I want to chat with them', 'language-chat'],
  ['I just want to get better at talking to people', null],
  ['something happened and I need to deal with it', null],
];
