import { describe, expect, test } from 'bun:test';
import { capacityReport, measureCapacities } from './streams-capacity';
import type { Measured, PathDef } from './streams-report';

const path = (flavor: PathDef['flavor'], processes = 1): PathDef => ({ name: `${flavor} ×${processes}`, flavor, defaultStreams: 1000, env: 'UNUSED', processes });

/**
 * A fake machine: each path keeps up to `limit` streams (lag p50/p99 on time), beyond it falls
 * behind; CPU per token and the generator's and Postgres's CPU are fixed per path.
 */
const MACHINE: Record<string, { limit: number; cpu: number; client: number; db: number | null }> = {
  'raw ×1': { limit: 1000, cpu: 10, client: 60, db: null },
  'raw ×2': { limit: 2000, cpu: 8, client: 80, db: null },
  'rest ×1': { limit: 800, cpu: 12, client: 40, db: 10 },
  'rest ×2': { limit: 1600, cpu: 12, client: 40, db: 20 },
};

function fakeMeasure(calls: string[]) {
  return async (p: PathDef, n: number): Promise<Measured> => {
    calls.push(`${p.name}@${n}`);
    const m = MACHINE[p.name]!;
    const late = n > m.limit;
    const isRaw = p.flavor === 'raw';
    return {
      path: p, streams: n, opened: n, completed: n, tokens: n * 100, lost: 0, duplicated: 0, notExact: 0, errors: [],
      lagP50: late ? 500 : isRaw ? 2 : 21, lagP99: late ? 900 : isRaw ? 5 : 42, lagMax: 60,
      cpuUsPerToken: m.cpu, dbUsPerToken: null, cpuShareToLastToken: null, cpuMsPerReplyAfter: null,
      kbPerStreamOpen: 20, kbPerStreamPeak: 30, textEventsPerStream: 50, openSeconds: 1,
      clientCpuPct: m.client, otherCpuPct: 0, heapKbPerStream: 7, dbCpuPct: m.db, serverCpuPct: 100,
    };
  };
}

describe('bench streams capacity with several process counts', () => {
  test('each path is searched against the raw relay in as many processes, and judged by it', async () => {
    const calls: string[] = [];
    const { raws, ours, rawAt } = await measureCapacities([path('raw'), path('raw', 2), path('rest'), path('rest', 2)], fakeMeasure(calls));
    expect(raws.map((r) => r.capacity)).toEqual([1000, 2000]);
    // Every step of the 2-process REST search had a 2-process raw run at the same N, and only those.
    const restTwoSteps = ours[1]!.steps.map((s) => s.n);
    for (const n of restTwoSteps) expect(rawAt.get(2)?.has(n)).toBe(true);
    expect(calls.filter((c) => c.startsWith('raw ×2@')).length).toBe(rawAt.get(2)!.size);

    const report = capacityReport(raws, ours, rawAt, 2);
    const row = (name: string) => report.rows.find((r) => r.name === name)!;
    const restTwo = row('rest ×2');
    expect(restTwo.capacity).toBe(ours[1]!.capacity);
    expect(restTwo.share).toBeCloseTo(ours[1]!.capacity / 2000);
    expect(restTwo.shareOfOne).toBeCloseTo(ours[1]!.capacity / 1000);
    // CPU against the 2-process raw relay's 8 µs, not the 1-process one's 10.
    expect(restTwo.cpuVsRaw).toBeCloseTo(12 / 8);
    // 2 cores − 40 % generator − 20 % Postgres = 1.4 cores for 2 processes.
    expect(restTwo.coresLeft).toBeCloseTo(1.4);
    expect(restTwo.perServerCore).toBeCloseTo(ours[1]!.capacity / 1.4);
    // One process: 1.5 cores left, it can use one.
    expect(row('rest ×1')).toMatchObject({ serverCores: 1, perServerCore: ours[0]!.capacity, shareOfOne: null });
    expect(row('rest ×1').cpuVsRaw).toBeCloseTo(1.2);
    expect(row('raw ×2').coresLeft).toBeCloseTo(1.2);

    const targets = new Map(report.targets!.map((t) => [t.id, t.value]));
    expect(targets.get('streams.rest.2.cpu')).toBeCloseTo(1.5);
    expect(targets.get('streams.rest.2.capacity')).toBeCloseTo(ours[1]!.capacity / 2000);
    expect(targets.get('streams.rest.1.memory')).toBe(20);
    expect(restTwo.result).toBe('pass');
  });

  test('a path slower than its raw relay by more than the target misses on capacity', async () => {
    const { raws, ours, rawAt } = await measureCapacities([path('raw', 2), path('rest', 2)], async (p, n) => {
      const m = await fakeMeasure([])(p, n);
      return p.flavor === 'raw' ? m : { ...m, lagP99: n > 1000 ? 900 : 42 };
    });
    const report = capacityReport(raws, ours, rawAt, 2);
    expect(report.rows.find((r) => r.name === 'rest ×2')?.result).toBe('miss (capacity)');
  });
  test('a narrow miss of ours is measured again beside a fresh raw relay run; the pair decides and the steps show both', async () => {
    const calls: string[] = [];
    let tail = true;
    const { raws, ours, rawAt } = await measureCapacities([path('raw'), path('rest')], async (p, n) => {
      const m = await fakeMeasure(calls)(p, n);
      // One tail event: REST at 500, first trial, 37 ms over the line.
      if (p.flavor === 'rest' && n === 500 && tail) {
        tail = false;
        return { ...m, lagP99: m.lagP99 + 60 };
      }
      return m;
    });
    const rest = ours[0]!;
    expect(rest.steps.find((s) => s.n === 500)).toMatchObject({ pass: true });
    // The raw relay at 500 ran twice (its own search, then beside the second trial); the newer run is kept.
    expect(calls.filter((c) => c === 'raw ×1@500').length).toBe(2);
    expect(calls.filter((c) => c === 'rest ×1@500').length).toBe(2);
    expect(rest.capacity).toBeGreaterThanOrEqual(720);
    const report = capacityReport(raws, ours, rawAt, 2);
    expect(String(report.rows.find((r) => r.name === 'rest ×1')?.steps)).toContain('500✗ (p99 +97 ms) ✓');
    // A clear overload is not retried: no step above the raw relay's limit ran twice.
    const over = calls.filter((c) => c.startsWith('rest ×1@') && Number(c.split('@')[1]) > 1000);
    expect(new Set(over).size).toBe(over.length);
  });
});
