import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { play } from '../../../../../tests/helpers/practice-play';
import type { PracticeReportContent } from '../../../../db/schema/practice';
import type { ReportRequest } from '../../practice-ai';
import { createOfflinePracticeAi } from './offline-practice-ai';

/**
 * Whole practices where the red-flag grammar changes the report: lines the phrase rules missed
 * (a guilt trip buried in a long line, pressure that makes the ask small) now end the practice,
 * are quoted by the clause that did it, and are never praised; ordinary lines that only mention
 * quitting, no or regret stay out of "what went wrong".
 */

const ai = createOfflinePracticeAi();
const signal = () => new AbortController().signal;

async function practise(details: ReportRequest['details'], lines: readonly string[]) {
  const run = await play(ai, details, lines);
  const outcome = run.outcome === 'succeed' ? 'succeed' : 'failed';
  const report = await ai.buildReport({ details, history: run.history, scoredLines: run.scoredLines, outcome, endType: run.outcome === 'continue' ? 'manual' : 'auto' }, signal());
  return { run, report };
}

const praised = (report: PracticeReportContent) => [...report.good_response.map((g) => g.your_response), report.takeaway.find((t) => t.title === 'Keep doing this')?.content ?? ''];

describe('reports with the red-flag grammar', () => {
  test('a guilt trip buried in a long line ends the raise practice, quoted by its clause, never praised, with an honest ask instead', async () => {
    const details = await detailsForGoal('ask');
    const guilt = 'I have stayed late for this team most weeks since the spring, covered two colleagues on leave and never complained, and this is how you thank me, with a freeze?';
    const { run, report } = await practise(details, ['Thanks for making time for this.', 'Since January I onboarded six new clients and cut our response time by 30%.', guilt]);
    expect(run.outcome).toBe('failed');
    const last = run.turns.at(-1)!.evaluation;
    expect(last.rating).toBe('risky');
    expect(last.reason).toContain('“this is how you thank me');
    expect(last.reason).toContain('failure condition');
    for (const text of praised(report)) expect(text).not.toContain('how you thank me');
    expect(report.bad_response[0]?.your_response).toBe(guilt);
    expect(report.bad_response[0]?.better_approach).toContain('pay');
    expect(report.end_tip).toContain('this is how you thank me');
    expect(report.takeaway.find((t) => t.title === 'Fix this next time')?.content).toContain('this is how you thank me');
  });

  test('pressure that makes the ask small, after a maybe, ends the invitation; the better line names the plan the user proposed', async () => {
    const details = await detailsForGoal('invite');
    const pushy = "it's only one dinner, stop making it such a big deal";
    const { run, report } = await practise(details, ['Hey! How did the chemistry test go?', 'Ha, same. Would you like to get dinner on Friday?', pushy]);
    const declined = run.turns[1]!.evaluation;
    expect(declined.outcome).toBe('continue');
    expect(run.outcome).toBe('failed');
    expect(run.turns.at(-1)!.evaluation.rating).toBe('risky');
    for (const text of praised(report)) expect(text).not.toContain(pushy);
    const bad = report.bad_response.find((b) => b.your_response === pushy);
    expect(bad?.better_approach).toContain('get dinner');
  });

  test('ordinary lines that mention quitting, a no or regret are not listed as what went wrong', async () => {
    const details = await detailsForGoal('ask');
    const innocent = [
      "I'm not going to quit, I like it here, and I want my pay to reflect what I do.",
      "If the answer is no for now, that's fine, could we set a date to look again?",
      'I regret not raising it at my last review, so I wanted to do it properly this time.',
    ];
    const { run, report } = await practise(details, innocent);
    for (const turn of run.turns) expect({ line: turn.line, rating: turn.evaluation.rating }).not.toEqual({ line: turn.line, rating: 'risky' });
    expect(run.outcome).not.toBe('failed');
    // Listed at most as weak, never with a red flag's lesson.
    const lessons = ['Threats and ultimatums', 'Guilt trips', 'An insult', 'A bluff', 'Pushing after hesitation'];
    for (const bad of report.bad_response) for (const lesson of lessons) expect(bad.coach_insight).not.toContain(lesson);
    expect(JSON.stringify(report.expert_advice)).not.toContain('No ultimatums');
  });
});
