import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { ReactNode } from 'react';
import { ChatContext, type ChatContextValue } from '../../features/chat/hooks/chat-context';
import type { ChatActions } from '../../features/chat/hooks/use-chat-actions';
import type { Message } from '../../features/chat/hooks/message-types';
import { trpc } from '../../lib/trpc';

/** Providers a chat component needs, with no network: the tRPC link never answers. */
export function ChatHarness({ children, actions, simulation = false }: { children: ReactNode; actions: ChatActions; simulation?: boolean }) {
  const client = createTRPCClient({ links: [() => () => observable(() => () => undefined)] }) as never;
  const queryClient = new QueryClient();
  const context: ChatContextValue = {
    sessionId: '00000000-0000-4000-8000-aaaaaaaaaaaa',
    agent: { slug: 'chat-advisor', name: 'Chat Advisor', image_url: null },
    actions,
    simulation,
  };
  return (
    <MantineProvider env="test">
      <trpc.Provider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <ChatContext.Provider value={context}>{children}</ChatContext.Provider>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}

/** Actions that record their calls. */
export function recordingActions() {
  const calls: Array<[string, unknown]> = [];
  const actions: ChatActions = {
    toggleLike: async (message) => {
      calls.push(['like', message.id]);
    },
    regenerate: async (id) => {
      calls.push(['regenerate', id]);
      return true;
    },
    stop: async (id) => {
      calls.push(['stop', id]);
    },
    dislike: async (message, disliked, reason) => {
      calls.push(['dislike', { id: message.id, disliked, reason }]);
    },
    editResend: async (id, text) => {
      calls.push(['editResend', { id, text }]);
      return true;
    },
    selectBranch: async (id) => {
      calls.push(['selectBranch', id]);
    },
    deleteExchange: async (id) => {
      calls.push(['deleteExchange', id]);
    },
  };
  return { actions, calls };
}

export function testMessage(index: number, extra: Partial<Message> = {}): Message {
  const role = index % 2 === 0 ? 'user' : 'assistant';
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    session_id: '00000000-0000-4000-8000-aaaaaaaaaaaa',
    role,
    status: 'completed',
    // Unique per message (render counters key on it).
    created_at: new Date(Date.UTC(2030, 0, 1, 0, 0, index)).toISOString(),
    items: [{ id: `t${index}`, type: 'text', content: role === 'user' ? `Question ${index}` : `Answer **${index}**` }],
    used_capabilities: [],
    extra_data: {},
    native_receive: false,
    liked: false,
    version: 1,
    references: [],
    error: null,
    ...extra,
  };
}
