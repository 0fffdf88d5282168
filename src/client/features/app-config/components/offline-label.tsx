import { Badge } from '@mantine/core';

/**
 * Labels the built-in offline advisor engine, so nobody mistakes it for a large language model.
 * `from`: smallest breakpoint that shows it (the phone header has no room; the drawer shows it).
 */
export function OfflineLabel({ ai, from = 'sm' }: { ai: 'offline' | 'openai' | undefined; from?: 'base' | 'sm' }) {
  if (ai !== 'offline') return null;
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
