import { Badge } from '@mantine/core';
import { useMemoryNotices } from '../hooks/memory-notices';

/** New memories while the cards cannot show (collapsed sidebar, phones): a count for 2 seconds. */
export function MemoryCountBadge({ floating = false }: { floating?: boolean }) {
  const { count } = useMemoryNotices();
  if (!count) return null;
  return (
    <Badge
      size={floating ? 'xs' : 'sm'}
      circle={floating}
      variant="filled"
      style={floating ? { position: 'absolute', top: -6, right: -8 } : undefined}
      aria-label={`${count.value} new ${count.value === 1 ? 'memory' : 'memories'}`}
      data-testid="memory-count"
    >
      {floating ? count.value : `+${count.value} memory`}
    </Badge>
  );
}
