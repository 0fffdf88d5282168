import { Anchor, Group, Title } from '@mantine/core';
import { Link } from '../../../lib/router';
import { UI_TIMINGS } from '../../../../shared/constants';
import type { PracticePlan } from '../../../../shared/schemas/practice';
import { carouselSlots, type CardMode } from '../hooks/plan-card-model';
import classes from './lists.module.css';
import { CreatePracticeCard, PlanCard } from './plan-card';

type PracticeCarouselProps = {
  title: string;
  plans: readonly PracticePlan[];
  /** All items there are (the list may hold only the first page). */
  total: number;
  mode: CardMode;
  seeAllTo: string;
  testId: string;
};

/** SPEC §2/§9 carousel: at most 5 cards, 2.2 slides wide, 'See All' when there are more, 'Create Practice' when few. */
export function PracticeCarousel({ title, plans, total, mode, seeAllTo, testId }: PracticeCarouselProps) {
  const { shown, placeholders } = carouselSlots(plans, UI_TIMINGS.carouselMaxItems);
  const seeAll = total > UI_TIMINGS.carouselMaxItems;
  return (
    <section data-testid={testId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz={18}>
          {title}
        </Title>
        {seeAll && (
          <Anchor component={Link} to={seeAllTo} size="sm" fw={600} data-testid="carousel-see-all">
            See All
          </Anchor>
        )}
      </Group>
      <div className={classes.carousel}>
        {shown.map((plan) => (
          <div key={plan.id} className={classes.slide}>
            <PlanCard plan={plan} mode={mode} />
          </div>
        ))}
        {Array.from({ length: placeholders }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={classes.slide}>
            <CreatePracticeCard />
          </div>
        ))}
      </div>
    </section>
  );
}
