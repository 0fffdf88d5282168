import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Practice } from '../../../../shared/schemas/practice';
import classes from './practice.module.css';
import { PracticeDetails } from './practice-details';

type PracticeIntroCardProps = {
  practice: Practice;
  /** The history button (absent for a plan with a single practice). */
  history: ReactNode;
  onStart: () => void;
  starting: boolean;
  /** The plan's ⋯ menu (rename, delete). */
  planMenu?: ReactNode;
};

/** SPEC §2: the practice intro card, shown while a practice is pending (or to practise a failed one again). */
export function PracticeIntroCard({ practice, history, onStart, starting, planMenu }: PracticeIntroCardProps) {
  return (
    <div className={classes.scroll}>
      <div className={classes.card} data-testid="practice-intro">
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Text fw={700} size="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.06em' }} data-testid="practice-intro-title">
            Practice
          </Text>
          <Group gap={4} wrap="nowrap">
            {history}
            {planMenu}
          </Group>
        </Group>
        <PracticeDetails practice={practice} />
        <Button fullWidth size="md" radius="xl" mt="xl" onClick={onStart} loading={starting} data-testid="practice-start">
          Start Practice
        </Button>
      </div>
    </div>
  );
}
