import { LightActionIcon } from './light-action-icon';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { LIMITS } from '../../shared/constants';
import { isTouchDevice, shouldSendOnEnter } from '../lib/input-rules';
import { Icon } from './icon';
import classes from './ask-input.module.css';

type AskInputProps = { onSubmit: (text: string) => void; placeholder?: string; testId?: string };

const MAX_HEIGHT_PX = 160;

/**
 * The home page's question box: Enter sends (not with Shift, during IME composition or on touch
 * devices: SPEC §5). A native textarea (grown by hand) keeps Mantine's input machinery out of the
 * home page's bundle.
 */
export function AskInput({ onSubmit, placeholder = "Need advice? I'm here...", testId = 'home-input' }: AskInputProps) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const canSend = text.trim().length > 0;

  const grow = () => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  };
  // The box is pre-rendered by the server: what a visitor typed before the page hydrated is theirs.
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed) {
      setText(typed);
      grow();
    }
  }, []);
  // What the field shows: an Enter that reaches React between hydration and the effect above
  // (typed fast while the page started) would otherwise send the state's stale empty text — nothing.
  const submit = () => {
    const shown = (ref.current?.value ?? text).trim();
    if (shown) onSubmit(shown);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const { key, shiftKey, nativeEvent } = event;
    if (shouldSendOnEnter({ key, shiftKey, isComposing: nativeEvent.isComposing, keyCode: nativeEvent.keyCode, touch: isTouchDevice() })) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className={classes.box}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <textarea
        ref={ref}
        className={classes.input}
        aria-label="Describe your situation"
        placeholder={placeholder}
        rows={1}
        maxLength={LIMITS.messageTextMaxChars}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          grow();
        }}
        onKeyDown={onKeyDown}
        data-testid={testId}
      />
      <LightActionIcon
        type="submit"
        size={40}
        radius="xl"
        variant="filled"
        disabled={!canSend}
        aria-label="Ask the advisor"
        data-testid="home-submit"
      >
        <Icon name="arrow-up" size={20} strokeWidth={2.2} />
      </LightActionIcon>
    </form>
  );
}
