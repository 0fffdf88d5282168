import { describe, expect, test } from 'bun:test';
import { report, type Measured, type PathDef } from './streams-report';

const RAW: PathDef = { name: 'raw', flavor: 'raw', defaultStreams: 1000, env: 'BENCH_STREAMS_RAW' };
const REST: PathDef = { name: 'rest', flavor: 'rest', defaultStreams: 1000, env: 'BENCH_STREAMS_REST' };

/** An on-time, loss-free run of 1,000 streams on `path`, overridable field by field. */
function measured(path: PathDef, overrides: Partial<Measured> = {}): Measured {
  return {
    path, streams: 1000, opened: 1000, completed: 1000, tokens: 100_000, lost: 0, duplicated: 0, notExact: 0, errors: [],
    lagP50: path.flavor === 'raw' ? 2 : 21, lagP99: path.flavor === 'raw' ? 5 : 42, lagMax: 60,
    cpuUsPerToken: path.flavor === 'raw' ? 10 : 13, dbUsPerToken: null, cpuShareToLastToken: null, cpuMsPerReplyAfter: null,
    kbPerStreamOpen: 20, kbPerStreamPeak: 30, textEventsPerStream: path.flavor === 'raw' ? 100 : 50, openSeconds: 1,
    clientCpuPct: 50, otherCpuPct: 0, heapKbPerStream: 7,
    ...overrides,
  };
}

const resultOf = (rows: Measured[], name: string) => report(rows).rows.find((r) => r.name === name)?.result;

describe('bench streams verdict', () => {
  test('a path within every target beside its raw row passes', () => {
    expect(resultOf([measured(RAW), measured(REST)], 'rest')).toBe('pass');
  });

  test('a path later than raw + 60 ms misses on lag', () => {
    expect(resultOf([measured(RAW), measured(REST, { lagP99: 70 })], 'rest')).toBe('miss (lag)');
  });

  test('without a raw row, lag and CPU are not judged, never reported as a pass', () => {
    expect(resultOf([measured(REST, { lagP99: 2000 })], 'rest')).toBe('lag and CPU not judged (no raw row)');
  });

  test('without a raw row, memory and tokens are still judged', () => {
    expect(resultOf([measured(REST, { kbPerStreamOpen: 40, lost: 1 })], 'rest')).toBe('miss (tokens, memory)');
  });
});
