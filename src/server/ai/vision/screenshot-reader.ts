import { readChat, type TranscriptLine } from './chat-layout';
import { OcrPool, type OcrPoolOptions } from './ocr-pool';
import { DEFAULT_PREPARE, prepareScreenshot, type PrepareOptions } from './preprocess';

/**
 * Reads a chat screenshot on this machine: pre-processing (sharp, off the event loop; local
 * contrast in short slices), OCR in the worker pool, then who-said-what from the word boxes.
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
      const prepared = await prepareScreenshot(image, prepare);
      const words = await pool.recognize(prepared.image);
      return readChat({ width: prepared.width, height: prepared.height, words });
    },
    close: () => pool.close(),
  };
}
