import type { MessageItem, ScreenshotTranscript, TranscriptLine } from '../../../shared/schemas/message';
import type { AdviceRequest } from '../../ai/provider';
import type { Deps } from '../../deps';
import { isAppError } from '../../errors';
import { userImageBytes } from '../attachments/image-urls';
import type { MessageRow } from '../messages';

/** Screenshots read per message: the newest ones (a message holds at most 5). */
const MAX_READ = 5;

/** The file names of the screenshots in the newest user message, if it is the last turn. */
export function screenshotsToRead(history: readonly MessageRow[]): string[] {
  const last = history[history.length - 1];
  if (!last || last.role !== 'user') return [];
  return last.items.flatMap((i) => (i.type === 'image' ? [i.content] : [])).slice(-MAX_READ);
}

/** Reads the caller's screenshots: their bubbles in order, screenshot after screenshot, top to bottom. */
export async function readScreenshots(deps: Deps, userId: string, names: readonly string[]): Promise<ScreenshotTranscript> {
  const images = await userImageBytes(deps, userId, names);
  // All at once: the pool runs as many as it has workers, and pre-processing overlaps with OCR.
  const read = await Promise.all(
    images.map((image) =>
      deps.screenshots.read(image).catch((err: unknown) => {
        // Busy is the user's to know (retry in a moment); an image OCR cannot handle (a photo,
        // a tiny icon) just yields nothing to read back, and the advice goes on without it.
        if (isAppError(err)) throw err;
        deps.log.warn('A screenshot could not be read', { err: err as Error });
        return [] as TranscriptLine[];
      }),
    ),
  );
  const lines = read.flat();
  return { images: images.length, lines: lines.slice(0, 400) };
}

/** The stored read-back item of a reply (deleted with it). */
export function transcriptItem(messageId: string, transcript: ScreenshotTranscript): Extract<MessageItem, { type: 'screenshot_transcript' }> {
  return { id: `${messageId}:transcript`, type: 'screenshot_transcript', content: transcript };
}

/** The request with the transcript attached to the user's last turn (beside its images). */
export function withTranscript(req: AdviceRequest, transcript: ScreenshotTranscript): AdviceRequest {
  if (transcript.lines.length === 0) return req;
  const history = [...req.history];
  const last = history[history.length - 1];
  if (!last || last.role !== 'user') return req;
  history[history.length - 1] = { ...last, transcript: transcript.lines };
  return { ...req, history };
}
