import { Accordion, Title } from '@mantine/core';
import { PRICING_FAQ } from '../../../../shared/site/faq';

/**
 * SPEC §2's FAQ entries on the pricing page. Closed answers stay in the markup (hidden with
 * `display: none`), so every answer is in the server's HTML for crawlers and the FAQPage data.
 */
export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-title" data-testid="pricing-faq">
      <Title order={2} id="pricing-faq-title" ta="center" mb="lg" fz={{ base: 24, sm: 30 }}>
        Frequently asked questions
      </Title>
      <Accordion variant="separated" radius="md" defaultValue="change-plan" keepMounted keepMountedMode="display-none">
        {PRICING_FAQ.map((item) => (
          <Accordion.Item key={item.id} value={item.id} data-testid={`faq-${item.id}`}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
