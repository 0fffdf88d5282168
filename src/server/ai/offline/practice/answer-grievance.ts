import type { RoleKind } from './roles';

/**
 * Two questions every practice with a grievance in it gets, whatever words they use: what the
 * trouble is ("what exactly did you find offensive?", "what do you mean by falling behind?",
 * "what's the problem exactly?") and what would settle it ("what would make this right for you?",
 * "what would help?", "is there anything I can do to make it up to you?"). Each role answers them from its side of the practice; without this they
 * fell to a topic lookup that found no shared word and answered something else.
 */

const ASKS_TROUBLE =
  /^what (?:exactly |actually )?(?:happened|went wrong)\b|^what (?:exactly )?(?:do|did) (?:you|u) (?:mean|find (?:so )?(?:offensive|wrong|bad|annoying|upsetting))\b|^what (?:exactly )?(?:is|was|'s) (?:the (?:problem|issue|matter)|wrong|offensive|so bad)\b|^what(?:'s| is) (?:your|ur) (?:problem|issue|concern|point)\b|^what (?:exactly )?(?:upset|bothered|annoyed|offended) (?:you|u)\b|^what (?:are|r) (?:you|u) (?:worried|concerned) about\b/;
const ASKS_REMEDY =
  /^what (?:would|could|will|can) (?:make (?:this|it|things|that) (?:right|better|ok(?:ay)?)|help|fix (?:this|it)|settle (?:this|it))\b|^what (?:do|would) (?:you|u) (?:want|need|like) (?:me|us) to do\b|^what (?:do|would) (?:you|u) (?:want|need) (?:from (?:me|us)|to happen)\b|^how (?:can|could|do) (?:i|we) (?:make (?:this|it) right|fix (?:this|it)|make (?:this|it) up to (?:you|u))\b|^(?:is there )?anything (?:else )?(?:i|we) (?:can|could) do\b|^what (?:can|could) (?:i|we) do (?:to|for)\b/;

const TROUBLE: Partial<Record<RoleKind, string>> = {
  customer: 'when I opened the box, the blender jug was cracked right down the side and the lid was missing — it never worked once. I paid for something that arrived broken, and nobody answers my emails — I feel ignored',
  commenter: 'what bothered me is that the post leaves out the downsides — it says the tool saves money and never mentions the setup costs',
  teacher: 'mostly the homework — several assignments missed this month, and test marks down from where they were',
  parent: 'what worries me is that he says everything’s fine, but his marks have dropped and he’s quieter at home',
  colleague: 'what bothered me was being left out of the decision — I found out from the meeting notes',
  ex: 'it’s that it kept happening — it felt like I didn’t matter to you',
  partner: 'it’s that it keeps happening — it felt like I didn’t matter to you',
  family: 'it’s that you weren’t there when it mattered — it hurt',
  landlord: 'the rent has been late twice this year, and I need to know it won’t happen again',
};

const REMEDY: Partial<Record<RoleKind, string>> = {
  customer: 'a refund, or a replacement sent by express this week — and someone who actually answers my emails',
  commenter: 'add the setup costs and a source for the numbers, and I’ll happily say it’s a fair post',
  teacher: 'a short routine at home — homework checked every evening — and a quick check-in with me every two weeks',
  parent: 'a clear plan from school, and a message from you when something changes, so we can help at home',
  colleague: 'bring me in before the decisions, not after — a quick message is enough',
  ex: 'honestly? a real apology, no excuses — and showing up next time',
  partner: 'a real apology, and then doing what you said you’d do',
  family: 'call more, and show up when you say you will',
  landlord: 'the rent on time from now on, and a word from you before it’s late, not after',
};

/** The role's answer to "what is the trouble?" or "what would make it right?", or null when neither is asked. */
export function grievanceAnswer(text: string, role: RoleKind, work: boolean): string | null {
  const q = text.toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+\s*$/, '').trim();
  const line = ASKS_REMEDY.test(q) ? REMEDY[role] : ASKS_TROUBLE.test(q) ? TROUBLE[role] : undefined;
  if (!line) return null;
  // "what do you mean by falling behind?": their own words taken up first.
  const meant = /\bmean by (.{2,40})$/.exec(q)?.[1];
  // "what would make this right?": "to make it right: …" answers in their words too.
  // "is there anything I can do to make it up to you?": "to make it up to me: …".
  const made = /\bmake (?:this|it|things|that) (right|better|ok(?:ay)?|up to (?:you|u))\b/.exec(q)?.[1]?.replace(/up to (?:you|u)$/, 'up to me');
  // "what bothered you most about that night?": the night named back, so the answer is about it.
  const about = /\babout (that|the|this|last) ([a-z]+(?: [a-z]+)?)$/.exec(q);
  const said = meant ? `by ${meant} I mean this: ${line}` : made ? `to make it ${made}: ${line}` : about ? `${about[1]} ${about[2]}? ${line}` : line;
  return work ? `${said.charAt(0).toUpperCase()}${said.slice(1)}.` : said;
}
