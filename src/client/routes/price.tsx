import { HeaderActions } from '../app/header-actions';
import { useAppConfig } from '../features/app-config/hooks/use-app-config';
import { PricingPage } from '../features/billing/components/pricing-page';

/** /price */
export function PricePage() {
  const { data: config } = useAppConfig();
  return <PricingPage headerActions={<HeaderActions />} testMode={config?.billingMode === 'local'} />;
}
