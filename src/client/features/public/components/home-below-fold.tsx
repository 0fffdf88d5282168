import type { ShowcaseActions } from '../hooks/use-open-showcase';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { CtaSection } from './cta-section';
import { FaqSection } from './faq-section';
import { ShowcaseSection } from './showcase-section';
import { SolutionsSection } from './solutions-section';
import { TestimonialsSection } from './testimonials-section';

/**
 * The home page below the advisor grid, in its own chunk: it is out of view on the first paint, so
 * it loads right after the page instead of with it (the server already wrote its text into the
 * HTML for crawlers). Scrolling to `/#…` happens here, once every section exists.
 */
export function HomeBelowFold({ showcaseReady, actions }: { showcaseReady: boolean; actions: () => Promise<ShowcaseActions> }) {
  useScrollToHash();
  return (
    <>
      <ShowcaseSection ready={showcaseReady} actions={actions} />
      <SolutionsSection />
      <TestimonialsSection />
      <FaqSection />
      <CtaSection />
    </>
  );
}
