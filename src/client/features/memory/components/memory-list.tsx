import { Button, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import type { MemoryItem } from '../hooks/memory-cards';
import { useMemoryActions, useMemoryList } from '../hooks/use-memory';
import classes from './memory.module.css';
import { MemoryItemRow } from './memory-item-row';

const MemoryEditDialog = lazy(() => import('./memory-edit-dialog').then((m) => ({ default: m.MemoryEditDialog })));

type LastChange = { id: string; text: string };

type MemoryListProps = { userId: string | undefined; highlightId?: string };

/**
 * The user's memory (SPEC §2 memory list): edit, delete, and undo of the last change. Used by the
 * memory page and the memory list dialog.
 */
export function MemoryList({ userId, highlightId }: MemoryListProps) {
  const list = useMemoryList(userId);
  const actions = useMemoryActions(userId);
  const [editing, setEditing] = useState<MemoryItem | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [last, setLast] = useState<LastChange | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (id: string, action: () => Promise<unknown>, done?: LastChange | null) => {
    setBusyId(id);
    setError(null);
    try {
      await action();
      if (done !== undefined) setLast(done);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusyId(null);
    }
  }, []);

  const onDelete = useCallback(
    (item: MemoryItem) => void run(item.id, () => actions.remove(item.id), { id: item.id, text: 'Memory deleted.' }),
    [run, actions],
  );
  const onEdit = useCallback((item: MemoryItem) => setEditing(item), []);

  if (list.isPending) return <Loader type="dots" aria-label="Loading memory" data-testid="memory-loading" />;
  if (list.isError) {
    return (
      <Text c="red" size="sm" data-testid="memory-error">
        {errorMessage(list.error)}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Text>
    );
  }
  const { items, total } = list.data;
  return (
    <div data-testid="memory-list" data-total={total}>
      {last && (
        <div className={classes.undoBar} role="status" data-testid="memory-undo-bar">
          <span>{last.text}</span>
          <Button
            size="compact-sm"
            variant="subtle"
            loading={busyId === last.id}
            onClick={() => void run(last.id, () => actions.undo(last.id), null)}
            data-testid="memory-undo"
          >
            Undo
          </Button>
        </div>
      )}
      {error && (
        <Text c="red" size="sm" mb="xs" role="alert" data-testid="memory-action-error">
          {error}
        </Text>
      )}
      {items.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="memory-empty">
          Nothing remembered yet. As you chat, your advisors note what helps them personalise their advice — names, goals,
          preferences — and it shows up here.
        </Text>
      ) : (
        <ul className={classes.list} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <MemoryItemRow key={item.id} item={item} highlighted={item.id === highlightId} busy={busyId === item.id} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {editing && (
          <MemoryEditDialog
            item={editing}
            onClose={() => setEditing(null)}
            onSave={async (content) => {
              await actions.update(editing.id, content);
              setLast({ id: editing.id, text: 'Memory updated.' });
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
