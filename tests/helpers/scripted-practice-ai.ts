import type { PracticeReportContent } from '../../src/db/schema/practice';
import type { CoachChunk, PracticeAi, PracticePlanDraft, TurnEvaluation } from '../../src/server/ai/practice-ai';
import type { ProviderChunk } from '../../src/server/ai/provider';

/**
 * A rule-per-keyword PracticeAi for service tests that need exact outcomes (the offline engine's
 * judgement is tested on its own): "WIN" in a line succeeds, "LOSE" fails, anything else +10.
 * A coach line mentioning "practi" builds a plan; "again" refines it.
 */
export function createScriptedPracticeAi(options: { failReport?: boolean; reportDelayMs?: number } = {}): PracticeAi & { calls: string[] } {
  const calls: string[] = [];
  const words = (text: string): ProviderChunk[] => (text.match(/\S+\s*/g) ?? []).map((delta) => ({ type: 'text', delta }));
  return {
    calls,
    async *streamCoach(req) {
      calls.push('coach');
      const last = req.history.at(-1)?.text ?? '';
      if (req.history.length === 0) {
        yield* words('Hi! What conversation would you like to rehearse?');
        return;
      }
      if (!/practi|again/i.test(last)) {
        yield* words('Tell me a little more about who it is with.');
        return;
      }
      yield { type: 'plan_updating' } satisfies CoachChunk;
      yield* words('Here is a plan to rehearse it step by step.');
      yield { type: 'plan', plan: planFor(last, req.currentPlan) } satisfies CoachChunk;
    },
    async *streamCharacter(req) {
      calls.push(`character:${req.beat}:${req.mood}`);
      const line =
        req.beat === 'opening' ? 'Hey, what is up?' : req.beat === 'succeed' ? 'Yes, I would love to!' : req.beat === 'failed' ? 'I have to go. Bye.' : 'Oh, tell me more.';
      yield* words(line);
    },
    async evaluateTurn(req) {
      calls.push('evaluate');
      const text = req.history.at(-1)?.text ?? '';
      const ev = (e: Partial<TurnEvaluation>): TurnEvaluation => ({
        delta: 10,
        progress: Math.min(100, req.progress + 10),
        rating: 'ok',
        reason: 'You kept it going.',
        outcome: 'continue',
        mood: 'open',
        characterEnds: false,
        failureReason: null,
        ...e,
      });
      if (text.includes('WIN')) return ev({ delta: 100 - req.progress, progress: 100, rating: 'great', reason: 'You asked clearly.', outcome: 'succeed', mood: 'delighted' });
      if (text.includes('LOSE')) {
        return ev({ delta: -req.progress, progress: 0, rating: 'risky', reason: 'That was pushy.', outcome: 'failed', mood: 'cold', characterEnds: true, failureReason: 'You pressured them.' });
      }
      return ev({});
    },
    async buildReport(req, signal) {
      calls.push('report');
      if (options.reportDelayMs) await Bun.sleep(options.reportDelayMs);
      if (signal.aborted) throw new Error('aborted');
      if (options.failReport) throw new Error('model down');
      const report: PracticeReportContent = {
        start_tip: `You practised: ${req.details.title}`,
        end_tip: req.outcome === 'succeed' ? 'You made it.' : 'Not quite there yet.',
        good_response: req.scoredLines.filter((l) => l.rating !== 'risky').map((l) => ({ scenario: 'Mid-chat', your_response: l.text, coach_insight: l.reason })),
        bad_response: req.scoredLines.filter((l) => l.rating === 'risky').map((l) => ({ scenario: 'Later', your_response: l.text, better_approach: 'Ask instead.', coach_insight: l.reason })),
        expert_advice: [{ title: 'Be specific', content: 'Name a day and a place.' }],
        takeaway: [{ icon: '🎯', title: 'Ask clearly', content: 'Clear asks get clear answers.' }],
      };
      return report;
    },
    async *streamSimulatorSummary(req) {
      calls.push('summary');
      yield* words(`You talked with ${req.persona} for ${req.history.length} lines. Next time, ask one more question.`);
    },
  };
}

function planFor(text: string, current: PracticePlanDraft | null): PracticePlanDraft {
  const details = (title: string) => ({
    title,
    scenario: `Rehearse: ${text.slice(0, 80)}`,
    success_condition: 'They agree to a plan with a day and an activity.',
    failure_condition: 'You pressure them after a no.',
    you_will_learn: [{ emoji: '💬', content: 'Asking clearly' }],
    simulated_role: 'your crush',
  });
  const version = current ? 'v2' : 'v1';
  return {
    name: `Asking them out (${version})`,
    description: 'Two short rehearsals.',
    practices: [
      { name: `Warm up (${version})`, details: details('Warm up') },
      { name: `Ask (${version})`, details: details('Ask') },
    ],
  };
}
