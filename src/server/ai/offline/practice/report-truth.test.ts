import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { play } from '../../../../../tests/helpers/practice-play';
import { SCRIPTS } from '../../../../../tests/helpers/practice-scripts';
import type { PracticeReportContent } from '../../../../db/schema/practice';
import type { ReportRequest } from '../../practice-ai';
import { GOAL_KINDS } from './goals';
import { createOfflinePracticeAi } from './offline-practice-ai';

const ai = createOfflinePracticeAi();
const signal = () => new AbortController().signal;

async function reportOf(details: ReportRequest['details'], lines: readonly string[]) {
  const run = await play(ai, details, lines);
  const outcome = run.outcome === 'succeed' ? 'succeed' : 'failed';
  const report = await ai.buildReport({ details, history: run.history, scoredLines: run.scoredLines, outcome, endType: run.outcome === 'continue' ? 'manual' : 'auto' }, signal());
  return { run, report };
}

/** Every prose sentence of a report (the user's own quoted lines excluded). */
function prose(report: PracticeReportContent): string[] {
  const texts = [
    report.start_tip,
    report.end_tip,
    ...report.good_response.map((g) => g.coach_insight),
    ...report.bad_response.flatMap((b) => [b.coach_insight]),
    ...report.expert_advice.map((a) => a.content),
    ...report.takeaway.map((t) => t.content),
  ];
  return texts.flatMap((t) => t.match(/(?:“[^”]*”|[^.!?“])+(?:[.!?]+|$)/g) ?? []).map((s) => s.trim().toLowerCase()).filter((s) => s.length > 12);
}

const praised = (report: PracticeReportContent) => [...report.good_response.map((g) => g.your_response), report.takeaway.find((t) => t.title === 'Keep doing this')?.content ?? ''];

describe('reports that tell the truth', () => {
  test('the raise practice of the issue: the quit threat is never praised; the report quotes it and says what to say instead', async () => {
    const details = await detailsForGoal('ask');
    const threat = "If I don't get 20% more I'll just quit";
    const { run, report } = await reportOf(details, ['Thanks for making time for this.', 'I led the migration last quarter and cut our costs by 20%.', threat]);
    expect(run.outcome).toBe('failed');
    for (const text of praised(report)) expect(text).not.toContain(threat);
    expect(report.bad_response[0]?.your_response).toBe(threat);
    expect(report.bad_response[0]?.better_approach).not.toContain('quit');
    expect(report.end_tip).toContain(threat);
    expect(report.end_tip).toContain('Next time try');
    expect(JSON.stringify(report)).not.toContain('No risky lines');
  });

  test('a red-flag line rated great by an older score or a model is still not praised', async () => {
    const details = await detailsForGoal('ask');
    const threat = "I'm going to quit unless you pay me more. You are a terrible manager.";
    const history = [
      { role: 'assistant' as const, text: 'Hi, what did you want to talk about?' },
      { role: 'user' as const, text: 'I closed three of our biggest accounts this year.' },
      { role: 'assistant' as const, text: 'That is true, good work.' },
      { role: 'user' as const, text: threat },
      { role: 'assistant' as const, text: 'Okay.' },
      { role: 'user' as const, text: 'What would you need to see from me to get to the next level?' },
    ];
    const scoredLines = [
      { text: history[1]!.text, rating: 'great' as const, reason: 'Results.', delta: 20 },
      { text: threat, rating: 'great' as const, reason: 'Bold.', delta: 35 },
      { text: history[5]!.text, rating: 'ok' as const, reason: 'A question.', delta: 8 },
    ];
    const report = await ai.buildReport({ details, history, scoredLines, outcome: 'failed', endType: 'manual' }, signal());
    for (const text of praised(report)) expect(text).not.toContain('quit unless');
    expect(report.bad_response.map((b) => b.your_response)).toContain(threat);
    expect(report.takeaway.find((t) => t.title === 'Fix this next time')?.content).toContain('quit unless');
  });

  test('a risky line in a practice ended by hand is quoted under what to fix, with a better line', async () => {
    const details = await detailsForGoal('invite');
    const pushy = 'Come on, just tell me something about you';
    const { run, report } = await reportOf(details, ['Hey! How was your weekend?', pushy, 'I went for a long walk today.']);
    expect(run.outcome).toBe('continue');
    expect(run.scoredLines[1]?.rating).toBe('risky');
    for (const text of praised(report)) expect(text).not.toContain(pushy);
    expect(report.bad_response[0]?.your_response).toBe(pushy);
    expect(report.bad_response[0]?.better_approach.length).toBeGreaterThan(20);
  });

  test('no sentence is said twice in any report of the scripted practices', async () => {
    for (const goal of GOAL_KINDS) {
      const script = SCRIPTS[goal];
      const details = await detailsForGoal(goal).catch(() => null);
      if (!details) continue;
      for (const lines of [script.winningLines, script.losingLines, script.neutralLines, [...script.neutralLines.slice(0, 2), ...script.losingLines]]) {
        const { report } = await reportOf(details, lines);
        const sentences = prose(report);
        const repeated = sentences.filter((s, i) => sentences.indexOf(s) !== i);
        expect({ goal, repeated }).toEqual({ goal, repeated: [] });
      }
    }
  });
});
