import { Loader, Stack, Text } from '@mantine/core';
import { Icon } from '../../../components/icon';
import { REPORT_STEPS } from '../hooks/report-steps';
import { useReportProgress } from '../hooks/use-practice-report';
import classes from './practice.module.css';

/** SPEC §2/§9: a loading view; after 3 s 'Generating Insight...' with four steps (5 s each, the last open-ended). */
export function ReportLoading() {
  const { showLabel, activeStep } = useReportProgress(true);
  return (
    <div className={classes.center} data-testid="report-loading" data-phase={showLabel ? 'generating' : 'loading'}>
      <Loader type="dots" aria-label="Loading the report" />
      {showLabel && (
        <>
          <Text fw={650} size="lg" data-testid="report-generating">
            Generating Insight...
          </Text>
          <Stack gap={8} mt="xs" align="flex-start">
            {REPORT_STEPS.map((label, i) => {
              const state = i < activeStep ? 'done' : i === activeStep ? 'active' : 'pending';
              return (
                <div key={label} className={classes.step} data-state={state} data-testid="report-step">
                  {state === 'done' ? <Icon name="check" size={16} /> : state === 'active' ? <Loader size={14} /> : <span style={{ width: 16 }} />}
                  <Text size="sm" inherit>
                    {label}
                  </Text>
                </div>
              );
            })}
          </Stack>
        </>
      )}
    </div>
  );
}
