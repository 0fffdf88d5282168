import { useSyncExternalStore } from 'react';
import { UI_TIMINGS } from '../../../../shared/constants';
import type { MemoryCard } from './memory-cards';

/** SPEC §2: the first memory generated is remembered in local storage. */
export const FIRST_MEMORY_KEY = 'first_memory_generated';

export type MemoryNoticeState = {
  /** Cards of the latest batch, newest first (shown in the expanded sidebar). */
  cards: readonly MemoryCard[];
  /** This batch holds the user's first memory ever: the cards explain what memory is. */
  first: boolean;
  /** The count shown instead of cards while the sidebar is collapsed (or on phones). */
  count: { value: number; nonce: number } | null;
};

const EMPTY: MemoryNoticeState = { cards: [], first: false, count: null };
let state: MemoryNoticeState = EMPTY;
let cardsVisible = false;
let nonce = 0;
let countTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: MemoryNoticeState) {
  state = next;
  for (const listener of [...listeners]) listener();
}

function firstEver(): boolean {
  try {
    if (globalThis.localStorage?.getItem(FIRST_MEMORY_KEY)) return false;
    globalThis.localStorage?.setItem(FIRST_MEMORY_KEY, new Date().toISOString());
    return true;
  } catch {
    return false;
  }
}

export const memoryNotices = {
  get: () => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The expanded sidebar is on screen (it shows cards); otherwise a count notifies. */
  setCardsVisible(visible: boolean): void {
    cardsVisible = visible;
  },
  /**
   * New memory cards (SPEC §4): shown as cards in the expanded sidebar; with the sidebar
   * collapsed they are not shown, and a count appears for 2 seconds instead.
   */
  push(cards: readonly MemoryCard[]): void {
    if (cards.length === 0) return;
    const first = firstEver();
    if (cardsVisible) {
      set({ ...state, cards: [...cards].reverse(), first });
      return;
    }
    clearTimeout(countTimer);
    const count = { value: cards.length, nonce: ++nonce };
    set({ ...state, count, first: state.first || first });
    countTimer = setTimeout(() => {
      if (state.count?.nonce === count.nonce) set({ ...state, count: null });
    }, UI_TIMINGS.memoryNotificationMs);
  },
  dismiss(memoryId: string): void {
    const cards = state.cards.filter((card) => card.memory.id !== memoryId);
    set({ ...state, cards, first: cards.length > 0 && state.first });
  },
  clear(): void {
    clearTimeout(countTimer);
    set(EMPTY);
  },
};

export function useMemoryNotices(): MemoryNoticeState {
  return useSyncExternalStore(memoryNotices.subscribe, memoryNotices.get, memoryNotices.get);
}
