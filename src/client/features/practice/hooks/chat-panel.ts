import type { ComponentType, ReactNode } from 'react';
import type { Message, SendMessageBody } from '../../../../shared/schemas/message';
import type { ReplyEventData } from '../../../../shared/stream';

/**
 * What the practice screen asks of a chat (features never import each other: the route hands in
 * a component that shows the chat feature's screen with these hooks).
 */
export type PracticeChatPlugins = {
  sendExtras?: (sessionId: string) => Pick<SendMessageBody, 'session_type' | 'active_practice_id'>;
  onReplyEvent?: (sessionId: string, event: ReplyEventData) => void;
  UserMessageExtra?: ComponentType<{ message: Message }>;
  ComposerFrame?: ComponentType<{ uiKey: string; children: ReactNode }>;
  confirmRetry?: (message: Message) => string | null;
};

export type PracticeChatPanelProps = { sessionId: string; plugins: PracticeChatPlugins };

export type PracticeChatPanel = ComponentType<PracticeChatPanelProps>;
