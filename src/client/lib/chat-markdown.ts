import type { Message } from '../../shared/schemas/message';

type ExportedChat = { title: string; agentName: string; messages: readonly Pick<Message, 'role' | 'status' | 'items' | 'created_at'>[] };

/**
 * A chat as a Markdown document: its title, then each message under who said it (the user's words
 * as a quote-free paragraph, the advisor's reply as written, its suggested replies as a list).
 * Screenshots are named, not embedded; unfinished replies are left out.
 */
export function chatMarkdown({ title, agentName, messages }: ExportedChat): string {
  const parts = [`# ${title}`];
  for (const message of messages) {
    if (message.role === 'assistant' && message.status !== 'completed') continue;
    const who = message.role === 'user' ? 'You' : agentName;
    const body: string[] = [];
    for (const item of message.items) {
      if (item.type === 'text' && item.content.trim()) body.push(item.content.trim());
      else if (item.type === 'image') body.push(`_[screenshot: ${item.content || 'image'}]_`);
      else if (item.type === 'reply_suggestions' && item.content.length) {
        body.push(item.content.map((card) => `- **${card.tone}:** ${card.text}${card.why ? ` — ${card.why}` : ''}`).join('\n'));
      }
    }
    if (body.length) parts.push(`## ${who}\n\n${body.join('\n\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** A file name from the chat's title: letters, digits and dashes. */
export function markdownFileName(title: string): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${slug || 'chat'}.md`;
}

/** Hands the document to the browser as a download. */
export function downloadMarkdown(fileName: string, markdown: string): void {
  const url = URL.createObjectURL(new Blob([markdown], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
