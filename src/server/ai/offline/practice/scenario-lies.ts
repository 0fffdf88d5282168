import type { PracticeDetails } from '../../../../db/schema/practice';
import { claimClauses, readClaims, type Claim } from './scenario-claims';

type StatedClaim = Claim & { sentence: string };

/**
 * A user's claim that the practice's own scenario contradicts: "you received the lamp last week"
 * when the scenario says the parcel never arrived, "I've been at Brightline five years" when it
 * says three. The character knows their world, so such a claim is a lie they can see. Only a clear
 * contradiction counts — the same slot (the same kind of amount, the same event's month, the
 * same event) with a different value or the opposite outcome; a claim about anything the scenario
 * does not state is unknown, never false (docs/decisions.md, "Lies against the scenario").
 */

export interface ScenarioLie {
  /** The user's clause that makes the claim, as written. */
  quote: string;
  /** The scenario's clause it contradicts, as written. */
  stated: string;
}

/** Lengths of time closer than this share are the same length said loosely ("about two years", "nearly three"). */
const SAME_LENGTH = 0.15;
/** Sums of money closer than this share are the same sum rounded ("£42,000" and "42k", "£41,800" and "about £42k"). */
const SAME_SUM = 0.02;

function contradicts(stated: Claim, claim: Claim): boolean {
  const a = stated.value;
  const b = claim.value;
  if (a.kind === 'quantity' && b.kind === 'quantity') {
    const [max, min] = [Math.max(a.amount, b.amount), Math.min(a.amount, b.amount)];
    return max > 0 && (max - min) / max > (stated.slot.startsWith('length:') ? SAME_LENGTH : SAME_SUM);
  }
  if (a.kind === 'times' && b.kind === 'times') return !b.words.some((w) => a.words.includes(w));
  if (a.kind === 'polarity' && b.kind === 'polarity') return a.happened !== b.happened;
  // Someone named did the work; the user claims it alone.
  if (a.kind === 'actor' && b.kind === 'actor') return a.who !== 'user' && b.who === 'user';
  return false;
}

/** The same slot; a length at an unnamed employer ("five years here") is the scenario's one stated tenure. */
function sameSlot(stated: Claim, claim: Claim, statedTenures: number): boolean {
  if (stated.slot === claim.slot) return true;
  return claim.slot === 'length:tenure:' && stated.slot.startsWith('length:tenure:') && statedTenures === 1 && stated.current === true;
}

/** The scenario's text: title, scenario and the persona the character is played as. */
const scenarioText = (details: Pick<PracticeDetails, 'title' | 'scenario' | 'simulated_role'>) => `${details.scenario}. ${details.title}. ${details.simulated_role}`;

/** The stated detail as the scenario says it: its whole sentence when short (a clause may lack its subject). */
const QUOTE_SENTENCE_UNDER = 140;
const statedWords = (claim: StatedClaim) => (claim.sentence.length <= QUOTE_SENTENCE_UNDER ? claim.sentence : claim.clause).replace(/^(?:and|but|so|then)\s+/i, '').replace(/[.,;:]+$/, '');

const statedMemo = new Map<string, StatedClaim[]>();

function statedClaims(text: string): StatedClaim[] {
  const known = statedMemo.get(text);
  if (known) return known;
  const claims = readClaims(claimClauses(text), 'scenario');
  if (statedMemo.size > 500) statedMemo.clear();
  statedMemo.set(text, claims);
  return claims;
}

/** The first claim of the line that the scenario contradicts, with the stated detail; null when none does. */
export function scenarioLie(details: Pick<PracticeDetails, 'title' | 'scenario' | 'simulated_role'>, line: string): ScenarioLie | null {
  const stated = statedClaims(scenarioText(details));
  if (stated.length === 0) return null;
  const tenures = stated.filter((c) => c.slot.startsWith('length:tenure:')).length;
  for (const claim of readClaims(claimClauses(line), 'user')) {
    const against = stated.find((s) => sameSlot(s, claim, tenures) && contradicts(s, claim));
    // The line restating the stated detail elsewhere ("it never came, though tracking says delivered") is no contradiction.
    if (against && !stated.some((s) => s !== against && sameSlot(s, claim, tenures) && !contradicts(s, claim))) {
      return { quote: claim.clause.replace(/[,;:]$/, ''), stated: statedWords(against) };
    }
  }
  return null;
}
