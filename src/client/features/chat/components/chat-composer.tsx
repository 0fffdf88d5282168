import { useEffect, useState } from 'react';
import type { UsageLimit } from '../../../../shared/schemas/user';
import { chatUi, useChatUi } from '../hooks/chat-ui-store';
import { remainingText } from '../hooks/usage-text';
import classes from './chat.module.css';
import { ChatInput } from './chat-input';
import { InputFooter } from './input-footer';
import { LimitBanner } from './limit-banner';

/** Who is chatting: their daily limit, and what they can do about it. */
export type ChatAccount = {
  /** Undefined until the session is known (a first visit creates a guest first). */
  userId: string | undefined;
  usage: UsageLimit | undefined;
  isGuest: boolean;
  onSignIn: () => void;
  onUpgrade: () => void;
  /** Ask the server again (after a send, a failed send, the countdown's end). */
  onUsageChanged: () => void;
};

export function isBlocked(account: ChatAccount): boolean {
  return account.usage !== undefined && !account.usage.can_use;
}

type ChatComposerProps = {
  uiKey: string;
  account: ChatAccount;
  responding: boolean;
  waiting?: boolean;
  onSend: (text: string) => boolean;
  onStop?: () => Promise<void>;
};

/** Limit banner, send error, input and footer: the bottom of every chat screen. */
export function ChatComposer({ uiKey, account, responding, waiting, onSend, onStop }: ChatComposerProps) {
  const { error } = useChatUi(uiKey);
  const [stopping, setStopping] = useState(false);
  const blocked = isBlocked(account);
  const showBanner = blocked || Boolean(error?.limit);

  // A refused send's limit error lasts until the server says messages are available again
  // (signing in, the daily reset). Deliberately keyed on the usage only, not on the error.
  const canUse = account.usage?.can_use;
  const used = account.usage?.current_usage;
  useEffect(() => {
    if (canUse && chatUi.get(uiKey).error?.limit) chatUi.setError(uiKey, null);
  }, [canUse, used, account.isGuest, uiKey]);

  const stop = onStop
    ? async () => {
        setStopping(true);
        try {
          await onStop();
        } finally {
          setStopping(false);
        }
      }
    : undefined;

  return (
    <div className={classes.composer} data-testid="chat-composer">
      {showBanner ? (
        <LimitBanner
          isGuest={account.isGuest}
          resetAt={account.usage?.next_reset_time}
          onSignIn={account.onSignIn}
          onUpgrade={account.onUpgrade}
          onReset={account.onUsageChanged}
        />
      ) : (
        error && (
          <div className={classes.sendError} role="alert" data-testid="send-error">
            {error.message}
          </div>
        )
      )}
      <ChatInput
        uiKey={uiKey}
        responding={responding}
        blocked={blocked}
        waiting={waiting}
        onSend={onSend}
        onBlockedAttempt={() => chatUi.shake(uiKey)}
        onStop={stop}
        stopping={stopping}
      />
      <InputFooter remaining={showBanner ? null : remainingText(account.usage)} />
    </div>
  );
}
