import { paced } from './paced';
import type { PracticeAi } from './practice-ai';

/**
 * Releases the practice engine's text chunks at a natural reading pace, like `withPacing` does for
 * the advisor: the offline engine produces each line at once, but people expect a coach and a
 * character that "type". Non-text chunks (plan_updating, plan) pass through immediately.
 */
export function withPracticePacing(ai: PracticeAi, msPerChunk: number): PracticeAi {
  if (msPerChunk <= 0) return ai;
  return {
    ...(ai.kind ? { kind: ai.kind } : {}),
    streamCoach: (req, signal) => paced(ai.streamCoach(req, signal), msPerChunk, signal),
    streamCharacter: (req, signal) => paced(ai.streamCharacter(req, signal), msPerChunk, signal),
    evaluateTurn: (req, signal) => ai.evaluateTurn(req, signal),
    buildReport: (req, signal) => ai.buildReport(req, signal),
    streamSimulatorSummary: (req, signal) => paced(ai.streamSimulatorSummary(req, signal), msPerChunk, signal),
    ...(ai.initialMood ? { initialMood: ai.initialMood.bind(ai) } : {}),
  };
}
