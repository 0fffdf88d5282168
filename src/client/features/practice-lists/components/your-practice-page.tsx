import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { trpc } from '../../../lib/trpc';
import { usePlanList } from '../hooks/use-plan-list';
import classes from './lists.module.css';
import { PlanList } from './plan-list';
import { PracticeCarousel } from './practice-carousel';

export const PRACTICE_TABS = ['practicing', 'completed'] as const;
export type PracticeTab = (typeof PRACTICE_TABS)[number];

const READY = { status: 'preparing,pending' };
const PRACTICING = { status: 'in_progress,failed' };
const COMPLETED = { is_succeed: true };

type YourPracticePageProps = { tab: PracticeTab; onTab: (tab: PracticeTab) => void; enabled: boolean };

/** /chat/your-practice?tab=: practices ready to start (a carousel), then the ones being practised and completed. */
export function YourPracticePage({ tab, onTab, enabled }: YourPracticePageProps) {
  const stats = trpc.practice.stats.useQuery(undefined, { enabled });
  const ready = usePlanList(READY, enabled);
  return (
    <div className={classes.page} data-testid="your-practice">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end">
          <Title order={1} fz={26}>
            Your Practice
          </Title>
          {stats.data && (
            <Text size="sm" c="dimmed" data-testid="practice-stats">
              {stats.data.in_progress} in progress · {stats.data.completed} completed
            </Text>
          )}
        </Group>
        <PracticeCarousel
          title="Ready to Practice"
          plans={ready.items}
          total={ready.total}
          mode="normal"
          seeAllTo="/chat/your-practice/ready-to-practice"
          testId="ready-carousel"
        />
        <Tabs value={tab} onChange={(value) => value && onTab(value as PracticeTab)} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="practicing" data-testid="tab-practicing">
              Practicing
            </Tabs.Tab>
            <Tabs.Tab value="completed" data-testid="tab-completed">
              Completed
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="practicing" pt="md">
            <PlanList filter={PRACTICING} mode="practicing" enabled={enabled} emptyText="Nothing in progress yet." testId="practicing-list" />
          </Tabs.Panel>
          <Tabs.Panel value="completed" pt="md">
            <PlanList filter={COMPLETED} mode="completed" enabled={enabled} emptyText="No completed practice yet." testId="completed-list" />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </div>
  );
}
