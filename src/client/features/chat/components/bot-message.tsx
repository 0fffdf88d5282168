import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AgentAvatar } from '../../../components/agent-avatar';
import { knownCardOffset } from '../hooks/card-placement';
import { useChatContext } from '../hooks/chat-context';
import { useChatPlugins } from '../hooks/chat-plugins';
import { isLocalMessage, isStreaming, messageCardsAt, messageSuggestions, messageText, messageTranscript, type Message } from '../hooks/message-types';
import { QUOTABLE_ATTR } from '../hooks/quote-selection';
import { useMessageVersions } from '../hooks/use-message-versions';
import classes from './chat.module.css';
import { FailedNotice } from './failed-notice';
import { MessageActions } from './message-actions';
import { ReplyBody } from './reply-body';
import { ScreenshotReadback } from './screenshot-readback';
import { StreamingReply } from './streaming-reply';

type BotMessageProps = {
  message: Message;
  /** The chat's last message: only it can be retried. */
  isLast: boolean;
  /** A reply is streaming or a send is on its way: retries wait (SPEC §4). */
  busy: boolean;
};

/** An advisor reply in each of its states: thinking, responding, completed, failed. */
export function BotMessage({ message, isLast, busy }: BotMessageProps) {
  const { sessionId, agent, actions, simulation } = useChatContext();
  const { BotMessageExtra } = useChatPlugins();
  const [viewed, setViewed] = useState<number | null>(null);
  const [retrying, setRetrying] = useState(false);
  useEffect(() => setViewed(null), [message.version]);

  const viewingOld = viewed !== null && viewed !== message.version;
  const versions = useMessageVersions(sessionId, message.id, viewingOld);
  const old = viewingOld ? versions.data?.find((v) => v.version === viewed) : undefined;
  const items = old?.items ?? message.items;
  const status = old?.status ?? message.status;
  const errorCode = (old ? old.error : message.error)?.code;
  const text = messageText(items);
  const suggestions = messageSuggestions(items);
  const transcript = messageTranscript(items);
  const streaming = isStreaming(message);
  const canRetry = isLast && !simulation && !viewingOld && !isLocalMessage(message);

  const retry = async () => {
    if (busy || retrying) return;
    setRetrying(true);
    try {
      await actions.regenerate(message.id);
    } finally {
      setRetrying(false);
    }
  };

  let body;
  if (streaming) body = <StreamingReply messageId={message.id} />;
  else if (viewingOld && !old) body = <Loader size="sm" type="dots" data-testid="version-loading" />;
  else
    body = (
      <ReplyBody
        text={text}
        suggestions={suggestions}
        cardsAt={(old ? undefined : knownCardOffset(message.id)) ?? messageCardsAt(items)}
      />
    );

  return (
    <div className={classes.botRow} data-testid="bot-message" data-message-id={message.id} data-status={message.status}>
      <AgentAvatar className={classes.botAvatar} agent={{ ...agent, image_bg_color: null, image_text_color: null }} size={32} />
      <div className={classes.botBody} data-version={old?.version ?? message.version}>
        {!streaming && transcript && <ScreenshotReadback transcript={transcript} />}
        {streaming ? body : <div {...{ [QUOTABLE_ATTR]: '' }}>{body}</div>}
        {!streaming && status === 'failed' && (
          <FailedNotice code={errorCode} onRetry={canRetry ? retry : undefined} retrying={retrying} disabled={busy} />
        )}
        {!streaming && BotMessageExtra && <BotMessageExtra message={message} />}
        {!streaming && !isLocalMessage(message) && (
          <MessageActions
            text={text}
            createdAt={message.created_at}
            liked={message.liked}
            canLike={status === 'completed' && !viewingOld}
            onLike={() => void actions.toggleLike(message)}
            onTryAnother={canRetry && status === 'completed' ? retry : undefined}
            retrying={retrying}
            retryDisabled={busy}
            pager={
              message.version > 1
                ? { current: viewed ?? message.version, total: message.version, onChange: setViewed }
                : undefined
            }
          />
        )}
      </div>
    </div>
  );
}
