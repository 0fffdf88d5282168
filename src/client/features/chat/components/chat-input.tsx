import { useEffect, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { LIMITS } from '../../../../shared/constants';
import { Icon } from '../../../components/icon';
import { canSend, isTouchDevice, shouldSendOnEnter, showCounter } from '../../../lib/input-rules';
import { chatUi, useChatUi } from '../hooks/chat-ui-store';
import { useChatPlugins, type OutgoingDraft } from '../hooks/chat-plugins';
import { useDraftImages } from '../hooks/use-draft-images';
import classes from './input.module.css';
import { QuoteChip } from './quote-chip';
import { StopButton } from './stop-button';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { LightActionIcon } from '../../../components/light-action-icon';

export type { OutgoingDraft };

export type ChatInputProps = {
  /** Key of this chat in the UI store: restored drafts and shakes arrive through it. */
  uiKey: string;
  responding: boolean;
  /** The daily limit is reached: the input is disabled and a tap shakes it. */
  blocked: boolean;
  /** Send; return false to keep the draft in the input. */
  onSend: (draft: OutgoingDraft) => boolean;
  onBlockedAttempt: () => void;
  /** Shown in place of Send while a reply streams. */
  onStop?: () => void;
  stopping?: boolean;
  /** Not ready to send yet (e.g. the advisor is still loading). */
  waiting?: boolean;
};

const MIN_HEIGHT = 40;
const MAX_HEIGHT = 120;

/** The chat's input bar (SPEC §2, §5): autosizing textarea, screenshots, a quote, Enter to send, Stop while replying. */
export function ChatInput({ uiKey, responding, blocked, onSend, onBlockedAttempt, onStop, stopping, waiting }: ChatInputProps) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const { draft, shake, quote } = useChatUi(uiKey);
  const { attachments } = useChatPlugins();
  const images = useDraftImages(uiKey);
  const [shaking, setShaking] = useState(false);

  useEffect(() => {
    if (!draft) return;
    setText(draft.text);
    chatUi.consumeDraft(uiKey);
  }, [draft, uiKey]);

  // Keyboards type at once: the input takes focus when it appears (on load, and when the first
  // message moves a new chat to its own page), unless focus is already elsewhere. Touch screens
  // keep their keyboard down until a tap.
  useEffect(() => {
    const el = ref.current;
    if (!el || el.disabled || isTouchDevice()) return;
    const current = document.activeElement;
    if (current && current !== document.body) return;
    el.focus({ preventScroll: true });
  }, []);

  // A new quote: the user is about to ask about it.
  useEffect(() => {
    if (quote) ref.current?.focus();
  }, [quote]);

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

  const sendable = canSend({ text, responding: responding || Boolean(waiting), images });
  const submit = () => {
    if (blocked) return onBlockedAttempt();
    if (!sendable) return;
    const taken = attachments?.take(uiKey) ?? [];
    const sent = onSend({ text: text.trim(), images: taken, quote });
    if (!sent) {
      if (taken.length) attachments?.restore(uiKey, taken);
      return;
    }
    setText('');
    chatUi.setQuote(uiKey, null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const { key, shiftKey, nativeEvent } = event;
    if (key !== 'Enter') return;
    if (!shouldSendOnEnter({ key, shiftKey, isComposing: nativeEvent.isComposing, keyCode: nativeEvent.keyCode, touch: isTouchDevice() })) return;
    event.preventDefault();
    submit();
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(event.clipboardData?.files ?? []);
    if (!attachments || files.length === 0) return;
    // Files only (a copied image): nothing to paste as text. With text beside them, the text pastes too.
    if (!Array.from(event.clipboardData.types).includes('text/plain')) event.preventDefault();
    attachments.paste(uiKey, files);
  };

  const showStop = responding && onStop;
  const { AttachButton, Thumbnails } = attachments ?? {};
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
      {(quote || images.length > 0) && (
        <div className={classes.extras}>
          {quote && <QuoteChip text={quote} onRemove={() => chatUi.setQuote(uiKey, null)} />}
          {Thumbnails && <Thumbnails uiKey={uiKey} />}
        </div>
      )}
      <div className={classes.row}>
        {AttachButton && <AttachButton uiKey={uiKey} disabled={blocked || images.length >= LIMITS.photosPerMessage} />}
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
          onPaste={onPaste}
          data-testid="chat-input"
        />
        {showCounter(text.length) && (
          <span className={classes.counter} data-full={text.length >= LIMITS.messageTextMaxChars || undefined} data-testid="input-counter">
            {text.length.toLocaleString('en-US')} / {LIMITS.messageTextMaxChars.toLocaleString('en-US')}
          </span>
        )}
        {showStop ? (
          <StopButton onStop={onStop} stopping={stopping} />
        ) : (
          <LightActionIcon type="submit" size={40} radius="xl" variant="filled" disabled={!sendable || blocked} aria-label="Send" data-testid="chat-send">
            <Icon name="arrow-up" size={20} strokeWidth={2.2} />
          </LightActionIcon>
        )}
      </div>
      {blocked && <div className={classes.blockedOverlay} onPointerDown={onBlockedAttempt} aria-hidden />}
    </form>
  );
}
