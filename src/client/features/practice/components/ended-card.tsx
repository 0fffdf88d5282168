import { Button, Group, Text } from '@mantine/core';
import type { Practice } from '../../../../shared/schemas/practice';
import { endedHeadline } from '../hooks/practice-status';
import classes from './practice.module.css';

type EndedCardProps = {
  practice: Practice;
  /** The coach has replaced this plan with a refined one. */
  deprecated: boolean;
  /** Why an automatic failure happened, when the plan knows. */
  reason: string | null;
  onViewInsight: () => void;
  onRestart: () => void;
  restarting: boolean;
  onNewChat: () => void;
};

export const DEPRECATED_TEXT =
  "This practice plan has been replaced. Tell your advisor what you'd like to improve, or start a new chat to practise something else.";

/** SPEC §2: the ended card — 'You did it!', 'Practice ended' or 'Not quite there', in place of the input. */
export function EndedCard({ practice, deprecated, reason, onViewInsight, onRestart, restarting, onNewChat }: EndedCardProps) {
  const outcome = practice.status === 'succeed' ? 'succeed' : practice.end_type === 'manual' ? 'manual' : 'failed';
  return (
    <div className={classes.endedCard} data-testid="practice-ended" data-outcome={outcome}>
      <Text fw={700} size="lg" ta="center" data-testid="practice-ended-title">
        {endedHeadline(practice)}
      </Text>
      {outcome === 'failed' && reason && (
        <Text size="sm" c="dimmed" ta="center" mt={4} data-testid="practice-ended-reason">
          {reason}
        </Text>
      )}
      {deprecated && (
        <Text size="sm" ta="center" mt="sm" data-testid="practice-deprecated">
          {DEPRECATED_TEXT}
        </Text>
      )}
      <Group justify="center" mt="md" gap="sm">
        <Button radius="xl" onClick={onViewInsight} data-testid="practice-view-insight">
          View Practice Insight
        </Button>
        {deprecated ? (
          <Button radius="xl" variant="default" onClick={onNewChat} data-testid="practice-new-chat">
            Start a new chat
          </Button>
        ) : (
          <Button radius="xl" variant="default" onClick={onRestart} loading={restarting} data-testid="practice-restart">
            Restart Practice
          </Button>
        )}
      </Group>
    </div>
  );
}
