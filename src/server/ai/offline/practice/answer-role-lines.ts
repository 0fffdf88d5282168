import type { RoleKind } from './roles';
import { contentOf, type UserQuestion } from './question';

/** A work role's stock answers: the one sharing the most words with the question is picked. */

/** Work answers by role, each with the topics it answers. */
export const WORK_ANSWERS: Partial<Record<RoleKind, readonly string[]>> = {
  boss: [
    'Raises are decided at the yearly review: I put forward a case based on your results, and HR checks it against the salary band.',
    'At the next level I’d want to see you owning a project end to end and bringing others along.',
    'Busy quarter, honestly — the launch has everyone stretched, so the budget is tight this year.',
    'For a promotion, I need to see senior-level impact for about two quarters, and a peer or two backing it.',
    'On the deadline: tell me what is done, what is left, and the date you can commit to.',
    'Remote days are possible if the team’s core hours are covered — it’s a team decision.',
    'What matters most to me is results, and how the team experiences working with you.',
    'The next salary review is in March; I send proposals to HR at the end of February, so the timing is now.',
    'The team did well this quarter — we hit the revenue target, though the launch slipped two weeks.',
  ],
  colleague: [
    'Honestly, I’ve been under pressure too — the deadlines have been brutal.',
    'On the project split, I thought we agreed I’d take the front end and you the reports.',
    'The slides were done in a rush the night before — leaving your name off wasn’t on purpose.',
    'For the meeting, I’d rather we agree beforehand who presents what.',
    'I didn’t realise it bothered you that much, to be honest.',
  ],
  interviewer: [
    'The team is eight people, and the first ninety days are mostly about learning the product and owning one project.',
    'Success in this role after six months means shipping one project on your own and being the go-to person for it.',
    'The biggest challenge this year is scaling the product without slowing the team down.',
    'We value people who speak up early when something’s off. The culture is quick-paced but supportive.',
    'Growth here is real — most people take on a bigger scope within eighteen months.',
    'Next steps after this interview: a technical conversation with the team, then a final chat with the director, within two weeks.',
    'Your first project would be rebuilding the onboarding flow — it’s the thing our customers complain about most.',
    'The salary band for this role is shared by the recruiter after this round.',
    'We are hybrid: two days a week in the office, the rest remote if you like.',
    'A typical day: a short stand-up at ten, then mostly focused project work, and a review or two in the afternoon.',
    'The team is eight people: four engineers, two designers, a researcher and me.',
  ],
  candidate: [
    'Sure — at my last job onboarding was slow, so I rebuilt the checklist with the team and cut it from three weeks to one.',
    'When two colleagues disagreed on priorities, I set up a short call, laid out the trade-offs, and we agreed within a day.',
    'I’m most excited about the product itself — I’ve been a user for a year.',
    'I learned to ask for help earlier — that project taught me it saves everyone time.',
    'In my next role I’m looking for more ownership and a team that ships often.',
  ],
  customer: [
    'I ordered on the 3rd, paid for express shipping, and it still hasn’t arrived. Two emails, zero replies.',
    'Order 48213. It was a birthday present — the birthday was yesterday.',
    'When I opened the box, the blender jug was cracked and the lid was missing.',
    'What I want is a refund or a replacement that actually arrives this week.',
    'The item that arrived damaged is the blender: the jug was cracked right down the side.',
    'How would I like it fixed? A replacement by express this week, or my money back — I don’t mind which.',
  ],
  parent: [
    'He says everything’s fine. At home he’s been quieter than usual, though.',
    'We do homework together most nights, but she gets frustrated really fast with reading.',
    'At home he concentrates best in the morning, with the phone in another room.',
    'With the other kids he gets along fine — he has two close friends in class.',
    'The best time to reach me is after five, by phone; mornings are hectic.',
  ],
  teacher: [
    'In class, she’s bright, but she’s missed several homework assignments and seems tired in the mornings.',
    'Participation has dropped over the last month. He used to be one of the first to answer.',
    'He gets along well with the other kids; at break he’s usually with the same two friends.',
    'The best time to reach me is after half past three, or by email — I reply within a day.',
    'In class I’ve noticed reading aloud makes him anxious; in small groups he does much better.',
  ],
  commenter: [
    'my point is the post leaves out the downsides.',
    'I just think you’re overselling it, that’s all. where’s the source for the cost part?',
    'what I wanted to see included was the cost side — and a source for the numbers.',
  ],
};

/** A work role's judgement of something the user did or showed them. */
export const OWN_WORK_OPINION: Partial<Record<RoleKind, string>> = {
  boss: 'Honestly, they’re strong — that’s the best part of your case, so lead with them when I take it to HR.',
  colleague: 'Honestly, good work — I’d just check the figures with me before they go out.',
  interviewer: 'Honestly, impressive — I’d like to hear more about your part in it.',
  teacher: 'Honestly, it helps — that’s the kind of thing that makes a difference for him.',
};
export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Words nearly every work answer shares: they do not make an answer about what was asked. */
const COMMON_WORDS = new Set(['team', 'work', 'role', 'job', 'people', 'time', 'year', 'thing', 'make', 'here', 'like']);

export function bestWorkAnswer(role: RoleKind, q: UserQuestion): string | null {
  const answers = WORK_ANSWERS[role] ?? [];
  let best: string | null = null;
  let bestScore = 0;
  for (const answer of answers) {
    const words = new Set(contentOf(answer));
    const score = q.words.filter((w) => words.has(w) && !COMMON_WORDS.has(w)).length;
    if (score > bestScore) {
      best = answer;
      bestScore = score;
    }
  }
  return best;
}
