import type { AdviceRequest, ChatTurn } from '../../ai/provider';
import type { AgentSlug } from '../../../shared/agent-slugs';
import type { MessageItem, MessageReference } from '../../../shared/schemas/message';
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
    const text = [m.role === 'user' ? quotedText(m.references) : '', messageText(m.items)].filter(Boolean).join('\n\n');
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
