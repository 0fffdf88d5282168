import { ActionIcon, Menu } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import type { Session } from '../../../../shared/schemas/session';
import { Icon } from '../../../components/icon';
import { sessionTitle } from '../hooks/group-sessions';
import classes from './chat-history.module.css';

type ChatHistoryItemProps = {
  session: Session;
  active: boolean;
  onNavigate?: () => void;
  onRename: (session: Session) => void;
  onDelete: (session: Session) => void;
  onExport: (session: Session) => void;
  onShare: (session: Session) => void;
};

/** One chat in the sidebar: its title links to it; the ⋯ menu renames, shares (a read-only link), exports (Markdown) or deletes it. */
export const ChatHistoryItem = memo(function ChatHistoryItem({ session, active, onNavigate, onRename, onDelete, onExport, onShare }: ChatHistoryItemProps) {
  const title = sessionTitle(session);
  return (
    <div className={classes.item} data-active={active || undefined} data-testid="chat-history-item" data-session-id={session.id}>
      <Link
        to={session.url}
        className={classes.link}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        title={title}
        data-testid="chat-history-link"
      >
        {title}
      </Link>
      <Menu position="bottom-end" withinPortal shadow="md" width={160}>
        <Menu.Target>
          <ActionIcon
            className={classes.menuButton}
            variant="subtle"
            color="gray"
            size="md"
            aria-label={`Options for ${title}`}
            data-testid="chat-history-menu"
          >
            <Icon name="dots" size={18} strokeWidth={3} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<Icon name="pencil" size={16} />} onClick={() => onRename(session)} data-testid="chat-history-rename">
            Rename
          </Menu.Item>
          {session.type === 'normal' && (
            <Menu.Item leftSection={<Icon name="arrow-up" size={16} />} onClick={() => onShare(session)} data-testid="chat-history-share">
              Share link
            </Menu.Item>
          )}
          <Menu.Item leftSection={<Icon name="copy" size={16} />} onClick={() => onExport(session)} data-testid="chat-history-export">
            Export as Markdown
          </Menu.Item>
          <Menu.Item color="red" leftSection={<Icon name="trash" size={16} />} onClick={() => onDelete(session)} data-testid="chat-history-delete">
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </div>
  );
});
