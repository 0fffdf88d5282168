import { Button, Loader, Text } from '@mantine/core';
import { Icon } from '../../../components/icon';
import classes from './practice.module.css';

export function PanelLoading() {
  return (
    <div className={classes.center} data-testid="practice-panel-loading">
      <Loader type="dots" aria-label="Loading practice" />
    </div>
  );
}

/** SPEC §2: the coach is building the practice ('Creating Your Roleplay Practice' / 'Creating New Practice'). */
export function PanelCreating({ title }: { title: string }) {
  return (
    <div className={classes.center} data-testid="practice-creating">
      <Icon name="sparkles" size={36} />
      <Text fw={650} size="lg" data-testid="practice-creating-title">
        {title}
      </Text>
      <Loader type="dots" size="sm" />
    </div>
  );
}

export function PanelError({ message, onRetry, retrying }: { message: string; onRetry?: () => void; retrying?: boolean }) {
  return (
    <div className={classes.center} data-testid="practice-panel-error" role="alert">
      <Icon name="alert" size={28} />
      <Text size="sm" maw={360}>
        {message}
      </Text>
      {onRetry && (
        <Button variant="light" size="xs" onClick={onRetry} loading={retrying} data-testid="practice-panel-retry">
          Try again
        </Button>
      )}
    </div>
  );
}
