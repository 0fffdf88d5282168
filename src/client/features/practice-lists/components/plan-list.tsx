import { Button, Center, Loader, Text } from '@mantine/core';
import type { CardMode } from '../hooks/plan-card-model';
import { usePlanList, type PlanFilter } from '../hooks/use-plan-list';
import classes from './lists.module.css';
import { CreatePracticeCard, PlanCard } from './plan-card';

type PlanListProps = { filter: PlanFilter; mode: CardMode; enabled: boolean; emptyText: string; testId: string };

/** The practice plan list (SPEC §2): cards in a grid, 10 at first, 'Load more' for the rest. */
export function PlanList({ filter, mode, enabled, emptyText, testId }: PlanListProps) {
  const list = usePlanList(filter, enabled);
  if (list.isPending) {
    return (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  }
  if (list.isError) {
    return (
      <Center py="xl" style={{ flexDirection: 'column', gap: 8 }}>
        <Text size="sm">Something went wrong, please try again.</Text>
        <Button size="xs" variant="light" onClick={list.refetch}>
          Try again
        </Button>
      </Center>
    );
  }
  return (
    <div data-testid={testId}>
      {list.items.length === 0 && (
        <Text size="sm" c="dimmed" mb="md" data-testid="plan-list-empty">
          {emptyText}
        </Text>
      )}
      <div className={classes.grid}>
        {list.items.map((plan) => (
          <PlanCard key={plan.id} plan={plan} mode={mode} />
        ))}
        {list.items.length < 2 && <CreatePracticeCard />}
      </div>
      {list.hasMore && (
        <Center mt="lg">
          <Button variant="default" onClick={() => void list.loadMore()} loading={list.loadingMore} data-testid="plan-list-more">
            Load more
          </Button>
        </Center>
      )}
    </div>
  );
}
