import { Container, Stack, Text, Title } from '@mantine/core';
import { PricingFaq } from './pricing-faq';
import { PricingPlans } from './pricing-plans';
import { TestModeBadge } from './test-mode-badge';

/** /price's main content (SPEC §2): the two plans and the FAQ; `testMode` marks the local test-mode checkout. */
export function PricingContent({ testMode }: { testMode: boolean }) {
  return (
    <Container size={880} py={56} component="main" id="main" data-testid="pricing-page">
      <Stack gap={48}>
        <Stack gap="xs" align="center" ta="center">
          {testMode && <TestModeBadge />}
          <Title order={1} fz={{ base: 30, sm: 40 }}>
            Simple pricing
          </Title>
          <Text c="dimmed" maw={520}>
            Start free. Upgrade to Plus for unlimited advice, chats and simulations.
          </Text>
        </Stack>
        <PricingPlans />
        <PricingFaq />
      </Stack>
    </Container>
  );
}
