import { ActionIcon, Tooltip } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { LIMITS } from '../../../../shared/constants';
import { Icon } from '../../../components/icon';
import { canSend, isTouchDevice, shouldSendOnEnter, showCounter } from '../../../lib/input-rules';
import { chatUi, useChatUi } from '../hooks/chat-ui-store';
import classes from './input.module.css';

export type ChatInputProps = {
  /** Key of this chat in the UI store: restored drafts and shakes arrive through it. */
  uiKey: string;
  responding: boolean;
  /** The daily limit is reached: the input is disabled and a tap shakes it. */
  blocked: boolean;
  /** Send; return false to keep the text in the input. */
  onSend: (text: string) => boolean;
  onBlockedAttempt: () => void;
  /** Shown in place of Send while a reply streams. */
  onStop?: () => void;
  stopping?: boolean;
  /** Not ready to send yet (e.g. the advisor is still loading). */
  waiting?: boolean;
};

const MIN_HEIGHT = 40;
const MAX_HEIGHT = 120;

/** The chat's input bar (SPEC §2, §5): autosizing textarea, Enter to send, Stop while replying. */
export function ChatInput({ uiKey, responding, blocked, onSend, onBlockedAttempt, onStop, stopping, waiting }: ChatInputProps) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const { draft, shake } = useChatUi(uiKey);
  const [shaking, setShaking] = useState(false);

  useEffect(() => {
    if (!draft) return;
    setText(draft.text);
    chatUi.consumeDraft(uiKey);
  }, [draft, uiKey]);

  useEffect(() => {
    if (!shake) return;
    setShaking(true);
    const timer = setTimeout(() => setShaking(false), 500);
    return () => clearTimeout(timer);
  }, [shake]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = `${MIN_HEIGHT}px`;
    el.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, el.scrollHeight))}px`;
  }, [text]);

  const sendable = canSend({ text, responding: responding || Boolean(waiting) });
  const submit = () => {
    if (blocked) return onBlockedAttempt();
    if (!sendable) return;
    if (onSend(text.trim())) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const { key, shiftKey, nativeEvent } = event;
    if (key !== 'Enter') return;
    if (!shouldSendOnEnter({ key, shiftKey, isComposing: nativeEvent.isComposing, keyCode: nativeEvent.keyCode, touch: isTouchDevice() })) return;
    event.preventDefault();
    submit();
  };

  const showStop = responding && onStop;
  return (
    <form
      className={`${classes.box}${shaking ? ` ${classes.shake ?? ''}` : ''}`}
      data-disabled={blocked || undefined}
      data-shaking={shaking || undefined}
      data-testid="chat-input-box"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <textarea
        ref={ref}
        className={classes.textarea}
        aria-label="Message"
        placeholder="Need advice? I'm here..."
        rows={1}
        maxLength={LIMITS.messageTextMaxChars}
        value={text}
        disabled={blocked}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        data-testid="chat-input"
      />
      {blocked && <div className={classes.blockedOverlay} onPointerDown={onBlockedAttempt} aria-hidden />}
      {showCounter(text.length) && (
        <span className={classes.counter} data-full={text.length >= LIMITS.messageTextMaxChars || undefined} data-testid="input-counter">
          {text.length.toLocaleString('en-US')} / {LIMITS.messageTextMaxChars.toLocaleString('en-US')}
        </span>
      )}
      {showStop ? (
        <Tooltip label="Stop" withArrow>
          <ActionIcon size={40} radius="xl" variant="filled" color="dark" onClick={onStop} loading={stopping} aria-label="Stop" data-testid="chat-stop">
            <Icon name="stop" size={16} fill="currentColor" />
          </ActionIcon>
        </Tooltip>
      ) : (
        <ActionIcon type="submit" size={40} radius="xl" variant="filled" disabled={!sendable || blocked} aria-label="Send" data-testid="chat-send">
          <Icon name="arrow-up" size={20} strokeWidth={2.2} />
        </ActionIcon>
      )}
    </form>
  );
}
