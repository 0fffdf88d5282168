import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { applyMemoryCards, type MemoryListState } from './memory-cards';
import { loadAllMemory, memoryListKey, setMemoryList } from './memory-list-query';
import { memoryNotices } from './memory-notices';
import { createMemoryWatch } from './memory-watch';

/** The user's whole memory, once the user is known (a first visit creates a guest first). */
export function useMemoryList(userId: string | undefined) {
  const utils = trpc.useUtils();
  return useQuery({
    queryKey: memoryListKey(userId),
    queryFn: () => loadAllMemory((input) => utils.client.memory.list.query(input)),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
}

/**
 * Keeps the memory list loaded (the baseline new memories are told apart from) and returns what
 * the chat calls when a reply completes: the watch that turns what the server learnt into cards.
 */
export function useMemoryWatch(userId: string | undefined): () => void {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  useMemoryList(userId);
  const [watch] = useState(() => ({ current: null as ReturnType<typeof createMemoryWatch> | null }));
  useEffect(() => {
    const key = memoryListKey(userId);
    watch.current = createMemoryWatch({
      load: () => loadAllMemory((input) => utils.client.memory.list.query(input)),
      cached: () => queryClient.getQueryData<MemoryListState>(key),
      store: (list) => queryClient.setQueryData(key, list),
      onCards: (cards) => memoryNotices.push(cards),
    });
    return () => {
      watch.current?.stop();
      memoryNotices.clear();
    };
  }, [userId, utils, queryClient, watch]);
  return useCallback(() => watch.current?.replyCompleted(), [watch]);
}

/** Edit, delete and undo; the list follows each answer at once. */
export function useMemoryActions(userId: string | undefined) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      async update(id: string, content: string) {
        const memory = await utils.client.memory.update.mutate({ id, content });
        setMemoryList(queryClient, userId, (list) => applyMemoryCards(list, [{ type: 'update', memory }]));
        return memory;
      },
      async remove(id: string) {
        await utils.client.memory.delete.mutate({ id });
        setMemoryList(queryClient, userId, (list) => {
          const memory = list.items.find((item) => item.id === id);
          return memory ? applyMemoryCards(list, [{ type: 'delete', memory }]) : list;
        });
      },
      /** Walks the item back one change (the server keeps its history). */
      async undo(id: string) {
        const { item } = await utils.client.memory.undo.mutate({ id });
        await queryClient.invalidateQueries({ queryKey: memoryListKey(userId) });
        return item;
      },
    }),
    [utils, queryClient, userId],
  );
}

export type MemoryActions = ReturnType<typeof useMemoryActions>;
