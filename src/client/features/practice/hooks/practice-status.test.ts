import { describe, expect, test } from 'bun:test';
import type { Practice, PracticePlan } from '../../../../shared/schemas/practice';
import { CREATING_FIRST, CREATING_NEXT, defaultPractice, endedHeadline, hasHistory, historyStatusLine, panelState } from './practice-status';
import { reportProgress, nextReportChangeIn, REPORT_STEPS } from './report-steps';
import { practiceUrl, reportUrl } from './practice-urls';

const PLAN_ID = '00000000-0000-4000-8000-00000000000a';
let n = 0;
function practice(status: Practice['status'], extra: Partial<Practice> = {}): Practice {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    plan_id: PLAN_ID,
    name: `Practice ${n}`,
    status,
    progress: 0,
    end_type: null,
    skip_report: false,
    report_card_title: null,
    session: null,
    mood: null,
    first_succeed_time: null,
    restarted_from_id: null,
    deleted: false,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: `2030-01-0${Math.min(9, n)}T00:00:00.000Z`,
    details: null,
    ...extra,
  };
}
function plan(practices: Practice[]): PracticePlan {
  return {
    id: PLAN_ID,
    name: 'Asking my crush out',
    description: 'Rehearse it',
    status: 'pending',
    is_succeed: false,
    failure_reason: null,
    first_succeed_time: null,
    coach: { session: { id: '00000000-0000-4000-8000-0000000000cc', name: null } },
    practices,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
  };
}

describe('practice status texts (SPEC §2)', () => {
  test('history status lines follow the table, a manual failure reads Stopped', () => {
    expect(historyStatusLine(practice('preparing'))).toBe('Ready to start');
    expect(historyStatusLine(practice('pending'))).toBe('Ready to start');
    expect(historyStatusLine(practice('in_progress'))).toBe('Working on');
    expect(historyStatusLine(practice('succeed'))).toBe('Completed');
    expect(historyStatusLine(practice('failed', { end_type: 'auto' }))).toBe('Failed');
    expect(historyStatusLine(practice('failed', { end_type: 'manual' }))).toBe('Stopped');
  });

  test('ended headlines: completed, ended by hand, failed on its own', () => {
    expect(endedHeadline(practice('succeed', { end_type: 'auto' }))).toBe('You did it!');
    expect(endedHeadline(practice('failed', { end_type: 'manual' }))).toBe('Practice ended');
    expect(endedHeadline(practice('failed', { end_type: 'auto' }))).toBe('Not quite there');
  });

  test('history exists only from 2 practices', () => {
    expect(hasHistory(plan([practice('pending')]))).toBe(false);
    expect(hasHistory(plan([practice('pending'), practice('pending')]))).toBe(true);
    expect(hasHistory(undefined)).toBe(false);
  });

  test('a plan opens on the practice being played, else the first ready one, else the latest', () => {
    const a = practice('succeed');
    const b = practice('pending');
    const c = practice('in_progress');
    expect(defaultPractice(plan([a, b, c]))?.id).toBe(c.id);
    expect(defaultPractice(plan([a, b]))?.id).toBe(b.id);
    const older = practice('failed', { updated_at: '2029-01-01T00:00:00.000Z' });
    const newer = practice('succeed', { updated_at: '2031-01-01T00:00:00.000Z' });
    expect(defaultPractice(plan([older, newer]))?.id).toBe(newer.id);
  });
});

describe('the simulator panel state', () => {
  const base = { planError: false, updating: false, displayMode: undefined } as const;

  test('loading, error, closed (no practice yet) and the creating placeholder while the coach builds', () => {
    expect(panelState({ ...base, plan: undefined, practiceId: undefined }).kind).toBe('loading');
    expect(panelState({ ...base, plan: undefined, planError: true, practiceId: undefined }).kind).toBe('error');
    expect(panelState({ ...base, plan: plan([]), practiceId: undefined }).kind).toBe('closed');
    expect(panelState({ ...base, plan: plan([]), practiceId: undefined, updating: true })).toEqual({ kind: 'creating', title: CREATING_FIRST });
    const p = practice('pending');
    expect(panelState({ ...base, plan: plan([p]), practiceId: p.id, updating: true })).toEqual({ kind: 'creating', title: CREATING_NEXT });
  });

  test('pending → intro; failed → ended, or the intro (restart) under displayMode practicing; running → chat', () => {
    const pending = practice('pending');
    const failed = practice('failed', { end_type: 'auto' });
    const running = practice('in_progress');
    const won = practice('succeed');
    const p = plan([pending, failed, running, won]);
    expect(panelState({ ...base, plan: p, practiceId: pending.id })).toMatchObject({ kind: 'intro', restart: false });
    expect(panelState({ ...base, plan: p, practiceId: failed.id }).kind).toBe('ended');
    expect(panelState({ ...base, plan: p, practiceId: failed.id, displayMode: 'practicing' })).toMatchObject({ kind: 'intro', restart: true });
    expect(panelState({ ...base, plan: p, practiceId: failed.id, displayMode: 'seen' }).kind).toBe('ended');
    expect(panelState({ ...base, plan: p, practiceId: running.id }).kind).toBe('chat');
    expect(panelState({ ...base, plan: p, practiceId: won.id, displayMode: 'practicing' }).kind).toBe('ended');
    expect(panelState({ ...base, plan: p, practiceId: '00000000-0000-4000-8000-ffffffffffff' }).kind).toBe('not_found');
  });
});

describe('the report timeline (SPEC §9)', () => {
  test("plain loading for 3 s, then 'Generating Insight...' with steps of 5 s; the fourth lasts", () => {
    expect(REPORT_STEPS).toHaveLength(4);
    expect(reportProgress(2999)).toEqual({ showLabel: false, activeStep: 0 });
    expect(reportProgress(3000)).toEqual({ showLabel: true, activeStep: 0 });
    expect(reportProgress(7999).activeStep).toBe(0);
    expect(reportProgress(8000).activeStep).toBe(1);
    expect(reportProgress(13_000).activeStep).toBe(2);
    expect(reportProgress(18_000).activeStep).toBe(3);
    expect(reportProgress(600_000).activeStep).toBe(3);
  });

  test('the next change is due at each boundary, none after the last step began', () => {
    expect(nextReportChangeIn(0)).toBe(3000);
    expect(nextReportChangeIn(3000)).toBe(5000);
    expect(nextReportChangeIn(9000)).toBe(4000);
    expect(nextReportChangeIn(18_000)).toBeNull();
  });
});

test('links carry source, skipPlan and displayMode only when set', () => {
  expect(practiceUrl('p', 'x')).toBe('/chat/practice-plan/p/x');
  expect(practiceUrl('p', 'x', { source: 'list', skipPlan: true, displayMode: 'practicing' })).toBe(
    '/chat/practice-plan/p/x?source=list&skipPlan=true&displayMode=practicing',
  );
  expect(reportUrl('p', 'x', { source: 'a b' })).toBe('/chat/practice-plan/p/x/report?source=a+b');
});
