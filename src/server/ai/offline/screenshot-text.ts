import type { TranscriptLine } from '../../../shared/schemas/message';
import type { AdviceRequest, ChatTurn } from '../provider';

/**
 * The hook between the screenshot reader and the offline engine: a turn whose screenshots were
 * read becomes the conversation typed out ("Them: … / Me: …"), their last message quoted, then
 * whatever the user wrote. The engine then analyses it exactly as pasted text; the images are
 * dropped from the turn because they have been read. A turn with nothing read is left as is.
 */
export function withScreenshotText(req: AdviceRequest): AdviceRequest {
  if (!req.history.some((t) => t.transcript?.length)) return req;
  return { ...req, history: req.history.map(asTypedText) };
}

function asTypedText(turn: ChatTurn): ChatTurn {
  if (!turn.transcript?.length) return turn;
  const { transcript, images: _images, ...rest } = turn;
  return { ...rest, text: [conversationText(transcript), turn.text.trim()].filter(Boolean).join('\n\n') };
}

export function conversationText(lines: readonly TranscriptLine[]): string {
  const typed = lines.map((l) => `${l.speaker === 'them' ? 'Them' : 'Me'}: ${oneLine(l.text)}`);
  const last = lastTheirs(lines);
  if (last) typed.push('', `Their last message: "${oneLine(last).replaceAll('"', "'")}"`);
  return typed.join('\n');
}

/** The message the user has to answer: their last bubble (the last one of theirs on screen). */
export function lastTheirs(lines: readonly TranscriptLine[]): string | null {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i]!.speaker === 'them') return lines[i]!.text;
  return null;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
