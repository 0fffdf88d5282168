import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../errors';
import { OcrPool, ENG_LANG_PATH } from './ocr-pool';
import { prepareScreenshot } from './preprocess';
import { createScreenshotReader } from './screenshot-reader';
import { scoreSpeakers, scoreWords } from './transcript-score';

/**
 * Real OCR (tesseract.js in a worker thread) on two of the fixtures: a light and a dark capture
 * of different apps. The whole set is measured by `bun run bench screenshots`; two keep this
 * file to a few seconds of CPU on the shared machine.
 */
const DIR = join(import.meta.dir, '../../../../tests/fixtures/screenshots');
const EXPECTED = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8')) as {
  file: string;
  transcript: { speaker: 'them' | 'you'; text: string }[];
}[];

const reader = createScreenshotReader({ size: 1 });
afterAll(() => reader.close());

describe('reading chat screenshots on this machine', () => {
  test('the English model is the packaged one on disk (no CDN)', () => {
    expect(ENG_LANG_PATH.startsWith('/')).toBe(true);
    expect(existsSync(join(ENG_LANG_PATH, 'eng.traineddata.gz'))).toBe(true);
  });

  for (const file of ['01-imessage-light-iphone.png', '22-imessage-dark-iphone.png', '24-whatsapp-light-android.png']) {
    test(`${file}: the words and who said them`, async () => {
      const expected = EXPECTED.find((e) => e.file === file)!.transcript;
      const read = await reader.read(readFileSync(join(DIR, file)));
      const words = scoreWords(expected, read);
      expect(words.errors / words.total).toBeLessThan(0.1);
      expect(scoreSpeakers(expected, read)).toEqual({ correct: expected.length, total: expected.length });
    }, 60_000);
  }

  test('past the queue bound a read is refused at once with reply.screenshots_busy', async () => {
    const pool = new OcrPool({ size: 1, maxQueued: 1 });
    const image = await prepareScreenshot(readFileSync(join(DIR, '01-imessage-light-iphone.png')));
    const first = pool.recognize(image);
    const second = pool.recognize(image);
    const third = pool.recognize(image).then(
      () => null,
      (err: unknown) => err,
    );
    const refused = await third;
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('reply.screenshots_busy');
    expect((await first).length).toBeGreaterThan(0);
    expect((await second).length).toBeGreaterThan(0);
    await pool.close();
  }, 90_000);

  test('a page whose pixels do not match its size fails that read, not the worker', async () => {
    const pool = new OcrPool({ size: 1 });
    const bad = pool.recognize({ pixels: new Uint8Array(10), width: 5, height: 5, finish: 'local-contrast' }).then(
      () => null,
      (err: unknown) => String(err),
    );
    expect(await bad).toContain('needs 25 bytes');
    // The same worker still reads the next page.
    const page = await prepareScreenshot(readFileSync(join(DIR, '01-imessage-light-iphone.png')));
    expect((await pool.recognize(page)).length).toBeGreaterThan(0);
    await pool.close();
  }, 90_000);
});
