import { Button, Group, Modal, Text } from '@mantine/core';
import type { Session } from '../../../../shared/schemas/session';
import { errorMessage } from '../../../lib/errors';
import { sessionTitle } from '../hooks/group-sessions';
import { useDeleteChat } from '../hooks/use-chat-history';

type DeleteChatDialogProps = { session: Session; onClose: () => void; onDeleted: (id: string) => void };

/** 'Delete Chat?' confirmation (SPEC §2). Loaded when first opened. */
export function DeleteChatDialog({ session, onClose, onDeleted }: DeleteChatDialogProps) {
  const remove = useDeleteChat();
  const confirm = () =>
    remove.mutate(
      { id: session.id },
      {
        onSuccess: () => {
          onClose();
          onDeleted(session.id);
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title="Delete Chat?" size={420} data-testid="delete-dialog">
      <Text size="sm">
        “<Text span fw={600}>{sessionTitle(session)}</Text>” and its messages will be deleted. This can't be undone.
      </Text>
      {remove.isError && (
        <Text size="sm" c="red" mt="sm" role="alert">
          {errorMessage(remove.error)}
        </Text>
      )}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} data-testid="delete-cancel">
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending} data-autofocus data-testid="delete-confirm">
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
