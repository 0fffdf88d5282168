import { Group, Progress, Text } from '@mantine/core';

/** ★ Live progress toward the practice goal (0–100), moved by every scored line. */
export function ProgressBar({ value }: { value: number }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Group gap={8} wrap="nowrap" mt={8}>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        Goal
      </Text>
      {/* The section is the progressbar (Mantine gives it the role): it carries the name and value. */}
      <Progress.Root size="md" radius="xl" style={{ flex: 1 }} transitionDuration={400} data-testid="practice-progress" data-value={clamped}>
        <Progress.Section value={clamped} color={clamped >= 100 ? 'teal' : 'blue'} aria-label="Progress toward the goal" />
      </Progress.Root>
      <Text size="xs" fw={600} w={36} ta="right" data-testid="practice-progress-value">
        {clamped}%
      </Text>
    </Group>
  );
}
