import { Container, Text } from '@mantine/core';
import { HOME_FAQ } from '../../../../shared/site/faq';
import classes from './public.module.css';
import { SectionHeading } from './section-heading';

/** Home: SPEC §2's FAQ. Native <details>: no script, and every answer is in the page's text. */
export function FaqSection() {
  return (
    <section id="faq" className={classes.section} aria-labelledby="faq-title" data-testid="home-faq">
      <Container size={760}>
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions, answered" />
        {HOME_FAQ.map((entry) => (
          <details key={entry.id} className={classes.faqItem} data-testid={`faq-${entry.id}`}>
            <summary data-testid="faq-question">{entry.question}</summary>
            <Text c="dimmed" pb="lg" data-testid="faq-answer">
              {entry.answer}
            </Text>
          </details>
        ))}
      </Container>
    </section>
  );
}
