import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { SendMessageBody } from '../../../../shared/schemas/message';
import type { ReplyEventData } from '../../../../shared/stream';
import type { Message, MessageItem, MessagesPage } from './message-types';

/**
 * What other features add to a chat (features never import each other, ARCHITECTURE §2): the
 * route composes them and hands them in through this context. Every part is optional, so a chat
 * without them (component tests, a future embed) still works.
 */

export type ImageItem = Extract<MessageItem, { type: 'image' }>;

/** A screenshot attached to the draft, as the composer sees it. */
export type DraftImage = {
  id: string;
  status: 'uploading' | 'completed' | 'failed';
  /** The server's stored name, once uploaded. */
  fileName: string | null;
  /** A local preview (object URL). */
  previewUrl: string;
  /** The name on the device. */
  originName: string;
};

/** What a send carries: the text, the uploaded screenshots and a quoted piece of a reply. */
export type OutgoingDraft = { text: string; images: DraftImage[]; quote: string | null };

/** The draft's screenshots, keyed by the chat's UI key (a chat id, or `new:<agent>`). */
export type AttachmentsPlugin = {
  subscribe(key: string, listener: () => void): () => void;
  images(key: string): readonly DraftImage[];
  /** Takes the draft's images out when a message is sent. */
  take(key: string): DraftImage[];
  /** A send failed: its images go back into the draft (of `key`). */
  restore(key: string, images: readonly DraftImage[]): void;
  /** Files pasted into the input (non-images get an error notice). */
  paste(key: string, files: readonly File[]): void;
  AttachButton: ComponentType<{ uiKey: string; disabled?: boolean }>;
  Thumbnails: ComponentType<{ uiKey: string }>;
  /** The chat screen; shows the drop overlay while screenshots are dragged over it. */
  DropZone: ComponentType<{ uiKey: string; disabled?: boolean; children: ReactNode }>;
  /** Upload errors (a short notice above the input). */
  Notice: ComponentType<{ uiKey: string }>;
};

export type HumanCheckAction = 'send_message';

export type HumanCheckPlugin = {
  /** A token for the action; undefined when the check is off (or was not ready in time). */
  token(action: HumanCheckAction): Promise<string | undefined>;
  /** A send carrying the token was accepted. */
  passed(): void;
  /** The server answered 401 to a send: the cooldown resets and the next token is fresh. */
  rejected(): void;
  /** The widget (Turnstile renders into it; it shows only when the user must interact). */
  Widget: ComponentType;
};

/** A part whose code loads when asked (components/deferred-component.tsx). */
export type LoadsLater = { preload: () => Promise<unknown>; isLoaded: () => boolean };

export type ChatPlugins = {
  attachments?: AttachmentsPlugin;
  /**
   * A message's images: the stack, opening the gallery. `onBroken`: no usable URL (re-sign).
   * `preload`: its code, which a chat with messages waits for with the list's.
   */
  MessageImages?: ComponentType<{ images: readonly ImageItem[]; onBroken?: () => void }> & LoadsLater;
  humanCheck?: HumanCheckPlugin;
  /** A reply finished normally (memory may have learnt something from it). */
  onReplyCompleted?: (sessionId: string) => void;
} & ChatScreenPlugins;

/** Extra fields of a send (a practice line, an answer to the simulator's setup). */
export type SendExtras = Pick<SendMessageBody, 'session_type' | 'active_practice_id' | 'used_capabilities'>;

/**
 * What a screen embedding a chat adds to it (the practice screen, the simulator mode of advisor
 * chats). A nested ChatPluginsContext provider overrides them for one chat.
 */
export type ChatScreenPlugins = {
  /** Fields added to every send in the chat. */
  sendExtras?: (sessionId: string) => SendExtras;
  /** Every event of a followed reply (plan updates, live scores, a practice's end). */
  onReplyEvent?: (sessionId: string, event: ReplyEventData) => void;
  /** Under the user's line (the practice's live score badge). */
  UserMessageExtra?: ComponentType<{ message: Message }>;
  /** Under an assistant message (the simulator setup's 'Start simulation'). */
  BotMessageExtra?: ComponentType<{ message: Message }>;
  /**
   * A question to ask before 'Try Another' rewrites this reply, or null to go ahead (the coach's
   * reply that built a plan the user has already practised: a new one would replace it).
   */
  confirmRetry?: (message: Message) => string | null;
  /** Above the input (the simulator switch and the practice shortcut). */
  ComposerToolbar?: ComponentType<{ uiKey: string }>;
  /** Wraps the composer; may show something else in its place (a practice's ended card). */
  ComposerFrame?: ComponentType<{ uiKey: string; children: ReactNode }>;
  /** An advisor chat with an open simulation shows it instead (`renderChat` shows a chat by id). */
  Simulation?: ComponentType<{ page: MessagesPage; renderChat: (sessionId: string) => ReactNode }>;
};

export const ChatPluginsContext = createContext<ChatPlugins>({});

export function useChatPlugins(): ChatPlugins {
  return useContext(ChatPluginsContext);
}
