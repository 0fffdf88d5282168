import type { AdviceRequest, ChatTurn } from '../../ai/provider';
import type { AgentSlug } from '../../../shared/agent-slugs';
import type { MessageItem, MessageReference, TranscriptLine } from '../../../shared/schemas/message';
import type { MessageRow } from '../messages';

/** The text a message shows: its text items joined (reply cards and reasoning excluded). */
export function messageText(items: readonly MessageItem[]): string {
  return items
    .filter((i): i is Extract<MessageItem, { type: 'text' }> => i.type === 'text')
    .map((i) => i.content)
    .join('\n')
    .trim();
}

/**
 * History (oldest first, failed replies left out) plus memory → what the provider gets. What was
 * read from earlier screenshots goes back on the user turn that sent them (the reply that read them
 * stored it), so a later "what should I say now?" is answered with that conversation in view, on
 * every engine, even once the images themselves are too old to be re-sent.
 */
export function buildAdviceRequest(
  agent: { slug: string; name: string },
  history: readonly MessageRow[],
  memory: string[],
  imageUrl: (fileName: string) => string | null,
): AdviceRequest {
  const read = transcriptsByUserMessage(history);
  const turns: ChatTurn[] = [];
  history.forEach((m, index) => {
    if (m.role === 'assistant' && m.status !== 'completed') return;
    const text = [m.role === 'user' ? quotedText(m.references) : '', messageText(m.items)].filter(Boolean).join('\n\n');
    const images = m.items.flatMap((i) => {
      if (i.type !== 'image') return [];
      const url = imageUrl(i.content);
      return url ? [{ url, mime: mimeOf(i.content) }] : [];
    });
    const transcript = read.get(index);
    if (!text && images.length === 0 && !transcript) return;
    turns.push({ role: m.role, text, ...(images.length ? { images } : {}), ...(transcript ? { transcript } : {}) });
  });
  return { agent: { slug: agent.slug as AgentSlug, name: agent.name }, history: turns, memory };
}

/**
 * The stored read-back of each completed reply, keyed by the index of the user message it
 * answered (the nearest user message before it); the newest reply wins if several answered one.
 */
function transcriptsByUserMessage(history: readonly MessageRow[]): Map<number, TranscriptLine[]> {
  const out = new Map<number, TranscriptLine[]>();
  let userIndex = -1;
  history.forEach((m, index) => {
    if (m.role === 'user') userIndex = index;
    else if (m.status === 'completed' && userIndex >= 0) {
      const item = m.items.find((i): i is Extract<MessageItem, { type: 'screenshot_transcript' }> => i.type === 'screenshot_transcript');
      if (item && item.content.lines.length > 0) out.set(userIndex, item.content.lines);
    }
  });
  return out;
}

/**
 * What the user quoted from a reply (a reference with source_type normal, SPEC §3), set before
 * their words so the advisor knows which part they are asking about.
 */
export function quotedText(references: readonly MessageReference[] | null | undefined): string {
  const quotes = (references ?? []).filter((r) => r.source_type === 'normal' && r.content.trim());
  return quotes.map((r) => `Quoting your earlier reply:\n${r.content.trim().replace(/^/gm, '> ')}`).join('\n\n');
}

function mimeOf(fileName: string): string {
  const ext = fileName.split('.').pop()?.toLowerCase();
  if (ext === 'png') return 'image/png';
  if (ext === 'gif') return 'image/gif';
  if (ext === 'webp') return 'image/webp';
  return 'image/jpeg';
}
