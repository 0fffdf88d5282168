import { Badge } from '@mantine/core';
import { useAppConfig } from '../hooks/use-app-config';

/** Labels the built-in offline advisor engine, so nobody mistakes it for a large language model. */
/** `from`: smallest breakpoint that shows it (the phone header has no room; the drawer shows it). */
export function OfflineBadge({ from = 'sm' }: { from?: 'base' | 'sm' }) {
  const { data } = useAppConfig();
  if (data?.ai !== 'offline') return null;
  return (
    <Badge
      variant="light"
      color="gray"
      size="md"
      visibleFrom={from === 'base' ? undefined : from}
      title="No AI provider is configured: replies come from the built-in offline advisor."
      data-testid="offline-badge"
    >
      Offline advisor
    </Badge>
  );
}
