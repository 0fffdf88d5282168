import { moveUp } from './cue-reading';
import { readMentions } from './target-role';

/**
 * Whose pay is being negotiated: a job offered and not yet taken, or the job the user has. "I got two offers, how do i
 * ask the first company to match the salary" and "i got a job offer elsewhere, how do i use it to negotiate with my
 * manager" share every pay word; what tells them apart is whether the user's own manager is in the story. An offer
 * spoken of with no manager named is the offer's terms (interview-offer); a manager named makes it a raise asked of the
 * current employer (boss-raise), and so does an offer said to come from elsewhere and used where the user is ("from a
 * competitor", "i'd rather stay", "a raise here"). The other type goes first from the top 3 at ≥ 0.3 of the top score.
 */
const CURRENT_JOB = /\b(?:stay|staying|here|elsewhere|competitor|another (?:company|firm|employer)|current (?:job|employer|company|role|pay|salary)|counter-?offer|(?:a|my) (?:pay )?(?:raise|rise))\b/;
const OFFER = /\b(?:offers?|offered|counter-?offer\w*|signing bonus|start date|ofrec\w+)\b/;
const SHARE = 0.3;
const DEPTH = 3;

export function rerankByJobOffer<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  if (!top || (top.type !== 'boss-raise' && top.type !== 'interview-offer')) return [...ranked];
  const lower = text.toLowerCase();
  if (!OFFER.test(lower)) return [...ranked];
  const currentJob = CURRENT_JOB.test(lower) || readMentions(text).some((m) => m.family === 'manager');
  const wanted = currentJob ? 'boss-raise' : 'interview-offer';
  return top.type === wanted ? [...ranked] : moveUp(ranked, (type) => type === wanted, SHARE, DEPTH);
}
