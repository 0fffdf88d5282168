import { useSearchParams } from '../lib/router';
import { z } from 'zod';
import { SessionError } from '../features/auth/components/session-error';
import { useRequiredSessionUser } from '../features/auth/hooks/use-required-session-user';
import { PRACTICE_TABS, YourPracticePage } from '../features/practice-lists/components/your-practice-page';
import { parseSearch } from '../lib/search-params';

const yourPracticeSearch = z.object({ tab: z.enum(PRACTICE_TABS).optional() });

/** SPEC §2: /chat/your-practice, optional ?tab={tab} (practicing | completed). */
export function ChatYourPracticePage() {
  const [params, setParams] = useSearchParams();
  const { tab = 'practicing' } = parseSearch(yourPracticeSearch, params);
  const { user, error } = useRequiredSessionUser();
  if (error) return <SessionError message={error} />;
  return (
    <YourPracticePage
      key={user?.id ?? ''}
      tab={tab}
      onTab={(next) => setParams({ tab: next }, { replace: true })}
      enabled={user?.id !== undefined}
    />
  );
}
