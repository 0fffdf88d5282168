/**
 * The practice insight report (SPEC §2, §8): the loading view, the skipped text without asking,
 * the error with retry, the empty states and the sections with 'Practice Again?'.
 * `cd src/client && bun test ./test/practice-report.test.tsx`.
 */
import { afterEach, describe, expect, test } from 'bun:test';
import type { Practice, PracticeReport } from '../../shared/schemas/practice';

const hasDom = typeof document !== 'undefined';
const rtl = hasDom ? await import('@testing-library/react') : null;
afterEach(() => rtl?.cleanup());

const REPORT: Omit<PracticeReport, 'practice_id'> = {
  start_tip: 'You practised asking them out.',
  end_tip: 'Next time, name a day.',
  good_response: [{ scenario: 'Opening', your_response: 'Hey! How did your week go?', coach_insight: 'A warm, open start.' }],
  bad_response: [{ scenario: 'The ask', your_response: 'Want to hang out sometime?', better_approach: 'Name a day and a place.', coach_insight: 'Vague asks get vague answers.' }],
  expert_advice: [{ title: 'Be specific', content: 'A concrete plan is easy to say yes to.' }],
  takeaway: [{ icon: '🎯', title: 'Ask clearly', content: 'Day, place, activity.' }],
  created_at: '2030-01-01T00:00:00.000Z',
};

async function renderReport(practice: Practice, report: () => unknown, onRestart?: () => void) {
  const harness = await import('./setup/practice-harness');
  const { ReportView } = await import('../features/practice/components/report-view');
  const calls: Array<[string, unknown]> = [];
  rtl!.render(
    <harness.PracticeHarness handlers={{ 'practice.report': report }} calls={calls}>
      <ReportView practice={practice} onBack={() => {}} onRestart={onRestart} />
    </harness.PracticeHarness>,
  );
  return calls;
}

describe.skipIf(!hasDom)('practice report (happy-dom)', () => {
  test('a practice too short for a report shows the skipped text without asking the server', async () => {
    const { makePractice } = await import('./setup/practice-harness');
    const { SKIPPED_TEXT } = await import('../features/practice/hooks/use-practice-report');
    const calls = await renderReport(makePractice('failed', { end_type: 'manual', skip_report: true }), () => REPORT);
    expect(rtl!.screen.getByTestId('report-skipped').textContent).toBe(
      "Hold on... We can't generate insights from just a few messages. Have a longer chat - at least 5-10 back-and-forth exchanges.",
    );
    expect(SKIPPED_TEXT).toBe(rtl!.screen.getByTestId('report-skipped').textContent!);
    expect(calls.filter(([path]) => path === 'practice.report')).toHaveLength(0);
  });

  test("loading first; an error offers retry ('Unable to load practice report'); then the sections and 'Practice Again?'", async () => {
    const { screen, fireEvent, waitFor } = rtl!;
    const { makePractice, AppCodeError } = await import('./setup/practice-harness');
    const practice = makePractice('succeed', { end_type: 'auto' });
    let asks = 0;
    let restarts = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderReport(
      practice,
      async () => {
        asks += 1;
        await gate;
        if (asks === 1) throw new AppCodeError('practice.report_failed', 502);
        return { ...REPORT, practice_id: practice.id };
      },
      () => {
        restarts += 1;
      },
    );
    expect(screen.getByTestId('practice-report').getAttribute('data-state')).toBe('loading');
    expect(screen.getByTestId('report-loading').getAttribute('data-phase')).toBe('loading');
    release();
    await waitFor(() => expect(screen.getByTestId('practice-panel-error').textContent).toContain('Unable to load practice report'));
    fireEvent.click(screen.getByTestId('practice-panel-retry'));
    await waitFor(() => expect(screen.getByTestId('practice-report').getAttribute('data-state')).toBe('ready'));
    expect(asks).toBe(2);
    const titles = ['Your Top Responses', 'What could be better', 'Expert Advice', 'Your Next Move', 'Practice Again?'];
    const text = screen.getByTestId('practice-report').textContent ?? '';
    for (const title of titles) expect(text).toContain(title);
    expect(screen.getByTestId('report-good-item').textContent).toContain('Hey! How did your week go?');
    expect(screen.getByTestId('report-bad-item').textContent).toContain('Name a day and a place.');
    fireEvent.click(screen.getByTestId('report-restart'));
    expect(screen.getByTestId('report-restart').textContent).toBe('Restart Practice');
    expect(restarts).toBe(1);
  });

  test("empty states: 'No practice report available' and 'No practice report content available'", async () => {
    const { screen, waitFor, cleanup } = rtl!;
    const { makePractice, AppCodeError } = await import('./setup/practice-harness');
    await renderReport(makePractice('failed', { end_type: 'auto' }), () => {
      throw new AppCodeError('practice.report_not_ready', 409);
    });
    await waitFor(() => expect(screen.getByTestId('report-empty').textContent).toBe('No practice report available'));
    cleanup();
    const practice = makePractice('failed', { end_type: 'auto' });
    await renderReport(practice, () => ({
      ...REPORT,
      practice_id: practice.id,
      start_tip: '',
      end_tip: '',
      good_response: [],
      bad_response: [],
      expert_advice: [],
      takeaway: [],
    }));
    await waitFor(() => expect(screen.getByTestId('report-empty').textContent).toBe('No practice report content available'));
  });
});
