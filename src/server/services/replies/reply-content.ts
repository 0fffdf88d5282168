import type { ReplySuggestion } from '../../ai/provider';
import type { MessageItem } from '../../../shared/schemas/message';

/** What a reply has produced so far, and its stored items (reasoning, text, reply cards). */
export class ReplyContent {
  text = '';
  reasoning = '';
  suggestions: ReplySuggestion[] | null = null;
  /** The text length when the cards arrived: where they belong in the reply. */
  suggestionsAt = 0;
  /** Items a generation adds besides text (e.g. practice_plan_created in a coach reply). */
  readonly extraItems: MessageItem[] = [];

  constructor(private readonly messageId: string) {}

  get hasOutput(): boolean {
    return this.text.length > 0 || this.suggestions !== null;
  }

  get size(): number {
    return this.text.length + this.reasoning.length;
  }

  items(): MessageItem[] {
    const items: MessageItem[] = [];
    if (this.reasoning) items.push({ id: `${this.messageId}:reasoning`, type: 'reasoning_content', content: this.reasoning });
    items.push({ id: `${this.messageId}:text`, type: 'text', content: this.text });
    if (this.suggestions) {
      items.push({ id: `${this.messageId}:suggestions`, type: 'reply_suggestions', content: this.suggestions, at: this.suggestionsAt });
    }
    items.push(...this.extraItems);
    return items;
  }
}

/** Postgres cannot store U+0000 (ARCHITECTURE §7). */
export function stripNul(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
}
