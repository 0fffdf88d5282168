import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Practice } from '../../../../shared/schemas/practice';
import { Icon } from '../../../components/icon';
import { isEnded } from '../hooks/practice-status';
import classes from './practice.module.css';
import { ProgressBar } from './progress-bar';

type PracticeHeaderProps = {
  practice: Practice;
  /** The history popover (only for plans with 2 or more practices). */
  history: ReactNode;
  onEnd: () => void;
  ending: boolean;
  onGoal: () => void;
  /** On wide screens with the coach folded away: brings it back. */
  onShowCoach?: () => void;
  /** The plan's ⋯ menu (rename, delete). */
  planMenu?: ReactNode;
};

/** SPEC §2 simulator header: End while active, History once ended, Goal always; ★ the live progress. */
export function PracticeHeader({ practice, history, onEnd, ending, onGoal, onShowCoach, planMenu }: PracticeHeaderProps) {
  const ended = isEnded(practice);
  return (
    <div className={classes.header} data-testid="practice-header">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
          {onShowCoach && (
            <Tooltip label="Show the coach chat" withArrow>
              <ActionIcon variant="subtle" color="gray" onClick={onShowCoach} aria-label="Show the coach chat" data-testid="practice-show-coach">
                <Icon name="sidebar-expand" size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <div style={{ minWidth: 0 }}>
            <Text fw={650} size="sm" truncate="end" data-testid="practice-header-name">
              {practice.name ?? practice.details?.title ?? 'Practice'}
            </Text>
            {practice.details?.simulated_role && (
              <Text size="xs" c="dimmed" truncate="end">
                {practice.details.simulated_role}
                {practice.mood ? ` · ${practice.mood}` : ''}
              </Text>
            )}
          </div>
        </Group>
        <Group gap={4} wrap="nowrap">
          {!ended && (
            <Button size="compact-sm" variant="light" color="red" onClick={onEnd} loading={ending} data-testid="practice-end">
              End
            </Button>
          )}
          {ended && history}
          <Button size="compact-sm" variant="subtle" color="gray" onClick={onGoal} data-testid="practice-goal">
            Goal
          </Button>
          {planMenu}
        </Group>
      </Group>
      <ProgressBar value={practice.progress} />
    </div>
  );
}
