import { Stack, Text, Title } from '@mantine/core';
import type { PracticeReport } from '../../../../shared/schemas/practice';
import classes from './practice.module.css';

function Section({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <Stack gap={8} data-testid={testId}>
      <Title order={4} fz={16}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** One of the user's lines in the report: the moment, the line as they wrote it, then the comment. */
function ResponseItem({ scenario, response, testId, children }: { scenario: string; response: string; testId: string; children: React.ReactNode }) {
  return (
    <div className={classes.reportItem} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {scenario}
      </Text>
      <Text size="sm" fw={600} my={4}>
        “{response}”
      </Text>
      {children}
    </div>
  );
}

/** The insight report's sections (SPEC §2, §3 Practice report). Empty sections are left out. */
export function ReportSections({ report }: { report: PracticeReport }) {
  return (
    <Stack gap="lg">
      {report.start_tip && (
        <Text size="sm" data-testid="report-start-tip">
          {report.start_tip}
        </Text>
      )}
      {report.good_response.length > 0 && (
        <Section title="Your Top Responses" testId="report-top-responses">
          {report.good_response.map((item) => (
            <ResponseItem key={`${item.scenario}${item.your_response}`} scenario={item.scenario} response={item.your_response} testId="report-good-item">
              <Text size="sm">{item.coach_insight}</Text>
            </ResponseItem>
          ))}
        </Section>
      )}
      {report.bad_response.length > 0 && (
        <Section title="What could be better" testId="report-could-be-better">
          {report.bad_response.map((item) => (
            <ResponseItem key={`${item.scenario}${item.your_response}`} scenario={item.scenario} response={item.your_response} testId="report-bad-item">
              <Text size="sm">
                <Text span fw={600} inherit>
                  Try instead:{' '}
                </Text>
                {item.better_approach}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {item.coach_insight}
              </Text>
            </ResponseItem>
          ))}
        </Section>
      )}
      {report.expert_advice.length > 0 && (
        <Section title="Expert Advice" testId="report-advice">
          {report.expert_advice.map((item) => (
            <div key={item.title} className={classes.reportItem}>
              <Text size="sm" fw={600}>
                {item.title}
              </Text>
              <Text size="sm">{item.content}</Text>
            </div>
          ))}
        </Section>
      )}
      {report.takeaway.length > 0 && (
        <Section title="Your Next Move" testId="report-next-move">
          {report.takeaway.map((item) => (
            <div key={item.title} className={classes.learnItem}>
              <span className={classes.emoji} aria-hidden>
                {item.icon}
              </span>
              <div>
                <Text size="sm" fw={600}>
                  {item.title}
                </Text>
                <Text size="sm">{item.content}</Text>
              </div>
            </div>
          ))}
        </Section>
      )}
      {report.end_tip && (
        <Text size="sm" c="dimmed" data-testid="report-end-tip">
          {report.end_tip}
        </Text>
      )}
    </Stack>
  );
}
