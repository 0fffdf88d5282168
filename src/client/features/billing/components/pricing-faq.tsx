import { Accordion, Title } from '@mantine/core';

/** SPEC §2's FAQ entries on the pricing page. */
const FAQ = [
  {
    id: 'difference',
    q: 'How is this different from a general chatbot?',
    a: 'Each advisor is made for one kind of conversation — a crush, an ex, a colleague, a customer, an interview — and answers with ready-to-send replies for your situation. You can paste screenshots of the chat, and rehearse the conversation in a roleplay practice before you have it.',
  },
  {
    id: 'change-plan',
    q: 'Can I change my plan?',
    a: 'Yes. Plus is billed weekly, monthly or annually, and you can switch in Manage Subscription. Upgrades take effect at once, with the remaining time of your current plan prorated; downgrades take effect at your next renewal.',
  },
  {
    id: 'cancel',
    q: 'What happens when I cancel?',
    a: 'You keep Plus until the end of the billing period you paid for. After that there is no auto-renew: you are not charged again.',
  },
  {
    id: 'data-after-cancel',
    q: 'What happens to my data after I cancel?',
    a: 'Your chat history stays. On the free plan the message limit drops to 5 a day, and while you have more than 2 active chats you cannot create new chat tabs.',
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-title" data-testid="pricing-faq">
      <Title order={2} id="pricing-faq-title" ta="center" mb="lg" fz={{ base: 24, sm: 30 }}>
        Frequently asked questions
      </Title>
      <Accordion variant="separated" radius="md" defaultValue="change-plan">
        {FAQ.map((item) => (
          <Accordion.Item key={item.id} value={item.id} data-testid={`faq-${item.id}`}>
            <Accordion.Control>{item.q}</Accordion.Control>
            <Accordion.Panel>{item.a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
