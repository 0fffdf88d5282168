import { createContext, useContext, useMemo } from 'react';
import type { ChatAccount } from '../features/chat/components/chat-composer';
import { ChatScreen } from '../features/chat/components/chat-screen';
import { ChatPluginsContext, useChatPlugins, type ChatPlugins } from '../features/chat/hooks/chat-plugins';
import type { PracticeChatPanelProps } from '../features/practice/hooks/chat-panel';

/** Who is practising: the practice limit and its banner (the route provides it). */
export const PracticeAccount = createContext<ChatAccount | null>(null);

/**
 * A chat of the practice screen (the coach, a practice): the chat feature's screen with the
 * practice's hooks, without the advisor-only extras (simulator switch, simulation view).
 */
export function PracticeChatPanel({ sessionId, plugins }: PracticeChatPanelProps) {
  const parent = useChatPlugins();
  const account = useContext(PracticeAccount);
  const merged = useMemo<ChatPlugins>(
    () => ({ ...parent, ComposerToolbar: undefined, Simulation: undefined, BotMessageExtra: undefined, sendExtras: undefined, ...plugins }),
    [parent, plugins],
  );
  if (!account) return null;
  return (
    <ChatPluginsContext.Provider value={merged}>
      <ChatScreen sessionId={sessionId} agentSlug={undefined} intro={null} account={account} newChatTo="/chat/your-practice" />
    </ChatPluginsContext.Provider>
  );
}
