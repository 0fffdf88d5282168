import { readChat, type TranscriptLine } from './chat-layout';
import { OcrPool, type OcrPoolOptions } from './ocr-pool';
import { DEFAULT_PREPARE, prepareScreenshot, type PrepareOptions } from './preprocess';

/**
 * Reads a chat screenshot on this machine: decoding and scaling (sharp, on its own threads), then
 * the finishing pass and OCR in the worker pool, then who-said-what from the word boxes. The event
 * loop only moves buffers and groups the words.
 */
export interface ScreenshotReader {
  /** The conversation in the image, top to bottom. Throws `reply.screenshots_busy` when the queue is full. */
  read(image: Uint8Array): Promise<TranscriptLine[]>;
  close(): Promise<void>;
}

export function createScreenshotReader(options: OcrPoolOptions & { prepare?: PrepareOptions } = {}): ScreenshotReader {
  const pool = new OcrPool(options);
  const prepare = options.prepare ?? DEFAULT_PREPARE;
  return {
    async read(image) {
      const page = await prepareScreenshot(image, prepare);
      const words = await pool.recognize(page);
      return readChat({ width: page.width, height: page.height, words });
    },
    close: () => pool.close(),
  };
}
