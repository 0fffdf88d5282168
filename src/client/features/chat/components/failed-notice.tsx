import { Button } from '@mantine/core';
import { useErrorText, withErrorCatalogue } from '../../../lib/error-catalogue';
import { Icon } from '../../../components/icon';
import classes from './chat.module.css';

type FailedNoticeProps = { code: string | undefined; onRetry?: () => void; retrying: boolean; disabled: boolean };

/** A failed reply: its catalogue text (SPEC §8) and 'Try Again'. */
export const FailedNotice = withErrorCatalogue(function FailedNotice({ code, onRetry, retrying, disabled }: FailedNoticeProps) {
  const errorText = useErrorText();
  return (
    <div className={classes.failed} role="alert" data-testid="bot-error">
      <Icon name="alert" size={18} />
      <span style={{ flex: '1 1 200px' }} data-testid="bot-error-text">
        {errorText(code)}
      </span>
      {onRetry && (
        <Button
          size="compact-sm"
          variant="white"
          color="red"
          leftSection={<Icon name="refresh" size={14} />}
          onClick={onRetry}
          loading={retrying}
          disabled={disabled}
          data-testid="bot-try-again"
        >
          Try Again
        </Button>
      )}
    </div>
  );
});
