import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { LightActionIcon } from './light-action-icon';
import { useHydrated } from '../lib/hydration';
import { Icon } from './icon';

/**
 * Light/dark switch. A native title instead of a Mantine Tooltip keeps Floating UI off the home page.
 * Both icons are in the markup and CSS shows the one for the scheme on <html>, so a pre-rendered page
 * paints the right one before any script runs; the label follows once hydrated (the server cannot
 * know the visitor's scheme).
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const scheme = useHydrated() ? computed : 'light';
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? 'Switch to dark mode' : 'Switch to light mode';
  return (
    <LightActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      onClick={() => setColorScheme(next)}
      aria-label={label}
      title={label}
      data-testid="color-scheme-toggle"
    >
      <Icon name="sun" size={18} className="mantine-light-hidden" />
      <Icon name="moon" size={18} className="mantine-dark-hidden" />
    </LightActionIcon>
  );
}
