import { Alert } from '@mantine/core';
import { serverErrorText } from '../../../lib/error-status';
import { LightButton } from '../../../components/light-button';

/** The advisor could not be loaded: the server's text and 'Try again'. */
export function AgentIntroError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" maw={480} mx="auto" title="Couldn't load this advisor" data-testid="agent-intro-error">
      {serverErrorText(error)}
      <LightButton variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
        Try again
      </LightButton>
    </Alert>
  );
}
