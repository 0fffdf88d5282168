import { useSiteData } from '../app/site/site-data';
import { SiteHeaderActions } from '../app/site/site-header-actions';
import { PricingPage } from '../features/billing/components/pricing-page';

/** /price */
export function PricePage() {
  const { config } = useSiteData();
  return <PricingPage headerActions={<SiteHeaderActions />} testMode={config.billingMode === 'local'} />;
}
