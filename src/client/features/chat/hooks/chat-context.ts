import { createContext, useContext } from 'react';
import type { ChatActions } from './use-chat-actions';

export type ChatAgent = { slug: string; name: string; image_url: string | null };

/** What every message row of one chat shares; the value is stable for the chat's lifetime. */
export type ChatContextValue = {
  sessionId: string;
  agent: ChatAgent;
  actions: ChatActions;
  /** Simulation chats hide 'Try Again' / 'Try Another' (SPEC §2). */
  simulation: boolean;
  /** Advisor chats: the latest message can be edited and resent. */
  canEdit?: boolean;
};

export const ChatContext = createContext<ChatContextValue | null>(null);

export function useChatContext(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChatContext outside a chat');
  return value;
}
