import type { ReactNode } from 'react';
import { serverMarkup } from '../../../components/server-markup';
import { SiteFooterMarkup } from '../../../components/site-footer-markup';
import { SiteHeader } from '../../../components/site-header';
import { goTo } from '../../../lib/go-to';
import { openPlanDialog } from '../hooks/billing-dialogs';

/** The plans' buttons (pricing-plans.tsx), handled on the kept markup's wrapper. */
function onPricingClick(target: Element) {
  const action = target.closest('[data-pricing-action]')?.getAttribute('data-pricing-action');
  if (action === 'try-free') goTo('/chat');
  else if (action === 'subscribe') openPlanDialog('pricing_page');
}

/**
 * The plans and the FAQ, kept from the server's markup (components/server-markup.tsx): nothing in
 * them changes in the browser, so their code (Card, List, SimpleGrid…) is not in the first load.
 */
const PricingContentMarkup = serverMarkup(async () => (await import('./pricing-content')).PricingContent, 'PricingContentMarkup', onPricingClick);

/** /price (SPEC §2): the two plans and the FAQ; `testMode` marks the local test-mode checkout. */
export function PricingPage({ headerActions, testMode = false }: { headerActions?: ReactNode; testMode?: boolean }) {
  return (
    <>
      <SiteHeader actions={headerActions} />
      <PricingContentMarkup testMode={testMode} />
      <SiteFooterMarkup />
    </>
  );
}
