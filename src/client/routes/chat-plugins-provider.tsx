import { useMemo, useState, type ReactNode } from 'react';
import { useAppConfig } from '../features/app-config/hooks/use-app-config';
import { useEnsureSessionUser } from '../features/auth/hooks/use-session-user';
import { ChatPluginsContext, type ChatPlugins } from '../features/chat/hooks/chat-plugins';
import { createHumanCheck } from '../features/human-check/components/human-check-plugin';
import { useMemoryWatch } from '../features/memory/hooks/use-memory';
import { createSimulatorPlugin } from '../features/simulator/components/simulator-plugin';
import { deferredComponent } from '../components/deferred-component';
import { createBrowserUploadStore, createUploadsPlugin } from '../features/uploads/components/uploads-plugin';
import { trpc } from '../lib/trpc';

/**
 * A message's images: their code loads with the message list (a chat with messages waits for both)
 * or with the first upload, before the message that carries it is drawn.
 */
const MessageImages = deferredComponent(() => import('../features/uploads/components/message-images').then((m) => m.MessageImages));

/**
 * Composes what the chat screens get from other features (features never import each other):
 * screenshots (uploads), the human check when the server has a Turnstile site key, and memory
 * cards after each completed reply, and the simulator mode of the simulator agents' chats. Lives
 * in the chat layout, so drafts survive moving between chats.
 */
export function ChatPluginsProvider({ userId, children }: { userId: string | undefined; children: ReactNode }) {
  const utils = trpc.useUtils();
  const ensureUser = useEnsureSessionUser();
  const { data: config } = useAppConfig();
  const [attachments] = useState(() =>
    // An upload is an action that needs a user: a first-time visitor's guest is made before it.
    createUploadsPlugin(
      createBrowserUploadStore(async (name) => {
        void MessageImages.preload().catch(() => undefined);
        await ensureUser();
        return utils.client.attachment.presign.mutate({ file_name: name });
      }),
    ),
  );
  const siteKey = config?.turnstileSiteKey ?? null;
  const humanCheck = useMemo(() => (siteKey ? createHumanCheck(siteKey, 'send_message') : undefined), [siteKey]);
  const onReplyCompleted = useMemoryWatch(userId);
  const [simulator] = useState(() => createSimulatorPlugin((sessionId) => utils.chat.messages.getData({ sessionId }), ensureUser));
  const plugins = useMemo<ChatPlugins>(
    () => ({ attachments, MessageImages, humanCheck, onReplyCompleted, ...simulator }),
    [attachments, humanCheck, onReplyCompleted, simulator],
  );
  return <ChatPluginsContext.Provider value={plugins}>{children}</ChatPluginsContext.Provider>;
}
