import { Button, Text } from '@mantine/core';
import { Link } from '../../../lib/router';
import { PlanMenu } from '../../../components/plan-menu';
import type { PracticePlan } from '../../../../shared/schemas/practice';
import { cardModel, type CardMode } from '../hooks/plan-card-model';
import classes from './lists.module.css';

/** SPEC §2 practice card in its mode: normal, practicing ('Continue' / 'Retry') or completed. */
export function PlanCard({ plan, mode }: { plan: PracticePlan | null; mode: CardMode }) {
  const model = cardModel(plan, mode);
  if (model.kind === 'deleted') {
    return (
      <div className={classes.card} data-kind="deleted" data-testid="plan-card">
        <Text size="sm" c="dimmed" data-testid="plan-card-deleted">
          {model.text}
        </Text>
      </div>
    );
  }
  if (model.kind === 'new') {
    return (
      <div className={classes.card} data-kind="new" data-testid="plan-card" data-plan-id={plan?.id}>
        <Text fw={650} data-testid="plan-card-title">
          {model.title}
        </Text>
        <Button component={Link} to={model.href} radius="xl" size="sm" data-testid="plan-card-go">
          {model.button}
        </Button>
      </div>
    );
  }
  return (
    <div className={classes.card} data-kind="plan" data-mode={mode} data-testid="plan-card" data-plan-id={plan?.id}>
      {plan && (
        <div className={classes.cardMenu}>
          <PlanMenu planId={plan.id} name={model.title} />
        </div>
      )}
      <Link to={model.href} className={classes.cardLink} data-testid="plan-card-link">
        <Text fw={650} lineClamp={2} data-testid="plan-card-title">
          {model.title}
        </Text>
        {model.description && (
          <Text size="sm" c="dimmed" lineClamp={3} mt={4}>
            {model.description}
          </Text>
        )}
      </Link>
      <Text size="xs" c="dimmed" data-testid="plan-card-time">
        {model.time}
      </Text>
      {model.button && (
        <Button
          component={Link}
          to={model.button.href}
          size="compact-sm"
          radius="xl"
          variant={model.button.label === 'Retry' ? 'light' : 'filled'}
          style={{ alignSelf: 'flex-start' }}
          data-testid="plan-card-action"
        >
          {model.button.label}
        </Button>
      )}
    </div>
  );
}

/** The 'Create Practice' placeholder card: a new plan with the coach. */
export function CreatePracticeCard() {
  return (
    <Link to="/chat/practice-plan/create?source=your_practice" className={classes.card} data-kind="create" data-testid="create-practice-card">
      <Text fz={28} aria-hidden>
        ＋
      </Text>
      <Text fw={650}>Create Practice</Text>
    </Link>
  );
}
