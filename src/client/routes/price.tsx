import { HeaderActions } from '../app/header-actions';
import { PricingPage } from '../features/billing/components/pricing-page';

/** /price */
export function PricePage() {
  return <PricingPage headerActions={<HeaderActions />} />;
}
