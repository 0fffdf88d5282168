/**
 * Screenshot reading on this machine (issue 22): the 32 fixtures of tests/fixtures/screenshots
 * (4 app styles, light/dark, 3 phone sizes) read by the server's own reader. Reports word accuracy
 * (1 − word error rate) and speaker accuracy against the expected transcripts, the time per
 * screenshot read one at a time (all, and the 1170×2532 captures), and the event-loop delay of
 * this process (the server's reader runs in it) while 4 screenshots are read at once.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEFAULT_PREPARE, type PrepareOptions } from '../src/server/ai/vision/preprocess';
import { createScreenshotReader } from '../src/server/ai/vision/screenshot-reader';
import { scoreSpeakers, scoreWords } from '../src/server/ai/vision/transcript-score';
import { fixed, verdict, type Benchmark, type Report } from './lib/report';
import { quantile } from './lib/stats';

const DIR = join(import.meta.dir, '../tests/fixtures/screenshots');
const TARGETS = { words: 95, speakers: 98, p50Ms: 1500, p99Ms: 3000, loopP99Ms: 20 };

interface Fixture {
  file: string;
  style: string;
  theme: string;
  transcript: { speaker: 'them' | 'you'; text: string }[];
}

/**
 * CPU time of this process's main thread (the event loop) in ms, from /proc (Linux; null
 * elsewhere). Unlike the loop delay it does not depend on what else the machine runs: it is the
 * work the reads put on the loop itself.
 */
function mainThreadCpuMs(): number | null {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return null;
  }
}

/** Lateness of a 5 ms interval timer while `work` runs: what any request would wait. */
async function loopDelayDuring(work: Promise<unknown>): Promise<number[]> {
  const delays: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    delays.push(Math.max(0, now - last - 5));
    last = now;
  }, 5);
  await work;
  clearInterval(timer);
  return delays.sort((a, b) => a - b);
}

