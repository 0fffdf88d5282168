import { useSessionUser } from '../features/auth/hooks/use-session-user';
import { ReadyToPracticePage } from '../features/practice-lists/components/ready-to-practice-page';

/** SPEC §2: /chat/your-practice/ready-to-practice. */
export function ChatReadyToPracticePage() {
  const { data: user } = useSessionUser();
  return <ReadyToPracticePage key={user?.id ?? ''} enabled={user?.id !== undefined} />;
}
