import { Anchor, Modal, Text } from '@mantine/core';
import { Link } from '../../../lib/router';
import { MemoryList } from './memory-list';

type MemoryListDialogProps = { userId: string | undefined; onClose: () => void };

/** The memory list over the current screen (SPEC §2 dialogs), with a way to the full page. */
export function MemoryListDialog({ userId, onClose }: MemoryListDialogProps) {
  return (
    <Modal opened onClose={onClose} title="Memory" size={560} data-testid="memory-list-dialog">
      <Text size="sm" c="dimmed" mb="md">
        What your advisors remember to personalise their advice.{' '}
        <Anchor component={Link} to="/chat/memory?source=memory_dialog" onClick={onClose} data-testid="memory-dialog-page-link">
          Open the memory page
        </Anchor>
      </Text>
      <MemoryList userId={userId} />
    </Modal>
  );
}
