import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZES } from '../../../../shared/constants';
import type { PracticePlan } from '../../../../shared/schemas/practice';
import { trpc } from '../../../lib/trpc';

export type PlanFilter = { status?: string; is_succeed?: boolean };

/**
 * A list of the user's plans: the first page small (SPEC §9: 10), further pages of 50 on demand
 * ('Load more'). Starts over when the filter changes or the lists are invalidated.
 */
export function usePlanList(filter: PlanFilter, enabled: boolean) {
  const utils = trpc.useUtils();
  const first = trpc.practice.list.useQuery({ ...filter, offset: 0, limit: PAGE_SIZES.practicePlansInitial }, { enabled });
  const [more, setMore] = useState<PracticePlan[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const firstPage = first.data;
  useEffect(() => setMore([]), [firstPage]);

  const items = [...(firstPage?.items ?? []), ...more];
  const total = firstPage?.total ?? 0;
  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    try {
      const page = await utils.client.practice.list.query({ ...filter, offset: items.length, limit: PAGE_SIZES.practicePlans });
      setMore((m) => [...m, ...page.items]);
    } finally {
      setLoadingMore(false);
    }
  }, [utils, filter, items.length]);

  return {
    items,
    total,
    isPending: first.isPending && enabled,
    isError: first.isError,
    refetch: () => void first.refetch(),
    hasMore: items.length < total,
    loadMore,
    loadingMore,
  };
}
