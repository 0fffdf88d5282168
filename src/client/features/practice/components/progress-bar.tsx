import { Group, Progress, Text } from '@mantine/core';

/** ★ Live progress toward the practice goal (0–100), moved by every scored line. */
export function ProgressBar({ value }: { value: number }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Group gap={8} wrap="nowrap" mt={8}>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        Goal
      </Text>
      <Progress
        value={clamped}
        size="md"
        radius="xl"
        color={clamped >= 100 ? 'teal' : 'blue'}
        style={{ flex: 1 }}
        transitionDuration={400}
        role="progressbar"
        aria-label="Progress toward the goal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        data-testid="practice-progress"
        data-value={clamped}
      />
      <Text size="xs" fw={600} w={36} ta="right" data-testid="practice-progress-value">
        {clamped}%
      </Text>
    </Group>
  );
}
