import { Stack, Text } from '@mantine/core';
import { MESSAGES_LOAD_FAILED } from '../hooks/chat-errors';
import classes from './chat.module.css';
import { LightButton } from '../../../components/light-button';

/** Any other load failure (SPEC §8): the generic text and 'Try again'. */
export function ChatLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={classes.center} data-testid="chat-load-error">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Text fw={600}>{MESSAGES_LOAD_FAILED}</Text>
        <LightButton variant="light" onClick={onRetry} loading={retrying} data-testid="chat-load-retry">
          Try again
        </LightButton>
      </Stack>
    </div>
  );
}
