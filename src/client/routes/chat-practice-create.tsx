import { useLocation, useSearchParams } from '../lib/router';
import { z } from 'zod';
import { SessionError } from '../features/auth/components/session-error';
import { useRequiredSessionUser } from '../features/auth/hooks/use-required-session-user';
import { CreatePlanPage } from '../features/practice/components/create-plan-page';
import { parseSearch } from '../lib/search-params';

const createSearchSchema = z.object({ source: z.string().trim().min(1).max(60).optional(), from: z.string().uuid().optional() });

/** SPEC §2: /chat/practice-plan/create?source={source} (&from={advisor chat id}: 'Practice this' from that chat). */
export function ChatPracticeCreatePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { source, from } = parseSearch(createSearchSchema, params);
  const { user, error } = useRequiredSessionUser();
  if (error) return <SessionError message={error} />;
  return <CreatePlanPage source={source} fromSessionId={from} visitKey={location.key} ready={user?.id !== undefined} />;
}
