import { useEffect, useState } from 'react';
import type { UsageLimit } from '../../../../shared/schemas/user';
import { chatUi, useChatUi } from '../hooks/chat-ui-store';
import { useChatPlugins } from '../hooks/chat-plugins';
import { remainingText } from '../hooks/usage-text';
import classes from './chat.module.css';
import { ChatInput, type OutgoingDraft } from './chat-input';
import { InputFooter } from './input-footer';
import { LimitBanner } from './limit-banner';

/** Who is chatting: their daily limit, and what they can do about it. */
export type ChatAccount = {
  /** Undefined until the session is known; null without one (the first send makes a guest). */
  userId: string | null | undefined;
  /** The session's user, made a guest first when there is none (docs/decisions.md). */
  ensureUser: () => Promise<unknown>;
  usage: UsageLimit | undefined;
  isGuest: boolean;
  /** Signed in and subscribed before: the banner offers the upgrade rather than the trial. */
  hasTrialed?: boolean;
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
  onSend: (draft: OutgoingDraft) => boolean;
  onStop?: () => Promise<void>;
};

/** Limit banner, send and upload errors, the human check, input and footer: the bottom of every chat screen. */
export function ChatComposer({ uiKey, account, responding, waiting, onSend, onStop }: ChatComposerProps) {
  const { error } = useChatUi(uiKey);
  const { attachments, humanCheck, ComposerToolbar, ComposerFrame } = useChatPlugins();
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

  const composer = (
    <div className={classes.composer} data-testid="chat-composer">
      {showBanner ? (
        <LimitBanner
          isGuest={account.isGuest}
          hasTrialed={account.hasTrialed}
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
      {attachments && <attachments.Notice uiKey={uiKey} />}
      {humanCheck && <humanCheck.Widget />}
      {ComposerToolbar && <ComposerToolbar uiKey={uiKey} />}
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
  return ComposerFrame ? <ComposerFrame uiKey={uiKey}>{composer}</ComposerFrame> : composer;
}
