import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Warm coral brand colour, shades 0 (lightest) … 9 (darkest). */
const ember: MantineColorsTuple = [
  '#fff2ed',
  '#ffe3d8',
  '#fdc4af',
  '#f9a283',
  '#f6845e',
  '#f47146',
  '#f26638',
  '#d8552a',
  '#c14a23',
  '#a93d19',
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
  primaryShade: { light: 6, dark: 5 },
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
    Modal: { defaultProps: { radius: 'lg', centered: true } },
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
  },
  dark: {
    '--mantine-color-body': '#191614',
    '--app-surface': '#201d1b',
    '--app-sidebar-bg': '#1d1a18',
    '--app-border': '#2f2a27',
    '--app-hero-glow': 'rgba(242, 102, 56, 0.18)',
  },
});
