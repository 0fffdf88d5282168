import { voiceSwap } from './answer-slots';
import type { RoleKind } from './roles';

/**
 * "is that realistic if I also take on the new client?", "is that flexible if the benefits are
 * good?", "would that be fair?": the user asks the character to weigh what was just put on the
 * table (a number, a proposal), often with a condition. The answer is a yes, a maybe or a no from
 * the role's side, with the condition said back. A thing named ("is the salary negotiable?") is a
 * fact of their world, answered there. Without this such a line fell to a topic lookup
 * that found nothing ("I don't know that one off the top of my head") or told an unrelated story.
 */

const WEIGH =
  /^(?:so |and |but |ok |okay )?(?:is|would|will|could) (?:that|it|this|\d+ ?%?) (?:be |even |still |actually )*(realistic|possible|doable|fair|flexible|negotiable|reasonable|enough|ok|okay|workable|an option|on the table)(?: (?:for (?:you|u)|then|at all))?(?:,? if (.{3,80}))?$/;

/** Each role's weighing, from its side of the practice; `cond` is the condition in the character's voice (", if …" or ""). */
const WEIGHING: Partial<Record<RoleKind, (adj: string, cond: string) => string>> = {
  boss: (adj, cond) => `Maybe${cond} — it’s at the top of what I could call ${adj}, so I’d need the results behind it before I take it to HR.`,
  candidate: (adj, cond) => `Yes, it’s ${adj}${cond} — for the right role and benefits I can move on the number.`,
  interviewer: (adj, cond) => `It can be${cond} — it’s ${adj} within the band for this role; HR confirms the details with the offer.`,
  landlord: (adj, cond) => `Maybe${cond} — I’d call it ${adj} if it’s in writing and you stick to it.`,
  customer: (adj, cond) => `Yes, that’s ${adj}${cond} — as long as it actually happens this time.`,
  teacher: (adj, cond) => `Yes, I think that’s ${adj}${cond} — let’s try it for two weeks and see how he does.`,
  colleague: (adj, cond) => `Probably${cond} — it sounds ${adj} to me, as long as we agree on who does what.`,
};

/** "is that normal for his age?", "is that usual?": whether what was just said is ordinary, answered as such. */
const ORDINARY = /^(?:so |and |but |ok |okay )?(?:is|was) (?:that|it|this) (?:pretty |quite |fairly )?(normal|usual|typical|standard|common|unusual)(?: (for [a-z' ]{2,30}|at (?:his|her|their|this) age))?$/;

export function weighAnswer(sentence: string, role: RoleKind, work: boolean): string | null {
  const q = sentence.toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+\s*$/, '').trim();
  const ordinary = ORDINARY.exec(q);
  if (ordinary?.[1]) {
    const unusual = ordinary[1] === 'unusual';
    const where = ordinary[2] ? ` ${voiceSwap(ordinary[2])}` : '';
    const line = unusual ? `no, not unusual${where} — nothing to worry about there` : `yes, that’s pretty ${ordinary[1]}${where} — nothing to worry about there`;
    return work ? `${line.charAt(0).toUpperCase()}${line.slice(1)}.` : line;
  }
  const m = WEIGH.exec(q);
  if (!m?.[1]) return null;
  // The condition in the user's own casing ("in May"), turned to the character's voice.
  const said = m[2] ? sentence.trim().replace(/[?!.]+$/, '').slice(-m[2].length) : '';
  const cond = said ? `, if ${voiceSwap(said.replace(/\bI(?=\b|')/g, 'i'))}` : '';
  const line = WEIGHING[role];
  if (line) return line(m[1], cond);
  return work ? `Maybe${cond} — tell me the details and I’ll give you a straight answer.` : `maybe${cond}, yeah — depends on the details`;
}

/**
 * "what do you honestly think of the idea?", "how do you feel about my proposal?": their view of
 * what the user put on the table, from the role's side — not "I'll find out" or a stock story.
 */
const VIEW_OF_PROPOSAL = /^(?:so |and |but |ok |okay )?(?:what do (?:you|u) (?:honestly |really |actually )?think (?:of|about)|how do (?:you|u) feel about|thoughts on|what'?s your (?:honest )?(?:take|view) on) (?:the|my|this|that|our) (?:idea|plan|proposal|suggestion|request|option)(?: (?:i|we) (?:suggested|mentioned|proposed|put forward))?(?: (?:honestly|then|so far))?$/;

const VIEWS: Partial<Record<RoleKind, string>> = {
  boss: 'Honestly? I’m open to it — show me how your work gets covered and I can take it further.',
  interviewer: 'I like it — it’s the kind of thing we’d talk through properly at the offer stage.',
  landlord: 'I’m not against it — put it in writing and I’ll think it over this week.',
  customer: 'It could work — as long as it actually happens this time.',
  teacher: 'I think it’s a good idea — let’s try it for two weeks and see how he does.',
  parent: 'I think it could work at home — if it’s short and clear.',
  colleague: 'I think it could work, honestly — as long as we agree on who does what.',
  candidate: 'I like it — it sounds like the way I’d want to work.',
  commenter: 'honestly, that’s fair — it’s better than what the post said.',
};

export function proposalViewAnswer(sentence: string, role: RoleKind, work: boolean): string | null {
  const q = sentence.toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+\s*$/, '').trim();
  if (!VIEW_OF_PROPOSAL.test(q)) return null;
  return VIEWS[role] ?? (work ? 'I think it could work — tell me the details and I’ll give you a straight answer.' : 'honestly? I like it 🙂');
}
