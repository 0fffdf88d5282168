import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../theme';

/** Not the page's colour scheme: the outer SiteMantineProvider owns it; this one only writes styles. */
const noColorSchemeManager = {
  get: () => 'auto' as const,
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};
const noRootElement = () => undefined;

/**
 * Mantine's `<style>` tags for the public pages' theme, rendered by the server (and by a
 * client-only render): a MantineProvider with no children writes exactly what the app's provider
 * writes, and leaves the colour scheme to the page's provider (site-mantine-provider.tsx).
 */
export function SiteMantineStyles() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={noColorSchemeManager} getRootElement={noRootElement}>
      {null}
    </MantineProvider>
  );
}
