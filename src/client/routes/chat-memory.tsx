import { useSearchParams } from '../lib/router';
import { z } from 'zod';
import { SessionError } from '../features/auth/components/session-error';
import { useRequiredSessionUser } from '../features/auth/hooks/use-required-session-user';
import { MemoryPage } from '../features/memory/components/memory-page';
import { parseSearch } from '../lib/search-params';

/** SPEC §2: /chat/memory?source={source}&memoryId={optional}. Bad values are dropped, not fatal. */
export const memorySearchSchema = z.object({
  source: z.string().trim().min(1).max(60).optional(),
  memoryId: z.string().uuid().optional(),
});

export function ChatMemoryPage() {
  const [params] = useSearchParams();
  const { source, memoryId } = parseSearch(memorySearchSchema, params);
  const { user, error } = useRequiredSessionUser();
  if (error) return <SessionError message={error} />;
  return <MemoryPage userId={user?.id} source={source} memoryId={memoryId} />;
}
