import { localStorageColorSchemeManager, MantineContext, MantineThemeProvider, useProviderColorScheme } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { serverMarkup } from '../../components/server-markup';
import { theme } from '../theme';

const colorSchemeManager = localStorageColorSchemeManager();
const getRootElement = () => document.documentElement;

/**
 * Mantine's `<style>` tags (the theme's CSS variables, the hidden-from/visible-from classes): the
 * server writes them once and the browser keeps them, so their generator (~3 KB gzip) is not in a
 * public page's first load. A client-only render loads it (site-mantine-styles.tsx).
 */
const MantineStylesMarkup = serverMarkup(async () => (await import('./site-mantine-styles')).SiteMantineStyles, 'MantineStylesMarkup');

/**
 * MantineProvider for the public pages: the same context (colour scheme from localStorage, the
 * theme) without generating the CSS variables in the browser — they are already in the server's
 * markup. The app (app/providers.tsx) keeps Mantine's own provider.
 */
export function SiteMantineProvider({ children }: { children: ReactNode }) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: 'auto',
    manager: colorSchemeManager,
    getRootElement,
    forceColorScheme: undefined,
  });
  const context = useMemo(
    () => ({
      colorScheme,
      setColorScheme,
      clearColorScheme,
      getRootElement,
      classNamesPrefix: 'mantine',
      cssVariablesSelector: ':root',
      withStaticClasses: true,
    }),
    [colorScheme, setColorScheme, clearColorScheme],
  );
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>
        <MantineStylesMarkup />
        {children}
      </MantineThemeProvider>
    </MantineContext>
  );
}
