import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Warm coral brand colour, shades 0 (lightest) … 9 (darkest). The brand orange #f26638 (6) stays
 * for accents, glows and large shapes; white text on it is only 3.11:1, so filled buttons, links
 * and small coloured text use the deeper ember 7 (white on it 5.15:1, on the paper 4.97:1; WCAG AA).
 */
const ember: MantineColorsTuple = [
  '#fff2ed',
  '#ffe3d8',
  '#fdc4af',
  '#f9a283',
  '#f6845e',
  '#f47146',
  '#f26638',
  '#bf4516',
  '#a63a12',
  '#8c3010',
];

/** Warm greys for the dark scheme (Mantine's `dark` palette, 0 = text … 9 = deepest background). */
const dark: MantineColorsTuple = [
  '#d9d3cd',
  '#b9b2ab',
  '#8f8780',
  '#6b645e',
  '#4a4440',
  '#383330',
  '#2a2623',
  '#201d1b',
  '#191614',
  '#121010',
];

export const theme = createTheme({
  primaryColor: 'ember',
  primaryShade: { light: 7, dark: 7 },
  colors: { ember, dark },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  // SPEC §2 tiers: mobile < 768, tablet 768–1023, desktop ≥ 1024; 640 and 1080 as extra steps.
  // Keep in step with postcss.config.cjs.
  breakpoints: { xs: '40em', sm: '48em', md: '64em', lg: '67.5em', xl: '88em' },
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Badge: { defaultProps: { radius: 'sm' } },
    // Every dialog's ✕ has a name for screen readers (axe button-name).
    // A dialog's header is not the page's banner landmark (one banner per page).
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    Modal: { defaultProps: { radius: 'lg', centered: true, closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/** Warm paper background in light mode; deep warm brown-black in dark mode. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': '#fffaf6',
    '--app-surface': '#ffffff',
    '--app-sidebar-bg': '#fbf1ea',
    '--app-border': '#f0e2d8',
    '--app-hero-glow': 'rgba(242, 102, 56, 0.14)',
    // Secondary text: warm grey at 5.2:1 or more on the paper, the surface and the sidebar (AA).
    '--mantine-color-dimmed': '#6a645f',
    // Small coloured text (kickers, labels): the deep ember.
    '--app-accent-text': '#bf4516',
    // Mantine's status colours as text and light badges reach 4.5:1 on light and tinted surfaces.
    '--mantine-color-teal-text': 'var(--mantine-color-teal-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-green-text': 'var(--mantine-color-green-9)',
    '--mantine-color-orange-text': '#a63a0a',
    '--mantine-color-teal-light-color': '#065f46',
    '--mantine-color-green-light-color': '#1f6b2b',
    '--mantine-color-orange-light-color': '#a63a0a',
    '--mantine-color-red-light-color': '#b02525',
  },
  dark: {
    '--mantine-color-body': '#191614',
    '--app-surface': '#201d1b',
    '--app-sidebar-bg': '#1d1a18',
    '--app-border': '#2f2a27',
    '--app-hero-glow': 'rgba(242, 102, 56, 0.18)',
    '--mantine-color-dimmed': '#a39b94',
    // On the dark surfaces the light ember reads (6.7:1 on the surface).
    '--app-accent-text': '#f6845e',
  },
});