export const benchmark: Benchmark = {
  name: 'screenshots',
  summary: 'local OCR of the 32 chat-screenshot fixtures: word and speaker accuracy, time per screenshot, event-loop delay',
  async run(): Promise<Report> {
    const fixtures = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8')) as Fixture[];
    // SCREENSHOTS_MODE / SCREENSHOTS_WIDTH compare pre-processing choices (bench/README.md).
    const prepare = {
      mode: (process.env.SCREENSHOTS_MODE as PrepareOptions['mode'] | undefined) ?? DEFAULT_PREPARE.mode,
      targetWidth: Number(process.env.SCREENSHOTS_WIDTH ?? DEFAULT_PREPARE.targetWidth),
    };
    const reader = createScreenshotReader({ prepare });
    const rows: Report['rows'] = [];
    try {
      // Warm-up: the workers start (WASM + model, 1–2 s each) on first use, not per screenshot.
      const warm = readFileSync(join(DIR, fixtures[0]!.file));
      await Promise.all(Array.from({ length: availableParallelism() }, () => reader.read(warm)));

      let wordErrors = 0;
      let wordTotal = 0;
      let speakersRight = 0;
      let speakersTotal = 0;
      const byStyle = new Map<string, { we: number; wt: number; sc: number; st: number }>();
      const all: number[] = [];
      const large: number[] = [];
      // CPU of the whole process (worker threads included) over the sequential reads: what a
      // screenshot costs on an idle core, whatever else the shared machine is running.
      const cpuBefore = process.cpuUsage();
      const mainBefore = mainThreadCpuMs();
      for (const f of fixtures) {
        const bytes = readFileSync(join(DIR, f.file));
        const started = performance.now();
        const read = await reader.read(bytes);
        const ms = performance.now() - started;
        all.push(ms);
        const meta = await sharp(bytes).metadata();
        if (meta.width === 1170 && meta.height === 2532) large.push(ms);
        const w = scoreWords(f.transcript, read);
        const s = scoreSpeakers(f.transcript, read);
        wordErrors += w.errors;
        wordTotal += w.total;
        speakersRight += s.correct;
        speakersTotal += s.total;
        const key = `${f.style} ${f.theme}`;
        const acc = byStyle.get(key) ?? { we: 0, wt: 0, sc: 0, st: 0 };
        byStyle.set(key, { we: acc.we + w.errors, wt: acc.wt + w.total, sc: acc.sc + s.correct, st: acc.st + s.total });
      }
      const cpu = process.cpuUsage(cpuBefore);
      const mainAfter = mainThreadCpuMs();
      // Scoring and sharp's metadata call run on the loop too: the figure is an upper bound.
      const mainPerShot = mainBefore === null || mainAfter === null ? null : (mainAfter - mainBefore) / fixtures.length;
      const cpuPerShot = (cpu.user + cpu.system) / 1000 / fixtures.length;
      all.sort((a, b) => a - b);
      large.sort((a, b) => a - b);

      // 4 screenshots at once (the 1170×2532 ones), the loop measured meanwhile.
      const four = fixtures.filter((f) => f.file.includes('-iphone.png')).slice(0, 4).map((f) => readFileSync(join(DIR, f.file)));
      const delays = await loopDelayDuring(Promise.all(four.map((b) => reader.read(b))));
      // The same timer with nothing read: what the shared machine's scheduling alone costs.
      const idle = await loopDelayDuring(Bun.sleep(3000));

      const words = 100 * (1 - wordErrors / wordTotal);
      const speakers = (100 * speakersRight) / speakersTotal;
      const row = (metric: string, value: number, target: number | null, direction: 'atLeast' | 'atMost', unit: string) =>
        rows.push({ metric, value, unit, target, verdict: verdict(value, target, direction) });
      row(`word accuracy (${wordTotal} words, ${fixtures.length} screenshots)`, words, TARGETS.words, 'atLeast', '%');
      row(`speaker accuracy (${speakersTotal} bubbles)`, speakers, TARGETS.speakers, 'atLeast', '%');
      row('CPU per screenshot, all sizes, mean (≈ time on an idle core)', cpuPerShot, null, 'atMost', 'ms');
      if (mainPerShot !== null) row('  of which on the event loop (main thread), mean', mainPerShot, null, 'atMost', 'ms');
      row('time per screenshot, all sizes, p50', quantile(all, 0.5), null, 'atMost', 'ms');
      row('time per screenshot, all sizes, p99', quantile(all, 0.99), null, 'atMost', 'ms');
      row(`time per 1170×2532 screenshot, p50 (${large.length})`, quantile(large, 0.5), TARGETS.p50Ms, 'atMost', 'ms');
      row(`time per 1170×2532 screenshot, p99 (${large.length})`, quantile(large, 0.99), TARGETS.p99Ms, 'atMost', 'ms');
      row('event-loop delay while 4 are read, p99', quantile(delays, 0.99), TARGETS.loopP99Ms, 'atMost', 'ms');
      row('event-loop delay while 4 are read, max', delays[delays.length - 1] ?? 0, null, 'atMost', 'ms');
      row('event-loop delay, nothing read (baseline), p99', quantile(idle, 0.99), null, 'atMost', 'ms');
      for (const [key, a] of [...byStyle].sort()) {
        rows.push({ metric: `  ${key}: words / speakers`, value: 100 * (1 - a.we / a.wt), unit: `% / ${((100 * a.sc) / a.st).toFixed(1)}%`, target: null, verdict: null });
      }
    } finally {
      await reader.close();
    }
    return {
      title: 'Screenshots read on this machine (tesseract.js in worker threads)',
      columns: [
        { key: 'metric', label: 'metric', align: 'left' },
        { key: 'value', label: 'value', format: fixed(1) },
        { key: 'unit', label: 'unit', align: 'left' },
        { key: 'target', label: 'target', format: (v) => (v === null ? '–' : String(v)) },
        { key: 'verdict', label: 'verdict', align: 'left' },
      ],
      rows,
      notes: [
        `Pre-processing: ${prepare.mode}, scaled to ${prepare.targetWidth} px wide.`,
        `${availableParallelism()} cores, OCR pool of ${availableParallelism()} workers; load average at the end ${loadavg()[0]!.toFixed(1)} (the machine is shared: times include waiting for a core).`,
        'Times are pre-processing (sharp decoding and scaling; the local-contrast pass in the OCR worker) plus OCR plus layout, one screenshot at a time, after the workers started.',
        'Event-loop CPU is read from /proc (10 ms ticks, summed over the 32 reads); it includes the bench scoring each read.',
      ],
    };
  },
};
