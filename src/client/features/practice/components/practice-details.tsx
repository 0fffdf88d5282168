import { Stack, Text, Title } from '@mantine/core';
import type { Practice } from '../../../../shared/schemas/practice';
import classes from './practice.module.css';

/** The practice's name, scenario, goal and what it teaches (the intro card and the Goal dialog). */
export function PracticeDetails({ practice }: { practice: Practice }) {
  const details = practice.details;
  return (
    <Stack gap="md">
      <Title order={3} fz={20} data-testid="practice-intro-name">
        {practice.name ?? details?.title ?? 'Practice'}
      </Title>
      {details && (
        <>
          <Text size="sm" data-testid="practice-intro-scenario">
            {details.scenario}
          </Text>
          <Stack gap={8} data-testid="practice-goal-section">
            <Text fw={650}>Practice Goal</Text>
            <div className={classes.reportItem}>
              <Text size="xs" fw={600} c="teal">
                You Made It When…
              </Text>
              <Text size="sm" data-testid="practice-success-condition">
                {details.success_condition}
              </Text>
            </div>
            <div className={classes.reportItem}>
              <Text size="xs" fw={600} c="red">
                You failed It When…
              </Text>
              <Text size="sm" data-testid="practice-failure-condition">
                {details.failure_condition}
              </Text>
            </div>
          </Stack>
          {details.you_will_learn.length > 0 && (
            <Stack gap={8} data-testid="practice-learn">
              <Text fw={650}>What You'll Practice</Text>
              {details.you_will_learn.map((item) => (
                <div key={`${item.emoji}${item.content}`} className={classes.learnItem}>
                  <span className={classes.emoji} aria-hidden>
                    {item.emoji}
                  </span>
                  <Text size="sm">{item.content}</Text>
                </div>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
