/**
 * Memory suggestions (SPEC §3, §4): how add/update/delete cards change the list, how a change seen
 * after a reply becomes cards, the first memory remembered in local storage, and where the cards
 * show (expanded sidebar) or a count instead (collapsed). Runs under happy-dom: `cd src/client && bun test`.
 */
import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import type { MemoryCard, MemoryItem } from '../../shared/schemas/memory';

const hasDom = typeof document !== 'undefined';
const rtl = hasDom ? await import('@testing-library/react') : null;
// Rendered trees (and Mantine's portals) go after each test, whichever file ran before.
afterEach(() => rtl?.cleanup());
const { applyMemoryCards, diffMemory, cardText } = await import('../features/memory/hooks/memory-cards');
const { createMemoryWatch } = await import('../features/memory/hooks/memory-watch');

let clock = Date.UTC(2030, 0, 1);
function item(id: string, content: string): MemoryItem {
  const at = new Date((clock += 1000)).toISOString();
  return { id, content, reason: null, created_at: at, updated_at: at, last_call_at: null };
}

describe('the memory suggestion reducer', () => {
  const a = item('a', 'User is called Sam.');
  const b = item('b', 'User works as a nurse.');
  const list = { items: [a, b], total: 2 };

  test('add puts the new entry first and raises the total', () => {
    const c = item('c', 'User has a crush on Alex.');
    expect(applyMemoryCards(list, [{ type: 'add', memory: c, content: c.content }])).toEqual({ items: [c, a, b], total: 3 });
  });

  test('update moves the entry to the top (total unchanged)', () => {
    const changed = { ...b, content: 'User works as a head nurse.' };
    expect(applyMemoryCards(list, [{ type: 'update', memory: changed, content: b.content, new_content: changed.content }])).toEqual({
      items: [changed, a],
      total: 2,
    });
  });

  test('delete removes it and lowers the total, never below 0', () => {
    expect(applyMemoryCards(list, [{ type: 'delete', memory: a, content: a.content }])).toEqual({ items: [b], total: 1 });
    const empty = { items: [], total: 0 };
    expect(applyMemoryCards(empty, [{ type: 'delete', memory: a, content: a.content }])).toEqual({ items: [], total: 0 });
  });

  test('no cards: the same list object (nothing re-renders)', () => {
    expect(applyMemoryCards(list, [])).toBe(list);
  });

  test('a change between two readings becomes the cards that replay it', () => {
    const renamed = { ...a, content: 'User is called Samuel.', updated_at: new Date((clock += 1000)).toISOString() };
    const added = item('d', 'User is shy about texting first.');
    const after = { items: [added, renamed], total: 2 };
    const cards = diffMemory(list, after);
    expect(cards.map((c) => [c.type, cardText(c)])).toEqual([
      ['delete', 'User works as a nurse.'],
      ['update', 'User is called Samuel.'],
      ['add', 'User is shy about texting first.'],
    ]);
    expect(applyMemoryCards(list, cards)).toEqual(after);
    expect(diffMemory(after, after)).toEqual([]);
  });

  test('the watch reads again after a reply until the list changed, then reports the cards once', async () => {
    const start = { items: [a], total: 1 };
    const added = item('n', 'User loves hiking.');
    let cached: { items: readonly MemoryItem[]; total: number } | undefined = start;
    const readings = [start, start, { items: [added, a], total: 2 }];
    let reads = 0;
    const reported: MemoryCard[][] = [];
    const watch = createMemoryWatch({
      load: async () => readings[Math.min(reads++, readings.length - 1)]!,
      cached: () => cached,
      store: (next) => {
        cached = next;
      },
      onCards: (cards) => reported.push(cards),
      delaysMs: [1, 2, 3, 4, 5],
    });
    watch.replyCompleted();
    for (let i = 0; i < 200 && reported.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 20)); // a look after the change would show here
    expect(reads).toBe(3); // stopped looking once it found the change
    expect(reported).toEqual([[{ type: 'add', memory: added, content: added.content }]]);
    expect(cached).toEqual({ items: [added, a], total: 2 });
  });
});

describe.skipIf(!hasDom)('memory cards in the sidebar (happy-dom)', () => {
  beforeEach(async () => {
    const { memoryNotices } = await import('../features/memory/hooks/memory-notices');
    memoryNotices.clear();
    localStorage.clear();
  });

  async function renderEntry(collapsed: boolean) {
    const { AppTestProviders } = await import('./setup/app-providers');
    const { MemorySidebarEntry } = await import('../features/memory/components/memory-sidebar-entry');
    return rtl!.render(
      <AppTestProviders>
        <MemorySidebarEntry userId="u1" collapsed={collapsed} active={false} />
      </AppTestProviders>,
    );
  }

  const card = (id: string, content: string): MemoryCard => ({ type: 'add', memory: item(id, content), content });

  test('expanded: new memories show as cards; the first one ever is remembered in local storage', async () => {
    const { screen, act } = rtl!;
    const { memoryNotices, FIRST_MEMORY_KEY } = await import('../features/memory/hooks/memory-notices');
    await renderEntry(false);
    act(() => memoryNotices.push([card('m1', 'User is called Sam.'), card('m2', 'User loves hiking.')]));
    // The cards' code loads with the first card (a loaded machine may take a while).
    const texts = await screen.findAllByTestId('memory-card-text', {}, { timeout: 15_000 });
    expect(texts.map((el) => el.textContent)).toEqual(['User loves hiking.', 'User is called Sam.']);
    expect(screen.getByTestId('memory-first-tip')).toBeDefined();
    expect(localStorage.getItem(FIRST_MEMORY_KEY)).not.toBeNull();
    expect(screen.queryByTestId('memory-count')).toBeNull();

    act(() => memoryNotices.push([card('m3', 'User is shy.')]));
    expect(screen.getAllByTestId('memory-card-text').map((el) => el.textContent)).toEqual(['User is shy.']);
    expect(screen.queryByTestId('memory-first-tip')).toBeNull(); // only the first time
  });

  test('collapsed: no cards, a count on the icon instead', async () => {
    const { screen, act } = rtl!;
    const { memoryNotices } = await import('../features/memory/hooks/memory-notices');
    await renderEntry(true);
    act(() => memoryNotices.push([card('c1', 'User is called Sam.'), card('c2', 'User loves hiking.')]));
    expect(screen.queryByTestId('memory-cards')).toBeNull();
    expect(screen.getByTestId('memory-count').textContent).toBe('2');
  });
});
