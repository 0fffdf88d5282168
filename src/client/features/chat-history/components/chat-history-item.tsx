import { memo } from 'react';
import { Link } from '../../../lib/router';
import type { Session } from '../../../../shared/schemas/session';
import { Icon } from '../../../components/icon';
import { LazyMenu } from '../../../components/lazy-menu';
import { sessionTitle } from '../hooks/group-sessions';
import classes from './chat-history.module.css';
import { LightActionIcon } from '../../../components/light-action-icon';

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
      <LazyMenu
        position="bottom-end"
        withinPortal
        shadow="md"
        width={160}
        target={
          <LightActionIcon
            className={classes.menuButton}
            variant="subtle"
            color="gray"
            size="md"
            aria-label={`Options for ${title}`}
            data-testid="chat-history-menu"
          >
            <Icon name="dots" size={18} strokeWidth={3} />
          </LightActionIcon>
        }
        entries={[
          { kind: 'item', label: 'Rename', icon: 'pencil', onClick: () => onRename(session), testId: 'chat-history-rename' },
          ...(session.type === 'normal'
            ? [{ kind: 'item', label: 'Share link', icon: 'arrow-up', onClick: () => onShare(session), testId: 'chat-history-share' } as const]
            : []),
          { kind: 'item', label: 'Export as Markdown', icon: 'copy', onClick: () => onExport(session), testId: 'chat-history-export' },
          { kind: 'item', label: 'Delete', icon: 'trash', color: 'red', onClick: () => onDelete(session), testId: 'chat-history-delete' },
        ]}
      />
    </div>
  );
});
