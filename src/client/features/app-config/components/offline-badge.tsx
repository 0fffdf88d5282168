import { useAppConfig } from '../hooks/use-app-config';
import { OfflineLabel } from './offline-label';

/** The offline label from the app's config query (the public pages: app/site/site-header-actions.tsx). */
export function OfflineBadge({ from = 'sm' }: { from?: 'base' | 'sm' }) {
  const { data } = useAppConfig();
  return <OfflineLabel ai={data?.ai} from={from} />;
}
