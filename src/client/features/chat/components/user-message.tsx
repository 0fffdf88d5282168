import { useCallback, useEffect, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { useChatContext } from '../hooks/chat-context';
import { useChatPlugins, type ImageItem } from '../hooks/chat-plugins';
import type { Message } from '../hooks/message-types';
import { isLocalMessage, messageText } from '../hooks/message-types';
import classes from './chat.module.css';
import { useMessageVersions } from '../hooks/use-message-versions';
import { EditMessageBox } from './edit-message-box';
import { MessageTime } from './message-time';
import { VersionPager } from './version-pager';
import { UserMessageActions } from './user-message-actions';
import { SentQuote } from './quote-chip';

/** Chats whose image URLs were re-asked for lately: at most once a minute each. */
const resigned = new Map<string, number>();

/** The user's words as typed (plain text, never Markdown), with their screenshots and quote. */
export function UserMessage({ message, editable = false }: { message: Message; editable?: boolean }) {
  const { MessageImages, UserMessageExtra } = useChatPlugins();
  const { sessionId, actions, canEdit } = useChatContext();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  // Earlier versions (an edited message) through the pager; the current one otherwise.
  const [viewed, setViewed] = useState<number | null>(null);
  useEffect(() => setViewed(null), [message.version]);
  const viewingOld = viewed !== null && viewed !== message.version;
  const versions = useMessageVersions(sessionId, message.id, viewingOld);
  const old = viewingOld ? versions.data?.find((v) => v.version === viewed) : undefined;
  const text = messageText(old?.items ?? message.items);
  const images = message.items.filter((item): item is ImageItem => item.type === 'image');
  const quote = message.references.find((ref) => ref.source_type === 'normal')?.content;
  const local = isLocalMessage(message);
  // The list signs image URLs for an hour: one that expired (or is missing) is signed again.
  const onBroken = useCallback(() => {
    const last = resigned.get(sessionId) ?? 0;
    if (local || Date.now() - last < 60_000) return;
    resigned.set(sessionId, Date.now());
    void utils.chat.messages.invalidate({ sessionId });
  }, [local, sessionId, utils]);

  return (
    <div className={classes.userRow} data-testid="user-message" data-message-id={message.id}>
      {quote && <SentQuote text={quote} />}
      {images.length > 0 && MessageImages && <MessageImages images={images} onBroken={onBroken} />}
      {editing ? (
        <EditMessageBox
          initial={messageText(message.items)}
          onCancel={() => setEditing(false)}
          onSend={async (next) => {
            const sent = await actions.editResend(message.id, next);
            if (sent) setEditing(false);
          }}
        />
      ) : (
        text && (
          <div className={classes.userBubble} data-testid="user-text" data-version={old?.version ?? message.version}>
            {text}
          </div>
        )
      )}
      {UserMessageExtra && <UserMessageExtra message={message} />}
      <div className={classes.userActions}>
        {message.branch ? (
          // An edited message: each version starts its own branch of the chat.
          <VersionPager
            current={message.branch.index + 1}
            total={message.branch.ids.length}
            onChange={(n) => {
              const id = message.branch?.ids[n - 1];
              if (id) void actions.selectBranch(id);
            }}
          />
        ) : (
          // Edited in place before branches existed: its earlier words, read only.
          message.version > 1 && <VersionPager current={viewed ?? message.version} total={message.version} onChange={setViewed} />
        )}
        {!local && !editing && (
          <UserMessageActions
            text={text}
            onEdit={editable && canEdit && !viewingOld ? () => setEditing(true) : undefined}
            // Advisor chats only: a practice's lines and the coach's plan talk are its record.
            onDelete={canEdit ? () => void actions.deleteExchange(message.id) : undefined}
          />
        )}
        <MessageTime at={message.created_at} />
      </div>
    </div>
  );
}
