import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { memo, useEffect, useRef } from 'react';
import { Icon } from '../../../components/icon';
import { formatMessageTime } from '../../../lib/format-time';
import type { MemoryItem } from '../hooks/memory-cards';
import classes from './memory.module.css';

type MemoryItemRowProps = {
  item: MemoryItem;
  highlighted: boolean;
  busy: boolean;
  onEdit: (item: MemoryItem) => void;
  onDelete: (item: MemoryItem) => void;
};

/** One remembered fact: its text, why it was kept, when it changed; edit and delete. */
export const MemoryItemRow = memo(function MemoryItemRow({ item, highlighted, busy, onEdit, onDelete }: MemoryItemRowProps) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  return (
    <li ref={ref} className={classes.item} data-highlighted={highlighted || undefined} data-testid="memory-item" data-memory-id={item.id}>
      <div className={classes.itemBody}>
        <Text size="sm" data-testid="memory-item-text">
          {item.content}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          {item.reason ? `${item.reason} · ` : ''}
          {formatMessageTime(item.updated_at)}
        </Text>
      </div>
      <Tooltip label="Edit" withArrow openDelay={300}>
        <ActionIcon variant="subtle" color="gray" onClick={() => onEdit(item)} disabled={busy} aria-label="Edit memory" data-testid="memory-item-edit">
          <Icon name="pencil" size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete" withArrow openDelay={300}>
        <ActionIcon variant="subtle" color="gray" onClick={() => onDelete(item)} loading={busy} aria-label="Delete memory" data-testid="memory-item-delete">
          <Icon name="trash" size={16} />
        </ActionIcon>
      </Tooltip>
    </li>
  );
});
