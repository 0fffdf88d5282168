import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { Session } from '../../../../shared/schemas/session';
import { errorMessage } from '../../../lib/errors';
import { sessionTitle } from '../hooks/group-sessions';
import { useRenameChat } from '../hooks/use-chat-history';

const MAX_NAME = 100;

/** Edit a chat's name (SPEC §2 edit/rename dialog). Loaded when first opened. */
export function RenameChatDialog({ session, onClose }: { session: Session; onClose: () => void }) {
  const [name, setName] = useState(() => sessionTitle(session).slice(0, MAX_NAME));
  const rename = useRenameChat();
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || rename.isPending) return;
    rename.mutate({ id: session.id, name: trimmed }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title="Rename chat" size={420} data-testid="rename-dialog">
      <form onSubmit={submit}>
        <TextInput
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={MAX_NAME}
          aria-label="Chat name"
          data-autofocus
          error={rename.isError ? errorMessage(rename.error) : undefined}
          data-testid="rename-input"
        />
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={onClose} data-testid="rename-cancel">
            Cancel
          </Button>
          <Button type="submit" disabled={!trimmed} loading={rename.isPending} data-testid="rename-save">
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
