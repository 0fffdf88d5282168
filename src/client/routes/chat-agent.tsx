import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { AgentIntroPanel } from '../features/agents/components/agent-intro-panel';

/**
 * /chat, /chat/:agentSlug and (until the chat lands) /chat/:agentSlug/:sessionId: the selected
 * agent's intro. The message list and input belong to the chat feature (later work).
 */
export function ChatAgentPage() {
  const { agentSlug } = useParams();
  return (
    <Container size={720} py={{ base: 40, sm: 72 }} px="md">
      <AgentIntroPanel slug={agentSlug} />
    </Container>
  );
}
