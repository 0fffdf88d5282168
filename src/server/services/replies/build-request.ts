import type { AdviceRequest, ChatTurn } from '../../ai/provider';
import type { AgentSlug } from '../../../shared/agent-slugs';
import type { MessageItem } from '../../../shared/schemas/message';
import type { MessageRow } from '../messages';

/** The text a message shows: its text items joined (reply cards and reasoning excluded). */
export function messageText(items: readonly MessageItem[]): string {
  return items
    .filter((i): i is Extract<MessageItem, { type: 'text' }> => i.type === 'text')
    .map((i) => i.content)
    .join('\n')
    .trim();
}

/** History (oldest first, failed replies left out) plus memory → what the provider gets. */
export function buildAdviceRequest(
  agent: { slug: string; name: string },
  history: readonly MessageRow[],
  memory: string[],
  imageUrl: (fileName: string) => string | null,
): AdviceRequest {
  const turns: ChatTurn[] = [];
  for (const m of history) {
    if (m.role === 'assistant' && m.status !== 'completed') continue;
    const text = messageText(m.items);
    const images = m.items.flatMap((i) => {
      if (i.type !== 'image') return [];
      const url = imageUrl(i.content);
      return url ? [{ url, mime: mimeOf(i.content) }] : [];
    });
    if (!text && images.length === 0) continue;
    turns.push({ role: m.role, text, ...(images.length ? { images } : {}) });
  }
  return { agent: { slug: agent.slug as AgentSlug, name: agent.name }, history: turns, memory };
}

function mimeOf(fileName: string): string {
  const ext = fileName.split('.').pop()?.toLowerCase();
  if (ext === 'png') return 'image/png';
  if (ext === 'gif') return 'image/gif';
  if (ext === 'webp') return 'image/webp';
  return 'image/jpeg';
}
