import { Badge } from '@mantine/core';
import type { Message } from '../../../../shared/schemas/message';
import type { TurnRatingValue } from '../../../../shared/schemas/practice';
import { liveTurns } from '../hooks/live-state';
import { useKeyedValue } from '../hooks/keyed-store';
import classes from './practice.module.css';

const LABELS: Record<TurnRatingValue, { label: string; color: string }> = {
  great: { label: 'Great', color: 'teal' },
  ok: { label: 'OK', color: 'blue' },
  risky: { label: 'Risky', color: 'orange' },
};

/**
 * ★ The score of the user's line in a practice: great / ok / risky and why, live from the reply
 * stream and, after a reload, from the stored line.
 */
export function TurnBadge({ message }: { message: Message }) {
  const live = useKeyedValue(liveTurns, message.id);
  const turn = live ?? message.extra_data.practice_turn ?? null;
  if (!turn) return null;
  const { label, color } = LABELS[turn.rating];
  return (
    <div className={classes.badge} data-testid="turn-badge" data-rating={turn.rating}>
      <Badge size="sm" variant="light" color={color} style={{ flex: '0 0 auto' }}>
        {label}
      </Badge>
      <span data-testid="turn-badge-reason">{turn.reason}</span>
    </div>
  );
}
