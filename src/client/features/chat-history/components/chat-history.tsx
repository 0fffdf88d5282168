import { Text } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { Session } from '../../../../shared/schemas/session';
import { chatMarkdown, downloadMarkdown, markdownFileName } from '../../../lib/chat-markdown';
import { trpc } from '../../../lib/trpc';
import { groupSessionsByDate, sessionTitle } from '../hooks/group-sessions';
import { useChatHistory } from '../hooks/use-chat-history';
import classes from './chat-history.module.css';
import { ChatHistoryItem } from './chat-history-item';
import { HistorySearch } from './history-search';
import { LightButton } from '../../../components/light-button';

const RenameChatDialog = lazy(() => import('./rename-chat-dialog').then((m) => ({ default: m.RenameChatDialog })));
const ShareChatDialog = lazy(() => import('./share-chat-dialog').then((m) => ({ default: m.ShareChatDialog })));
const DeleteChatDialog = lazy(() => import('./delete-chat-dialog').then((m) => ({ default: m.DeleteChatDialog })));

type ChatHistoryProps = {
  /** False until the session is known (a first visit creates a guest first). */
  enabled: boolean;
  activeSessionId: string | undefined;
  /** Closes the phone drawer after a pick. */
  onNavigate?: () => void;
  /** A chat was deleted (the screen leaves it when it was open). */
  onDeleted: (id: string) => void;
};

/** The sidebar's chat history: searchable, grouped by date, each chat renamable and deletable, paged. */
export function ChatHistory({ enabled, activeSessionId, onNavigate, onDeleted }: ChatHistoryProps) {
  const [search, setSearch] = useState('');
  const history = useChatHistory(enabled, search);
  const [renaming, setRenaming] = useState<Session | null>(null);
  const [deleting, setDeleting] = useState<Session | null>(null);
  const [sharing, setSharing] = useState<Session | null>(null);
  const onShare = useCallback((session: Session) => setSharing(session), []);
  const onRename = useCallback((session: Session) => setRenaming(session), []);
  const onDelete = useCallback((session: Session) => setDeleting(session), []);
  const utils = trpc.useUtils();
  const onExport = useCallback(
    (session: Session) => {
      void utils.chat.messages.fetch({ sessionId: session.id }).then((page) => {
        const title = sessionTitle(session);
        downloadMarkdown(markdownFileName(title), chatMarkdown({ title, agentName: session.agent.name, messages: page.items }));
      });
    },
    [utils],
  );

  const sessions = history.data?.pages.flatMap((page) => page.items) ?? [];
  const groups = groupSessionsByDate(sessions);

  return (
    <nav className={classes.section} aria-label="Chat history" data-testid="chat-history" data-search={search || undefined}>
      <HistorySearch onSearch={setSearch} />
      {history.isSuccess && !history.isPlaceholderData && sessions.length === 0 && (
        <Text size="xs" c="dimmed" px={8} py={6} data-testid="chat-history-empty">
          {search ? 'No chats match your search.' : 'Your chats will appear here.'}
        </Text>
      )}
      {groups.map((group) => (
        <div key={group.key} data-testid="chat-history-group" data-group={group.key}>
          <div className={classes.groupLabel}>{group.label}</div>
          {group.sessions.map((session) => (
            <ChatHistoryItem
              key={session.id}
              session={session}
              active={session.id === activeSessionId}
              onNavigate={onNavigate}
              onRename={onRename}
              onDelete={onDelete}
              onExport={onExport}
              onShare={onShare}
            />
          ))}
        </div>
      ))}
      {history.hasNextPage && (
        <LightButton
          variant="subtle"
          color="gray"
          size="compact-sm"
          fullWidth
          mt={4}
          onClick={() => void history.fetchNextPage()}
          loading={history.isFetchingNextPage}
          data-testid="chat-history-load-more"
        >
          Load more
        </LightButton>
      )}
      <Suspense fallback={null}>
        {renaming && <RenameChatDialog session={renaming} onClose={() => setRenaming(null)} />}
        {sharing && <ShareChatDialog session={sharing} onClose={() => setSharing(null)} />}
        {deleting && <DeleteChatDialog session={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />}
      </Suspense>
    </nav>
  );
}
