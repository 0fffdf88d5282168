import { ActionIcon, Tooltip } from '@mantine/core';
import { Icon } from '../../../components/icon';
import { CopyButton } from './copy-button';

/** Under the user's own message: copy its text, edit and resend it (a new branch), delete it (with its reply). */
export function UserMessageActions({ text, onEdit, onDelete }: { text: string; onEdit?: () => void; onDelete?: () => void }) {
  return (
    <>
      {text && <CopyButton text={text} testId="user-copy" />}
      {onEdit && (
        <Tooltip label="Edit" withArrow openDelay={300}>
          <ActionIcon variant="subtle" color="gray" size="md" onClick={onEdit} aria-label="Edit message" data-testid="user-edit">
            <Icon name="pencil" size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label="Delete" withArrow openDelay={300}>
          <ActionIcon variant="subtle" color="gray" size="md" onClick={onDelete} aria-label="Delete message" data-testid="user-delete">
            <Icon name="trash" size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
