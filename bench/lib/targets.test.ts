import { describe, expect, test } from 'bun:test';
import { ISSUE_28_TARGETS, targetSummary, type TargetCheck } from './targets';

const ALL = ['http', 'streams', 'chat-page'];
const rowOf = (report: ReturnType<typeof targetSummary>, id: string) => report.rows[ISSUE_28_TARGETS.findIndex((t) => t.id === id)]!;

describe("issue #28's summary", () => {
  test('lists every target of the issue, one row each, in order', () => {
    const report = targetSummary({ ran: ALL, failed: [], checks: [], postgres: true });
    expect(report.rows.map((r) => r.target)).toEqual(ISSUE_28_TARGETS.map((t) => t.label));
    // http 2, chat-page 2, streams 3 measures × 2 paths × 2 process counts.
    expect(report.rows).toHaveLength(16);
  });

  test('a value is judged against its target in its direction, at the line included', () => {
    const checks: TargetCheck[] = [
      { id: 'http.rest', value: 0.8 },
      { id: 'http.trpc', value: 0.49 },
      { id: 'chat-page.latest.cpu', value: 3, database: 'Postgres' },
      { id: 'chat-page.list.cpu', value: 3.01, database: 'Postgres' },
    ];
    const report = targetSummary({ ran: ALL, failed: [], checks, postgres: true });
    expect(rowOf(report, 'http.rest')).toMatchObject({ value: '0.80×', goal: '≥ 0.80×', result: 'pass' });
    expect(rowOf(report, 'http.trpc')).toMatchObject({ value: '0.49×', result: 'miss' });
    expect(rowOf(report, 'chat-page.latest.cpu')).toMatchObject({ value: '3.00 ms', goal: '≤ 3.00 ms', database: 'Postgres', result: 'pass' });
    expect(rowOf(report, 'chat-page.list.cpu')).toMatchObject({ result: 'miss' });
    expect(report.title).toContain('2 of 16 pass, 2 miss, 12 not measured');
  });

  test("a benchmark's own failure verdict is kept", () => {
    const report = targetSummary({ ran: ['http'], failed: [], checks: [{ id: 'http.rest', value: 0.95, result: 'miss (errors)' }], postgres: false });
    expect(rowOf(report, 'http.rest').result).toBe('miss (errors)');
  });

  test('a caveat follows the verdict', () => {
    const report = targetSummary({ ran: ['streams'], failed: [], checks: [{ id: 'streams.rest.1.capacity', value: 1, note: 'search reached BENCH_CAPACITY_MAX (100): raise it' }], postgres: false });
    expect(rowOf(report, 'streams.rest.1.capacity').result).toBe('pass (search reached BENCH_CAPACITY_MAX (100): raise it)');
    const onPglite = targetSummary({ ran: ['streams'], failed: [], checks: [{ id: 'streams.rest.1.memory', value: 40, database: 'PGlite' }], postgres: false });
    expect(rowOf(onPglite, 'streams.rest.1.memory').result).toBe('miss (PGlite; judged on Postgres)');
  });

  test('says why a target was not measured', () => {
    const checks: TargetCheck[] = [
      { id: 'streams.rest.1.memory', value: 20 },
      { id: 'streams.rest.1.capacity', value: null, result: 'not measured: streams ran a fixed load' },
    ];
    const onPglite = targetSummary({ ran: ALL, failed: [], checks, postgres: false });
    expect(rowOf(onPglite, 'chat-page.latest.cpu').result).toContain('set BENCH_DATABASE_URL');
    expect(rowOf(onPglite, 'streams.trpc.2.capacity').result).toContain('set BENCH_DATABASE_URL');
    expect(rowOf(onPglite, 'streams.rest.1.capacity').result).toBe('not measured: streams ran a fixed load');
    expect(rowOf(onPglite, 'streams.trpc.1.cpu').result).toBe('not measured');
    expect(onPglite.notes[0]).toContain('BENCH_DATABASE_URL was not set');

    const some = targetSummary({ ran: ['http', 'chat-page'], failed: ['chat-page'], checks: [], postgres: true });
    expect(rowOf(some, 'streams.rest.1.cpu').result).toBe('not run (bun run bench streams)');
    expect(rowOf(some, 'chat-page.list.cpu').result).toBe('not measured: bench chat-page crashed');
    expect(rowOf(some, 'http.rest').value).toBeNull();
  });
});
