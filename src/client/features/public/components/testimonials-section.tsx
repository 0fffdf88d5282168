import { Card, Container, SimpleGrid, Text } from '@mantine/core';
import { TESTIMONIALS } from '../../../../shared/site/testimonials';
import classes from './public.module.css';
import { SectionHeading } from './section-heading';

/** Home: what using the advisors is like (illustrative stories, labelled as such). */
export function TestimonialsSection() {
  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="stories-title" data-testid="home-testimonials">
      <Container size="lg">
        <SectionHeading id="stories-title" eyebrow="Stories" title="The conversations people bring" />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {TESTIMONIALS.map((t) => (
            <Card key={t.name} component="figure" m={0} className={classes.card} withBorder radius="lg" padding="lg" data-testid="testimonial">
              <Text component="blockquote" m={0} mb="md">
                “{t.quote}”
              </Text>
              <Text component="figcaption" size="sm" c="dimmed">
                <Text span fw={650} c="var(--mantine-color-text)">
                  {t.name}
                </Text>{' '}
                — {t.context}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" ta="center" mt="lg">
          Illustrative stories based on common situations; names are invented.
        </Text>
      </Container>
    </section>
  );
}
