import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from '../../../lib/router';
import classes from './lists.module.css';
import { PlanList } from './plan-list';

const READY = { status: 'preparing,pending' };

/** /chat/your-practice/ready-to-practice: every practice ready to start. */
export function ReadyToPracticePage({ enabled }: { enabled: boolean }) {
  return (
    <div className={classes.page} data-testid="ready-to-practice">
      <Stack gap="lg">
        <Anchor component={Link} to="/chat/your-practice" size="sm">
          ← Your Practice
        </Anchor>
        <Title order={1} fz={26}>
          Ready to Practice
        </Title>
        <PlanList filter={READY} mode="normal" enabled={enabled} emptyText="No practice is waiting to start." testId="ready-list" />
      </Stack>
    </div>
  );
}
