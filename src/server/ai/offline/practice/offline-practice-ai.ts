import type { ProviderChunk } from '../../provider';
import type { CoachChunk, PracticeAi } from '../../practice-ai';
import { wordDeltas } from '../offline-provider';
import { characterLine } from './character';
import { coachTurn } from './coach';
import { evaluateOffline } from './evaluate';
import { initialMoodFor } from './goals';
import { buildOfflineReport } from './report';
import { simulatorSummary } from './summary';

/**
 * The embedded, deterministic practice engine: no network, no model, no sleeps. Text streams as
 * one delta per word (the caller paces it, see practice-paced.ts); every call honours its signal.
 */
export function createOfflinePracticeAi(): PracticeAi {
  return {
    kind: 'offline',
    async *streamCoach(req, signal): AsyncGenerator<CoachChunk> {
      if (signal.aborted) return;
      const turn = coachTurn(req);
      if (turn.kind === 'plan') yield { type: 'plan_updating' };
      yield* words(turn.text, signal);
      if (turn.kind === 'plan' && !signal.aborted) yield { type: 'plan', plan: turn.plan };
    },
    async *streamCharacter(req, signal) {
      if (signal.aborted) return;
      yield* words(characterLine(req), signal);
    },
    async evaluateTurn(req, signal) {
      signal.throwIfAborted();
      return evaluateOffline(req);
    },
    async buildReport(req, signal) {
      signal.throwIfAborted();
      return buildOfflineReport(req);
    },
    async *streamSimulatorSummary(req, signal) {
      if (signal.aborted) return;
      yield* words(simulatorSummary(req), signal);
    },
    initialMood(details) {
      return initialMoodFor(details);
    },
  };
}

function* words(text: string, signal: AbortSignal): Generator<Extract<ProviderChunk, { type: 'text' }>> {
  for (const delta of wordDeltas(text)) {
    if (signal.aborted) return;
    yield { type: 'text', delta };
  }
}
