import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { isLocalMessage, isStreaming, type Message } from '../hooks/message-types';
import { readableReply } from '../hooks/readable-text';

const KEPT = 5;

/**
 * Screen readers hear each reply once, whole, when it completes (a log region: polite, additions
 * only), not every token while it streams. Replies already there when the chat opened are not read.
 */
export function ReplyAnnouncer({ messages }: { messages: readonly Message[] }) {
  const streamed = useRef(new Set<string>());
  const [said, setSaid] = useState<{ id: string; text: string }[]>([]);

  useEffect(() => {
    const done: { id: string; text: string }[] = [];
    for (const message of messages) {
      if (message.role !== 'assistant' || isLocalMessage(message)) continue;
      if (isStreaming(message)) streamed.current.add(message.id);
      else if (streamed.current.delete(message.id) && message.status === 'completed') done.push({ id: message.id, text: readableReply(message) });
    }
    if (done.length) setSaid((before) => [...before, ...done].slice(-KEPT));
  }, [messages]);

  return (
    <VisuallyHidden role="log" aria-label="Replies" data-testid="reply-announcer">
      {said.map((entry) => (
        <p key={entry.id}>{entry.text}</p>
      ))}
    </VisuallyHidden>
  );
}
