import { CHOICE_OR_YES_NO, type ScenarioFacts, type StatedAnswer } from './scenario-facts';

/**
 * The staff of a business the user complains to, as its customer (plan-customer-side.ts): they have
 * the complaint the plan states in front of them and say it back from the business's side ("I can
 * see we lost your suitcase on the way back from lisbon"), and tell what they can do about it. The
 * order world of the customer banks (the blender, "I placed the order on the 3rd") is never theirs
 * unless the complaint names it.
 */

/** Where patronPlan (plan-templates-work.ts) writes the business and the complaint. */
export const PATRON_IN_SCENARIO = /\bYou're complaining to (the [^:]+): (.+?)\.(?:\s|$)/;

/** The business's verbs after "we": "we says" → "we say". */
const PLURAL: Record<string, string> = { says: 'say', keeps: 'keep', has: 'have', hasnt: 'haven’t', "hasn't": 'haven’t', was: 'were', is: 'are', doesnt: 'don’t', "doesn't": 'don’t', wants: 'want', takes: 'take', gives: 'give' };

/** The complaint as the business's staff says it: the business (and its "they", "their") become "we", "our". */
export function inStaffVoice(told: string, business: string): string {
  const noun = business.replace(/^the /, '');
  const escaped = noun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const words = told
    .replace(new RegExp(String.raw`\b(?:the|your|a|an|this|that) (?:[a-z]+ )?${escaped}\b`, 'g'), 'we')
    .replace(/\b(?:from|to|with|at|by) we\b/g, (m) => m.replace(/we$/, 'us'))
    .split(' ');
  const out: string[] = [];
  for (const w of words) {
    const said = w === 'they' ? 'we' : w === 'them' ? 'us' : w === 'their' ? 'our' : w === 'its' ? 'our' : w;
    out.push(out.at(-1) === 'we' && PLURAL[said] ? (PLURAL[said] as string) : said);
  }
  return out.join(' ').replace(/\bwont\b/g, 'won’t').replace(/\bdidnt\b/g, 'didn’t').replace(/\bits\b/g, 'it’s').replace(/\bhes\b/g, 'he’s');
}

const PEOPLE = /^(?:partner|son|daughter|husband|wife|kids?|children|child|family|mum|mom|dad|friends?|boyfriend|girlfriend|baby|parents?|details|emails?|calls?)$/;

const ORDER_WORLD = /\b(?:blender|jug|lid|placed the order|order(?:ed)? on the|tracking|courier)\b/gi;

/** The stated complaint's answers, for the staff role; null when the scenario states none. */
export function patronFacts(scenario: string): ScenarioFacts | null {
  const m = PATRON_IN_SCENARIO.exec(scenario);
  if (!m?.[1] || !m[2]) return null;
  const staff = inStaffVoice(m[2].toLowerCase(), m[1].toLowerCase());
  const seen = `I’ve got your details up here — I can see ${staff}. I’m sorry, that shouldn’t have happened.`;
  // The user's own thing the complaint is about ("your broadband"), named in the fix; a person of theirs is not a thing.
  const thing = [...staff.matchAll(/\byour ([a-z]+)\b/g)].map((t) => t[1]).find((w) => !PEOPLE.test(w ?? ''));
  const fix = `Here’s what I can do: I’ll log it as a formal complaint today, and a manager will call you by Friday with a fix${thing ? ` for your ${thing}` : ''} — a refund or putting it right, whichever you’d prefer.`;
  const answers: StatedAnswer[] = [
    { asked: /\bwhat(?:'s|s)?(?: exactly| actually)?(?: is| was)? (?:wrong|the (?:problem|issue|matter))\b|\bwhat (?:went|has gone|is going) wrong\b|\bwhat happened\b|\bwhat(?:'s| is) (?:going on|up)\b|\bwhy (?:was|were|did|has|have|is|are|do|does|would)\b|\bwhere(?:'s| is| are)\b|\bhow did (?:this|that|it) happen\b|\bwhat about my\b|\bwhat seems to be\b|\bhow can i help\b|\bwhen did\b|\bhow long\b|\bwhat (?:were|was) (?:you|u) (?:quoted|charged|told|promised)\b/, line: seen },
    { asked: /\bwhat (?:are|will|can|could) (?:you|u) (?:going to |gonna )?(?:do|offer)\b|\bwhat (?:are|is) (?:you|u|anyone) doing\b|\bwhat happens (?:now|next)\b|\bwhen (?:will|can|could|are) (?:you|u|it|i)\b|\bhow (?:will|are|can) (?:you|u) (?:going to )?(?:fix|sort|put)\b/, line: fix },
  ];
  const named = m[2].toLowerCase();
  return {
    answers: answers.map((a) => ({ ...a, unless: CHOICE_OR_YES_NO })),
    contradicts: (line) => [...line.matchAll(ORDER_WORLD)].some((w) => !named.includes(w[0].toLowerCase().slice(0, 5))),
    instead: seen,
  };
}
