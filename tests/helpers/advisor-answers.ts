import { collectAdvice } from '../../src/server/ai/offline/collect-advice';
import { createOfflineProvider } from '../../src/server/ai/offline/offline-provider';
import { CLARIFY_MARK } from '../../src/server/ai/offline/situation-section';
import type { ReplySuggestion } from '../../src/server/ai/provider';
import type { AdvisorAnswerCase } from '../corpora/advisor-answers-s15';

/** One advisor answer to a first message, scored against the facts the message gave. */
export interface ScoredAnswer {
  c: AdvisorAnswerCase;
  text: string;
  suggestions: ReplySuggestion[];
  /** The fact of the message the answer uses, if any (reply cards count). */
  usedFact: string | null;
  asked: boolean;
  /** The three cards carry three different strategies (tones). */
  threeStrategies: boolean;
}

const provider = createOfflineProvider();

export async function scoreAdvisorAnswer(c: AdvisorAnswerCase): Promise<ScoredAnswer> {
  const { text, suggestions } = await collectAdvice(provider, { agent: { slug: c.slug, name: 'Advisor' }, history: [{ role: 'user', text: c.text }], memory: [] });
  const answer = `${text}\n${suggestions.map((s) => s.text).join('\n')}`.toLowerCase();
  const usedFact = c.facts.find((f) => answer.includes(f.toLowerCase())) ?? null;
  const threeStrategies = suggestions.length === 3 && new Set(suggestions.map((s) => s.tone.toLowerCase())).size === 3;
  return { c, text, suggestions, usedFact, asked: text.includes(CLARIFY_MARK), threeStrategies };
}
