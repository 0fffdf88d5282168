import { Button, Group, Modal, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MEMORY_LIMITS, memoryContentSchema } from '../../../../shared/schemas/memory';
import { errorMessage } from '../../../lib/errors';
import type { MemoryItem } from '../hooks/memory-cards';

type MemoryEditDialogProps = {
  item: MemoryItem;
  onSave: (content: string) => Promise<unknown>;
  onClose: () => void;
};

/** Edit one memory (1–500 characters). Saving can be undone from the list. */
export function MemoryEditDialog({ item, onSave, onClose }: MemoryEditDialogProps) {
  const [value, setValue] = useState(item.content);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const parsed = memoryContentSchema.safeParse(value);
  const unchanged = parsed.success && parsed.data === item.content;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || unchanged || saving) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(parsed.data);
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Edit memory" centered size={480} data-testid="memory-edit-dialog">
      <form onSubmit={submit} noValidate>
        <Textarea
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={MEMORY_LIMITS.contentMaxChars}
          aria-label="Memory"
          description={`${value.trim().length} / ${MEMORY_LIMITS.contentMaxChars}`}
          error={error ?? (value.trim().length === 0 ? 'A memory cannot be empty.' : undefined)}
          data-autofocus
          data-testid="memory-edit-input"
        />
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={onClose} data-testid="memory-edit-cancel">
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!parsed.success || unchanged} data-testid="memory-edit-save">
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
