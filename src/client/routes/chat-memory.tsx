import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { useSessionUser } from '../features/auth/hooks/use-session-user';
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
  const { data: user } = useSessionUser();
  return <MemoryPage userId={user?.id} source={source} memoryId={memoryId} />;
}
