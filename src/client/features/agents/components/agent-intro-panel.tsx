import { Center, Loader } from '@mantine/core';
import { AgentIntro } from '../../../components/agent-intro';
import { deferredComponent } from '../../../components/deferred-component';
import { useResolvedAgent } from '../hooks/use-resolved-agent';

/** Mantine's Alert comes with the error, which a blank chat's first paint does not draw. */
const AgentIntroError = deferredComponent(() => import('./agent-intro-error').then((m) => m.AgentIntroError));

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
  if (isError || !agent) return <AgentIntroError error={error} onRetry={() => void refetch()} />;
  return <AgentIntro agent={agent} />;
}
