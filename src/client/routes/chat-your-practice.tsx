import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { useSessionUser } from '../features/auth/hooks/use-session-user';
import { PRACTICE_TABS, YourPracticePage } from '../features/practice-lists/components/your-practice-page';
import { parseSearch } from '../lib/search-params';

const yourPracticeSearch = z.object({ tab: z.enum(PRACTICE_TABS).optional() });

/** SPEC §2: /chat/your-practice, optional ?tab={tab} (practicing | completed). */
export function ChatYourPracticePage() {
  const [params, setParams] = useSearchParams();
  const { tab = 'practicing' } = parseSearch(yourPracticeSearch, params);
  const { data: user } = useSessionUser();
  return (
    <YourPracticePage
      key={user?.id ?? ''}
      tab={tab}
      onTab={(next) => setParams({ tab: next }, { replace: true })}
      enabled={user?.id !== undefined}
    />
  );
}
