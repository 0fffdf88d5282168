import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import type { Practice } from '../../../../shared/schemas/practice';
import { Icon } from '../../../components/icon';
import { SKIPPED_TEXT, usePracticeReport } from '../hooks/use-practice-report';
import { PanelError } from './panel-placeholders';
import classes from './practice.module.css';
import { ReportLoading } from './report-loading';
import { ReportSections } from './report-sections';

type ReportViewProps = {
  practice: Practice;
  onBack: () => void;
  /** 'Practice Again?' → 'Restart Practice' (absent for a replaced plan). */
  onRestart?: () => void;
  restarting?: boolean;
};

/** SPEC §2: the practice insight report, turned over the simulator panel. */
export function ReportView({ practice, onBack, onRestart, restarting }: ReportViewProps) {
  const { view, retry, retrying } = usePracticeReport(practice);
  let body;
  if (view.kind === 'loading') body = <ReportLoading />;
  else if (view.kind === 'error') body = <PanelError message="Unable to load practice report" onRetry={retry} retrying={retrying} />;
  else if (view.kind === 'skipped' || view.kind === 'empty') {
    body = (
      <div className={classes.center}>
        <Text size="sm" maw={420} data-testid={view.kind === 'skipped' ? 'report-skipped' : 'report-empty'}>
          {view.kind === 'skipped' ? SKIPPED_TEXT : view.text}
        </Text>
      </div>
    );
  } else {
    body = (
      <div className={classes.scroll}>
        <div className={classes.card}>
          <ReportSections report={view.report} />
          {onRestart && (
            <Stack gap={8} mt="xl" align="center" data-testid="report-practice-again">
              <Text fw={650}>Practice Again?</Text>
              <Button radius="xl" onClick={onRestart} loading={restarting} data-testid="report-restart">
                Restart Practice
              </Button>
            </Stack>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className={`${classes.simulator} ${classes.report}`} data-testid="practice-report" data-state={view.kind}>
      <div className={classes.header}>
        <Group gap={8} wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label="Back to the practice" data-testid="report-back">
            <Icon name="arrow-left" size={18} />
          </ActionIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={650} size="sm">
              Practice Insight
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {practice.report_card_title ?? practice.name ?? practice.details?.title}
            </Text>
          </div>
        </Group>
      </div>
      {body}
    </div>
  );
}
