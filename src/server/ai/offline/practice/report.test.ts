import { describe, expect, test } from 'bun:test';
import { play, planFor, textOf } from '../../../../../tests/helpers/practice-play';
import { crushScripts, exScripts } from '../../../../../tests/helpers/practice-scripts';
import type { ReportRequest } from '../../practice-ai';
import { createOfflinePracticeAi } from './offline-practice-ai';

const ai = createOfflinePracticeAi();
const signal = () => new AbortController().signal;
const crushPlan = await planFor(ai, 'I want to practise asking Maya from chemistry class out');
const askOut = crushPlan.practices[1]!.details;

async function reportOf(lines: readonly string[], details = askOut, endType: ReportRequest['endType'] = 'auto') {
  const run = await play(ai, details, lines);
  const outcome = run.outcome === 'succeed' ? 'succeed' : 'failed';
  const report = await ai.buildReport({ details, history: run.history, scoredLines: run.scoredLines, outcome, endType: run.outcome === 'continue' ? 'manual' : endType }, signal());
  return { run, report };
}

describe('offline report: computed from the real transcript', () => {
  test('a success: the best lines quoted exactly, the closing line first, with what the character had said', async () => {
    const lines = ['hey', ...crushScripts.winningLines];
    const { run, report } = await reportOf(lines);
    expect(run.outcome).toBe('succeed');
    const quoted = report.good_response.map((g) => g.your_response);
    expect(quoted[0]).toBe(crushScripts.winningLines.at(-1)!);
    for (const q of quoted) expect(lines).toContain(q);
    expect(report.good_response[0]!.coach_insight).toContain('got the yes');
    for (const g of report.good_response) {
      const at = run.history.findIndex((t) => t.role === 'user' && t.text === g.your_response);
      expect(g.scenario).toContain(run.history[at - 1]!.text.slice(0, 20));
    }
    // "hey" was the weak line: quoted with a rewrite.
    expect(report.bad_response.map((b) => b.your_response)).toEqual(['hey']);
    expect(report.bad_response[0]!.better_approach.length).toBeGreaterThan(20);
    expect(report.bad_response[0]!.better_approach).not.toBe('hey');
    expect(report.start_tip).toContain('“hey”');
    expect(report.end_tip).toContain('You closed it with');
    expect(report.expert_advice.length).toBeGreaterThanOrEqual(2);
    expect(report.expert_advice.length).toBeLessThanOrEqual(3);
    expect(report.takeaway).toHaveLength(3);
    for (const t of report.takeaway) expect(t.icon && t.title && t.content).toBeTruthy();
    expect(report.takeaway[2]!.title).toBe('Take it to real life');
  });

  test('no weak or risky lines: bad_response is empty and the report still reads well', async () => {
    const { report } = await reportOf(crushScripts.winningLines);
    expect(report.bad_response).toEqual([]);
    expect(report.good_response.length).toBeGreaterThan(0);
    expect(report.takeaway[1]!.title).toBe('Raise the bar');
    expect(report.start_tip).toStartWith('Strong start');
  });

  test('an auto failure: the losing line is quoted with a better approach, and the lesson leads the advice', async () => {
    const { run, report } = await reportOf(crushScripts.losingLines);
    expect(run.outcome).toBe('failed');
    const bad = report.bad_response[0]!;
    expect(bad.your_response).toBe(crushScripts.losingLines.at(-1)!);
    expect(bad.better_approach).toContain('No worries');
    expect(bad.coach_insight).toContain('maybe');
    expect(report.expert_advice[0]!.title).toBe('Respect the no');
    expect(report.end_tip).toContain(`It ended after “${crushScripts.losingLines.at(-1)}”`);
    expect(report.takeaway[2]!.title).toBe('Try it again');
  });

  test('a manual end: quotes only what was typed and says what was missing', async () => {
    const typed = crushScripts.neutralLines.slice(0, 4);
    const { report } = await reportOf(typed, askOut, 'manual');
    const quoted = [...report.good_response, ...report.bad_response].map((r) => r.your_response);
    expect(quoted.length).toBeGreaterThan(0);
    for (const q of quoted) expect(typed).toContain(q);
    expect(report.end_tip).toContain('You stopped');
    expect(report.end_tip).toContain('make the ask');
  });

  test('the ex practice: advice is about apologising, and blame is rewritten as an apology', async () => {
    const details = (await planFor(ai, 'I need to apologise to my ex')).practices[0]!.details;
    const { report } = await reportOf(exScripts.losingLines, details);
    expect(report.expert_advice.map((a) => a.title)).toContain('Own your part first');
    expect(report.bad_response[0]!.better_approach).toContain('I’m sorry');
  });

  test('without scored lines (nothing stored) the engine scores the transcript itself', async () => {
    const run = await play(ai, askOut, crushScripts.winningLines);
    const report = await ai.buildReport({ details: askOut, history: run.history, scoredLines: [], outcome: 'succeed', endType: 'auto' }, signal());
    expect(report.good_response[0]!.your_response).toBe(crushScripts.winningLines.at(-1)!);
  });

  test('an empty chat gives a report with tips and no quotes', async () => {
    const report = await ai.buildReport({ details: askOut, history: [], scoredLines: [], outcome: 'failed', endType: 'manual' }, signal());
    expect(report.good_response).toEqual([]);
    expect(report.bad_response).toEqual([]);
    expect(report.start_tip.length).toBeGreaterThan(20);
    expect(report.takeaway).toHaveLength(3);
  });

  test('deterministic', async () => {
    const a = await reportOf(crushScripts.winningLines);
    const b = await reportOf(crushScripts.winningLines);
    expect(b.report).toEqual(a.report);
  });
});

describe('simulator summary', () => {
  test('quotes the best line, says what to try next, and suggests a message', async () => {
    const details = { ...askOut, simulated_role: 'Your Crush', success_condition: '', title: '', scenario: '' };
    const run = await play(ai, details, ['lol', 'How was your weekend?', 'I went hiking with my sister, it was so fun haha']);
    const summary = await textOf(ai.streamSimulatorSummary({ persona: 'Your Crush: someone I have a crush on. Her name is Maya.', history: run.history }, signal()));
    expect(summary).toContain('Maya');
    expect(summary).toContain('**What went well:** “I went hiking with my sister, it was so fun haha”');
    expect(summary).toContain('**What to try next:** “lol”');
    expect(summary).toMatch(/\*\*A message you could send next:\*\* “.{10,}”/);
  });

  test('with nothing said, it encourages a first message', async () => {
    const summary = await textOf(ai.streamSimulatorSummary({ persona: 'Your Ex', history: [{ role: 'assistant', text: 'hey. what’s up?' }] }, signal()));
    expect(summary).toContain("You didn't get to say much");
    expect(summary).toContain('A message you could send');
  });
});
