import { SessionError } from '../features/auth/components/session-error';
import { useRequiredSessionUser } from '../features/auth/hooks/use-required-session-user';
import { ReadyToPracticePage } from '../features/practice-lists/components/ready-to-practice-page';

/** SPEC §2: /chat/your-practice/ready-to-practice. */
export function ChatReadyToPracticePage() {
  const { user, error } = useRequiredSessionUser();
  if (error) return <SessionError message={error} />;
  return <ReadyToPracticePage key={user?.id ?? ''} enabled={user?.id !== undefined} />;
}
