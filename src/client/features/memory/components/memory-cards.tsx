import { Anchor, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Icon } from '../../../components/icon';
import { errorMessage } from '../../../lib/errors';
import { cardText, type MemoryCard } from '../hooks/memory-cards';
import { memoryNotices, useMemoryNotices } from '../hooks/memory-notices';
import type { MemoryActions } from '../hooks/use-memory';
import classes from './memory.module.css';
import { LightActionIcon } from '../../../components/light-action-icon';

const TITLES: Record<MemoryCard['type'], string> = { add: 'Memory added', update: 'Memory updated', delete: 'Memory deleted' };

type MemoryCardsProps = { actions: MemoryActions; onViewAll: () => void; onNavigate?: () => void };

/** What the advisor just learnt, as cards under the sidebar's Memory entry (at most 3). */
export function MemoryCards({ actions, onViewAll, onNavigate }: MemoryCardsProps) {
  const { cards, first } = useMemoryNotices();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (cards.length === 0) return null;

  const undo = async (card: MemoryCard) => {
    setBusy(card.memory.id);
    setError(null);
    try {
      await actions.undo(card.memory.id);
      memoryNotices.dismiss(card.memory.id);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={classes.cards} data-testid="memory-cards">
      {cards.slice(0, 3).map((card) => (
        <div key={`${card.type}:${card.memory.id}`} className={classes.card} data-testid="memory-card" data-type={card.type}>
          <Text size="xs" fw={700} c="dimmed">
            {TITLES[card.type]}
          </Text>
          <div className={classes.cardText} data-type={card.type} data-testid="memory-card-text">
            {cardText(card)}
          </div>
          <Group gap={10} mt={4}>
            <Anchor component="button" type="button" size="xs" onClick={() => void undo(card)} disabled={busy !== null} data-testid="memory-card-undo">
              {busy === card.memory.id ? 'Undoing…' : 'Undo'}
            </Anchor>
            {card.type !== 'delete' && (
              <Anchor component={Link} size="xs" to={`/chat/memory?source=memory_card&memoryId=${card.memory.id}`} onClick={onNavigate} data-testid="memory-card-view">
                View
              </Anchor>
            )}
          </Group>
          <LightActionIcon className={classes.cardClose} size={18} variant="subtle" color="gray" onClick={() => memoryNotices.dismiss(card.memory.id)} aria-label="Dismiss" data-testid="memory-card-dismiss">
            <Icon name="x" size={12} />
          </LightActionIcon>
        </div>
      ))}
      {first && (
        <Text size="xs" c="dimmed" data-testid="memory-first-tip">
          Your advisors remember details like these to personalise their advice. You can review or change them any time.
        </Text>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      <Anchor component="button" type="button" size="xs" onClick={onViewAll} data-testid="memory-cards-view-all">
        View all memory
      </Anchor>
    </div>
  );
}
