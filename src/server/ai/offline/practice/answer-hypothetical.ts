import type { RoleKind } from './roles';
import { voiceSwap } from './answer-slots';

/**
 * "What would you do if…", "…in my shoes?", "if he were your own kid, what would you do?": a
 * hypothetical put to the character gets what they would do, in their role's way of handling
 * things, said back with the condition asked ("If the lab ran late, I'd…"). Without it the question
 * fell to a topic lookup and got "hard to pick one" or "I'll find out".
 */

// "what would you do if…" / "…in my shoes" / "…about it?"; not "what would you do differently next time?" (a reflection on the past).
const HYPOTHETICAL = /\bwhat(?: would| will| should|'d) (?:you|u) do(?: (?:if|in|when|about|with)\b|$)|\b(?:in|if you were in) my (?:shoes|position|place|situation)\b|\bif (?:you|u) were (?:me|in my)\b/;

/** What the role would do, given the condition or nothing (the user's situation). */
const WOULD_DO: Partial<Record<RoleKind, string>> = {
  crush: 'I’d just text and say so, and we’d sort out a new plan, simple as that',
  date: 'I’d just text and say so, and we’d sort out a new plan, simple as that',
  match: 'I’d just text and say so, then suggest a new plan — easy',
  friend: 'I’d message and say so straight away, then we’d make a new plan',
  acquaintance: 'I’d message and say so, then we’d make a new plan',
  ex: 'honestly? I’d say sorry properly, without excuses, then give it some time and actually listen',
  partner: 'I’d say sorry properly and then listen, without explaining it away',
  family: 'I’d call, say sorry properly, and listen before explaining anything',
  boss: 'I’d write down my results with the numbers, compare them with the market, and bring that case to the review',
  colleague: 'I’d talk to the person directly first, calmly, and agree who does what before the next deadline',
  interviewer: 'I’d ask about the team and the first project, and be honest about what I haven’t done yet',
  candidate: 'I’d ask which parts miss the mark for them, listen, and revise from their feedback — a first draft is there to be changed',
  customer: 'I’d want the problem owned: a refund or a replacement, a date for it, and someone who answers',
  parent: 'I’d keep a short routine at home and check in with you every couple of weeks',
  teacher: 'I’d set a short reading routine at home every evening, check the homework together, and talk to the teacher every couple of weeks',
  commenter: 'I’d add the cost side and a source for the numbers — then I’d have nothing to comment',
  landlord: 'I’d put it in writing, with dates and photos, and ask for a reply within a week',
};

/** The character's answer to a hypothetical, or null when the line asks none. */
export function hypotheticalAnswer(sentence: string, role: RoleKind, work: boolean): string | null {
  const text = sentence.toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+\s*$/, '');
  if (!HYPOTHETICAL.test(text)) return null;
  const line = WOULD_DO[role];
  if (!line) return null;
  // "…if the lab ran late on friday": the condition said back in the character's voice.
  const condition = /\bif ((?!you were (?:me|in my)\b).{3,60})$/.exec(text)?.[1];
  // "…in my shoes?": "in your shoes, I'd…" takes up their words.
  const place = /\bmy (shoes|position|place|situation)\b/.exec(text)?.[1];
  const lead = place ? `in your ${place}, ` : condition ? `if ${voiceSwap(condition)}, ` : '';
  const said = `${lead}${line}`;
  return work ? said.charAt(0).toUpperCase() + said.slice(1) + '.' : said;
}
