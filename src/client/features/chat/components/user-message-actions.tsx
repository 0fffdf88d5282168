import { ActionIcon, Tooltip } from '@mantine/core';
import { Icon } from '../../../components/icon';
import { CopyButton } from './copy-button';

/** Under the user's own message: copy its text, delete it (with the reply that answers it). */
export function UserMessageActions({ text, onDelete }: { text: string; onDelete: () => void }) {
  return (
    <>
      {text && <CopyButton text={text} testId="user-copy" />}
      <Tooltip label="Delete" withArrow openDelay={300}>
        <ActionIcon variant="subtle" color="gray" size="md" onClick={onDelete} aria-label="Delete message" data-testid="user-delete">
          <Icon name="trash" size={16} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
