import { Button, CopyButton, Group, Modal, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import type { Session } from '../../../../shared/schemas/session';
import { errorMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { sessionTitle } from '../hooks/group-sessions';

/**
 * A read-only link to the chat: made when the dialog opens (the same link until revoked), copied
 * from here, and revoked with 'Stop sharing'. Anyone with it sees the words of the chat only.
 */
export function ShareChatDialog({ session, onClose }: { session: Session; onClose: () => void }) {
  const share = trpc.session.share.useMutation();
  const unshare = trpc.session.unshare.useMutation({ onSuccess: onClose });
  const { mutate } = share;
  useEffect(() => mutate({ id: session.id }), [mutate, session.id]);
  const url = share.data ? `${window.location.origin}/share/${share.data.token}` : '';
  const error = share.error ?? unshare.error;
  return (
    <Modal opened onClose={onClose} title="Share chat" size={460} data-testid="share-dialog">
      <Text size="sm" mb="sm">
        Anyone with this link can read “{sessionTitle(session)}”. Your account, memory and screenshots are not shown.
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput value={url} readOnly aria-label="Share link" style={{ flex: 1 }} placeholder="Making the link…" data-testid="share-url" />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button onClick={copy} disabled={!url} variant={copied ? 'light' : 'filled'} data-testid="share-copy">
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      {error && (
        <Text size="sm" c="red" mt="sm" role="alert">
          {errorMessage(error)}
        </Text>
      )}
      <Group justify="space-between" mt="lg">
        <Button variant="subtle" color="red" onClick={() => unshare.mutate({ id: session.id })} loading={unshare.isPending} disabled={!url} data-testid="share-revoke">
          Stop sharing
        </Button>
        <Button variant="default" onClick={onClose}>
          Done
        </Button>
      </Group>
    </Modal>
  );
}
