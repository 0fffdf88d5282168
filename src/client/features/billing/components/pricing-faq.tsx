import { Title } from '@mantine/core';
import { PRICING_FAQ } from '../../../../shared/site/faq';
import classes from './pricing-faq.module.css';

/** The chevron of Mantine's Accordion (AccordionChevron), so the FAQ looks as it did. */
const CHEVRON_PATH =
  'M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z';

/** Open when the page loads, as the accordion's default was. */
const OPEN_FIRST = 'change-plan';

/**
 * SPEC §2's FAQ entries on the pricing page, as native <details> sharing one `name` (one open at a
 * time, as the accordion was): they need no script, so the section stays server markup, and every
 * answer is in the HTML for crawlers and the FAQPage data.
 */
export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-title" data-testid="pricing-faq">
      <Title order={2} id="pricing-faq-title" ta="center" mb="lg" fz={{ base: 24, sm: 30 }}>
        Frequently asked questions
      </Title>
      {PRICING_FAQ.map((item) => (
        <details key={item.id} name="pricing-faq" open={item.id === OPEN_FIRST} className={classes.item} data-testid={`faq-${item.id}`}>
          <summary className={classes.question}>
            <span className={classes.label}>{item.question}</span>
            <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" aria-hidden="true">
              <path d={CHEVRON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
            </svg>
          </summary>
          <div className={classes.answer}>{item.answer}</div>
        </details>
      ))}
    </section>
  );
}
