import type { MemoryCard, MemoryItem } from '../../../../shared/schemas/memory';

export type { MemoryCard, MemoryItem };

/** The user's memory as the client holds it: items (most recently changed first) and the total. */
export type MemoryListState = { items: readonly MemoryItem[]; total: number };

/**
 * Applies memory suggestions to the list (SPEC §4): an add puts the new entry first and raises
 * the total; an update moves the entry to the top; a delete removes it and lowers the total, not
 * below 0. Cards apply in order.
 */
export function applyMemoryCards(list: MemoryListState, cards: readonly MemoryCard[]): MemoryListState {
  let { items, total } = list;
  for (const card of cards) {
    const id = card.memory.id;
    const present = items.some((item) => item.id === id);
    const others = items.filter((item) => item.id !== id);
    if (card.type === 'add') {
      items = [card.memory, ...others];
      if (!present) total += 1;
    } else if (card.type === 'update') {
      items = [card.memory, ...others];
    } else {
      items = others;
      total = Math.max(0, total - 1);
    }
  }
  return items === list.items && total === list.total ? list : { items, total };
}

const byChangeTime = (a: MemoryItem, b: MemoryItem) => Date.parse(a.updated_at) - Date.parse(b.updated_at);

/**
 * What changed between two readings of the list, as the cards that turn `before` into `after`
 * (oldest change first, so applying them leaves the newest on top).
 */
export function diffMemory(before: MemoryListState, after: MemoryListState): MemoryCard[] {
  const old = new Map(before.items.map((item) => [item.id, item]));
  const now = new Set(after.items.map((item) => item.id));
  const changed: MemoryCard[] = [];
  for (const item of [...after.items].sort(byChangeTime)) {
    const was = old.get(item.id);
    if (!was) changed.push({ type: 'add', memory: item, content: item.content });
    else if (was.content !== item.content) changed.push({ type: 'update', memory: item, content: was.content, new_content: item.content });
  }
  // Only items that were within reach of the reading can be told apart from "beyond the page".
  const complete = after.items.length >= after.total;
  const deleted = complete ? before.items.filter((item) => !now.has(item.id)) : [];
  return [...deleted.map((item): MemoryCard => ({ type: 'delete', memory: item, content: item.content })), ...changed];
}

/** The text a card shows: what was remembered, changed to, or forgotten. */
export function cardText(card: MemoryCard): string {
  if (card.type === 'update') return card.new_content ?? card.memory.content;
  return card.content ?? card.memory.content;
}
