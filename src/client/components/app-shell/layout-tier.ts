import { useMediaQuery } from '@mantine/hooks';
import { createContext, useContext } from 'react';
import { BREAKPOINTS } from '../../../shared/constants';

/** SPEC §2 layout tiers: mobile < 768px, tablet 768–1023px, desktop ≥ 1024px. */
export type LayoutTier = 'mobile' | 'tablet' | 'desktop';

export function tierFromWidth(width: number): LayoutTier {
  if (width >= BREAKPOINTS.desktop) return 'desktop';
  if (width >= BREAKPOINTS.tablet) return 'tablet';
  return 'mobile';
}

/**
 * The tier the server renders a chat shell for (it has no viewport): guessed from the request
 * (src/server/http/seo/page-document.ts), so the shell is the layout the browser then renders.
 */
export const ServerLayoutTier = createContext<LayoutTier>('desktop');

/** The current tier, read synchronously on first render so the shell does not flash. */
export function useLayoutTier(): LayoutTier {
  const options = { getInitialValueInEffect: false };
  const desktop = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`, undefined, options);
  const tablet = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`, undefined, options);
  const serverTier = useContext(ServerLayoutTier);
  if (typeof window === 'undefined') return serverTier;
  if (desktop) return 'desktop';
  return tablet ? 'tablet' : 'mobile';
}
