import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '../../../shared/constants';

/** SPEC §2 layout tiers: mobile < 768px, tablet 768–1023px, desktop ≥ 1024px. */
export type LayoutTier = 'mobile' | 'tablet' | 'desktop';

export function tierFromWidth(width: number): LayoutTier {
  if (width >= BREAKPOINTS.desktop) return 'desktop';
  if (width >= BREAKPOINTS.tablet) return 'tablet';
  return 'mobile';
}

/** The current tier, read synchronously on first render so the shell does not flash. */
export function useLayoutTier(): LayoutTier {
  const options = { getInitialValueInEffect: false };
  const desktop = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`, undefined, options);
  const tablet = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`, undefined, options);
  if (desktop) return 'desktop';
  return tablet ? 'tablet' : 'mobile';
}
