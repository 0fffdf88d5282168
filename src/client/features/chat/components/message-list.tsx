import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { UI_TIMINGS } from '../../../../shared/constants';
import { isLocalMessage, type Message } from '../hooks/message-types';
import classes from './chat.module.css';
import { MessageRow } from './message-row';
import { ScrollToBottomButton } from './scroll-to-bottom-button';

type MessageListProps = {
  messages: readonly Message[];
  /** A reply is streaming or a send is on its way. */
  busy: boolean;
};

const THRESHOLD = UI_TIMINGS.scrollButtonThresholdPx;

/**
 * The virtualised conversation: only the rows in view (plus a few) exist in the DOM, so a chat of
 * thousands of messages scrolls like a short one. The virtualizer positions rows itself (no React
 * render per resize); it keeps the view pinned to the end while the user is there, so a streaming
 * reply stays in view, and the list only re-renders when the visible range or the messages change.
 */
export function MessageList({ messages, busy }: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [awayFromEnd, setAwayFromEnd] = useState(false);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 160,
    getItemKey: (index) => messages[index]?.id ?? index,
    overscan: 6,
    paddingStart: 16,
    paddingEnd: 24,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: THRESHOLD,
    directDomUpdates: true,
  });

  // Open at the latest message.
  useLayoutEffect(() => {
    virtualizer.scrollToEnd();
  }, [virtualizer]);

  // The user's own new message always brings the view to the end.
  const last = messages.at(-1);
  const lastIsOwnNew = last?.role === 'user' || (last !== undefined && isLocalMessage(last));
  useEffect(() => {
    if (lastIsOwnNew) virtualizer.scrollToEnd();
  }, [lastIsOwnNew, last?.id, virtualizer]);

  const atEnd = useRef(true);
  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const away = el.scrollHeight - el.scrollTop - el.clientHeight > THRESHOLD;
    atEnd.current = !away;
    setAwayFromEnd(away);
  }, []);

  // The view itself shrinks (the limit banner, a growing input, the phone keyboard): stay at the end.
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let height = el.clientHeight;
    const observer = new ResizeObserver(() => {
      if (el.clientHeight !== height && atEnd.current) el.scrollTop = el.scrollHeight;
      height = el.clientHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const lastIndex = messages.length - 1;
  return (
    <div className={classes.listWrap}>
      <div ref={scrollRef} className={classes.scroller} onScroll={onScroll} data-testid="message-list">
        <div ref={virtualizer.containerRef} style={{ position: 'relative', width: '100%' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const message = messages[item.index];
            if (!message) return null;
            const isLast = item.index === lastIndex;
            // Any message can be edited and resent (a new branch) while no reply is being written.
            const editable = !busy;
            return (
              <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} className={classes.virtualRow}>
                <div className={classes.column} data-testid="message-row" data-role={message.role}>
                  <MessageRow message={message} isLast={isLast} busy={isLast && busy} editable={editable} />
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {awayFromEnd && <ScrollToBottomButton onClick={() => virtualizer.scrollToEnd({ behavior: 'smooth' })} />}
    </div>
  );
}
