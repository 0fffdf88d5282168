import { Alert, Center, Loader } from '@mantine/core';
import { AgentIntro } from '../../../components/agent-intro';
import { serverErrorText } from '../../../lib/error-status';
import { useResolvedAgent } from '../hooks/use-resolved-agent';
import { LightButton } from '../../../components/light-button';

/** The selected agent's welcome in a blank chat (unknown slugs show the default agent). */
export function AgentIntroPanel({ slug }: { slug: string | undefined }) {
  const { agent, isPending, isError, error, refetch } = useResolvedAgent(slug);

  if (isPending) {
    return (
      <Center py={80}>
        <Loader type="dots" />
      </Center>
    );
  }
  if (isError || !agent) {
    return (
      <Alert color="red" variant="light" maw={480} mx="auto" title="Couldn't load this advisor" data-testid="agent-intro-error">
        {serverErrorText(error)}
        <LightButton variant="light" color="red" size="xs" mt="sm" display="block" onClick={() => refetch()}>
          Try again
        </LightButton>
      </Alert>
    );
  }
  return <AgentIntro agent={agent} />;
}
