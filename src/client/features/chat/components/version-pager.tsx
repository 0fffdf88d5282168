import { ActionIcon, Group, Text } from '@mantine/core';
import { Icon } from '../../../components/icon';

type VersionPagerProps = { current: number; total: number; onChange: (version: number) => void };

/** ‹ 1/2 › between the versions of a regenerated reply. */
export function VersionPager({ current, total, onChange }: VersionPagerProps) {
  return (
    <Group gap={0} wrap="nowrap" data-testid="version-pager">
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
        aria-label="Previous version"
        data-testid="version-prev"
      >
        <Icon name="chevron-left" size={16} />
      </ActionIcon>
      <Text size="xs" c="dimmed" miw={28} ta="center" data-testid="version-label">
        {current}/{total}
      </Text>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        disabled={current >= total}
        onClick={() => onChange(current + 1)}
        aria-label="Next version"
        data-testid="version-next"
      >
        <Icon name="chevron-right" size={16} />
      </ActionIcon>
    </Group>
  );
}
