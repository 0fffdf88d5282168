import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { AppError } from '../../errors';
import type { GreyPage } from './ocr-page';
import { wordsFromTsv, type OcrWord } from './ocr-words';

/**
 * Tesseract (WASM) in worker threads, so recognition never runs on the server's event loop.
 * A pool sized to the cores reads one image per worker at a time; a bounded queue holds the rest,
 * and past the bound a read is refused at once with `reply.screenshots_busy` rather than waiting
 * minutes. Workers start on first use (about 1–2 s each) and stay up.
 *
 * The English model comes from the `@tesseract.js-data/eng` package on disk (langPath), never
 * from tesseract.js's default CDN; nothing is cached or written (cacheMethod 'none').
 */
export interface OcrPoolOptions {
  /** Worker threads; default: the cores. */
  size?: number;
  /** Reads that may wait for a worker; default: 4 per worker. */
  maxQueued?: number;
}

interface Job {
  page: GreyPage;
  resolve: (words: OcrWord[]) => void;
  reject: (err: unknown) => void;
}

/** LSTM-only model, integer-quantized: 2.9 MB gzipped, the fast and accurate pairing. */
export const ENG_LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** tesseract.js's worker script behind a lower CPU priority (ocr-worker.cjs). */
const WORKER_PATH = join(import.meta.dir, 'ocr-worker.cjs');

export class OcrPool {
  readonly size: number;
  readonly maxQueued: number;
  private readonly idle: Worker[] = [];
  private starting = 0;
  private busy = 0;
  private readonly queue: Job[] = [];
  private readonly all: Promise<Worker>[] = [];
  private closed = false;

  constructor(options: OcrPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? availableParallelism());
    this.maxQueued = Math.max(0, options.maxQueued ?? this.size * 4);
  }

  /**
   * Words of a grey page (preprocess.ts), in its pixels. The worker finishes the page (local
   * contrast) and reads it; this thread only posts the pixels. Throws `reply.screenshots_busy`
   * when the queue is full.
   */
  recognize(page: GreyPage): Promise<OcrWord[]> {
    if (this.closed) return Promise.reject(new Error('OCR pool closed'));
    // Reads beyond the workers' free capacity wait; past `maxQueued` of those, refuse.
    if (this.queue.length >= this.maxQueued + Math.max(0, this.size - this.busy)) return Promise.reject(new AppError('reply.screenshots_busy'));
    return new Promise((resolve, reject) => {
      this.queue.push({ page, resolve, reject });
      this.pump();
    });
  }

  /** Reads queued or running. */
  get load(): number {
    return this.queue.length + this.busy;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('OCR pool closed'));
    const workers = await Promise.allSettled(this.all);
    await Promise.all(workers.map((w) => (w.status === 'fulfilled' ? w.value.terminate().catch(() => {}) : null)));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop();
      if (worker) {
        this.run(worker, this.queue.shift()!);
        continue;
      }
      if (this.busy + this.starting + this.idle.length < this.size) {
        this.starting++;
        const started = startWorker();
        this.all.push(started);
        started.then(
          (w) => {
            this.starting--;
            if (this.closed) return void w.terminate();
            this.idle.push(w);
            this.pump();
          },
          (err) => {
            this.starting--;
            // A worker that cannot start fails the reads waiting for it, not the server.
            for (const job of this.queue.splice(0)) job.reject(err);
          },
        );
      }
      return;
    }
  }

  private run(worker: Worker, job: Job): void {
    this.busy++;
    const { pixels, width, height, finish } = job.page;
    worker
      .recognize(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), { tessjs_page: { width, height, finish } } as Record<string, unknown>, {
        text: false,
        blocks: false,
        tsv: true,
      })
      .then((r) => job.resolve(wordsFromTsv(r.data.tsv ?? '')), job.reject)
      .finally(() => {
        this.busy--;
        this.idle.push(worker);
        this.pump();
      });
  }
}

async function startWorker(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    workerPath: WORKER_PATH,
    langPath: ENG_LANG_PATH,
    gzip: true,
    cacheMethod: 'none',
    logger: () => {},
    errorHandler: () => {},
  });
  await worker.setParameters({
    // Chat screens are scattered blocks of text: sparse-text segmentation finds them all.
    tessedit_pageseg_mode: PSM.SPARSE_TEXT,
    // The page is already dark ink on white (local contrast), so tesseract's second pass over
    // each doubtful line, inverted, finds nothing new: 16 % of the OCR CPU saved, same accuracy
    // (bench/README.md, screenshots).
    tessedit_do_invert: '0',
  } as Record<string, string>);
  return worker;
}
