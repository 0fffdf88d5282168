import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { Icon } from './icon';

/** Light/dark switch. A native title instead of a Mantine Tooltip keeps Floating UI off the home page. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? 'Switch to dark mode' : 'Switch to light mode';
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      onClick={() => setColorScheme(next)}
      aria-label={label}
      title={label}
      data-testid="color-scheme-toggle"
    >
      <Icon name={computed === 'dark' ? 'sun' : 'moon'} size={18} />
    </ActionIcon>
  );
}
