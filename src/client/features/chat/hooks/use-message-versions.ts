import { trpc } from '../../../lib/trpc';

/** Every version of a regenerated reply, oldest first (fetched only when the pager is used). */
export function useMessageVersions(sessionId: string, messageId: string, enabled: boolean) {
  return trpc.chat.versions.useQuery({ sessionId, messageId }, { enabled, staleTime: 60_000 });
}
