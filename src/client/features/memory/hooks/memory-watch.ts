import { applyMemoryCards, diffMemory, type MemoryCard, type MemoryListState } from './memory-cards';

export type MemoryWatchDeps = {
  /** A fresh reading of the whole list from the server. */
  load: () => Promise<MemoryListState>;
  /** The list as the client holds it (undefined before the first reading). */
  cached: () => MemoryListState | undefined;
  store: (list: MemoryListState) => void;
  onCards: (cards: MemoryCard[]) => void;
  /** When to look after a reply ends (ms); the server learns from the exchange just after it. */
  delaysMs?: readonly number[];
};

const DEFAULT_DELAYS = [1000, 3000, 8000, 20000];

/**
 * Memory is generated on the server after each completed exchange (docs/decisions.md, Memory).
 * After a reply ends the client reads the list again a few times, until it changed; the change
 * becomes memory cards (add/update/delete), applied to the list as SPEC §4 says. A newer reply
 * takes over from an older one's watch.
 */
export function createMemoryWatch(deps: MemoryWatchDeps) {
  const delays = deps.delaysMs ?? DEFAULT_DELAYS;
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function look(id: number, attempt: number): Promise<void> {
    if (id !== run) return;
    const before = deps.cached();
    const after = await deps.load().catch(() => null);
    if (id !== run) return;
    if (after) {
      const cards = before ? diffMemory(before, after) : [];
      deps.store(before ? applyMemoryCards(before, cards) : after);
      if (cards.length > 0) return deps.onCards(cards);
    }
    const next = attempt + 1;
    if (next < delays.length) timer = setTimeout(() => void look(id, next), (delays[next] ?? 0) - (delays[attempt] ?? 0));
  }

  return {
    replyCompleted(): void {
      clearTimeout(timer);
      const id = ++run;
      timer = setTimeout(() => void look(id, 0), delays[0] ?? 0);
    },
    stop(): void {
      run++;
      clearTimeout(timer);
    },
  };
}
