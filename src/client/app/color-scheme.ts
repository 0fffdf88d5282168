/**
 * Apply the stored (or system) colour scheme before React renders, so dark-mode users do not see a
 * light frame first. This is Mantine's ColorSchemeScript logic, run from our bundle because the CSP
 * forbids inline scripts.
 */
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

export function applyInitialColorScheme(): void {
  try {
    const stored = window.localStorage.getItem(COLOR_SCHEME_KEY);
    const scheme = stored === 'light' || stored === 'dark' ? stored : undefined;
    const computed = scheme ?? (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
    document.documentElement.setAttribute('data-mantine-color-scheme', computed);
  } catch {
    // storage or matchMedia unavailable: Mantine applies the scheme on mount
  }
}
