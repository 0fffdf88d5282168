import { moveUp } from './cue-reading';

/**
 * The user on the hiring side: "the guy we interviewed last week keeps calling", "i interviewed three people for the
 * role". A candidate who calls or a hiring choice reads to the model as a coworker or a crush, since nothing in it is
 * an interview word the candidate's side would not also use. When the user (or "we") did the interviewing, the
 * interviewer type goes first wherever the model ranked it: turning someone down when a no is asked for, the
 * questions to ask otherwise.
 */
const WE_INTERVIEWED = /\b(?:(?:we|i) (?:interviewed|shortlisted) (?:him|her|them|someone|somebody|a|an|two|three|four|five|\d+|the (?:candidate|applicant|guy|woman|man|girl|person|people|first|second|last))|(?:we're|we are|i'm|i am) hiring|we(?:'re| are) interviewing|(?:guy|woman|man|girl|person|one) (?:we|i) interviewed|(?:candidate|applicant) (?:we|i) (?:interviewed|saw|met))\b/;
const SAY_NO = /\b(?:tell (?:him|her|them) no|(?:say|saying) no|reject\w*|turn(?:ing)? (?:him|her|them) down|turn down|let (?:him|her|them) down|didn'?t get|not (?:get|getting) (?:it|the job|the role)|(?:chose|picked|went with|gone with|hired) someone else|unsuccessful)\b/;

export function rerankByInterviewerSide<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  if (!top || top.type === 'interviewer-reject' || top.type === 'interviewer-questions') return [...ranked];
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  if (!WE_INTERVIEWED.test(lower)) return [...ranked];
  const wanted = SAY_NO.test(lower) ? 'interviewer-reject' : 'interviewer-questions';
  return moveUp(ranked, (type) => type === wanted, 0, ranked.length);
}
