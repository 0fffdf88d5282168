import type { QueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '../../../../shared/constants';
import type { MemoryList } from '../../../../shared/schemas/memory';
import { MEMORY_LIMITS } from '../../../../shared/memory-limits';
import type { MemoryListState } from './memory-cards';

/** Reads one page of the user's memory (tRPC `memory.list`). */
export type MemoryPageLoader = (input: { offset: number; limit: number }) => Promise<MemoryList>;

export const memoryListKey = (userId: string | undefined) => ['memory', 'all', userId ?? ''] as const;

/**
 * The whole memory (at most 200 live items per user), read 50 at a time (SPEC §9 page size),
 * most recently changed first.
 */
export async function loadAllMemory(loadPage: MemoryPageLoader): Promise<MemoryListState> {
  const items: MemoryList['items'] = [];
  let total = 0;
  for (let offset = 0; offset < MEMORY_LIMITS.maxLiveItems * 2; offset += PAGE_SIZES.memory) {
    const page = await loadPage({ offset, limit: PAGE_SIZES.memory });
    total = page.total;
    const seen = new Set(items.map((i) => i.id));
    items.push(...page.items.filter((i) => !seen.has(i.id)));
    if (page.items.length < PAGE_SIZES.memory || items.length >= total) break;
  }
  return { items, total };
}

export function setMemoryList(queryClient: QueryClient, userId: string | undefined, update: (list: MemoryListState) => MemoryListState) {
  queryClient.setQueryData<MemoryListState>(memoryListKey(userId), (list) => (list ? update(list) : list));
}
