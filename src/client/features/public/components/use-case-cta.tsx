import { Stack, Text } from '@mantine/core';
import { LightButton } from '../../../components/light-button';
import type { UseCase } from '../../../../shared/site/schema';
import { AGENT_NAMES } from '../../../../shared/agent-names';
import { DEFAULT_AGENT_SLUG } from '../../../../shared/agent-slugs';
import { askAttributes } from '../hooks/ask-advisor';

/**
 * The landing page's call to action: opens the fitting advisor with the case's question, which is
 * sent by itself — the visitor sees advice without typing anything. The page is kept markup: the
 * click is handled by its box (`askAttributes`).
 */
export function UseCaseCta({ useCase, placement }: { useCase: UseCase; placement: 'top' | 'bottom' }) {
  const agentSlug = useCase.agentSlug ?? DEFAULT_AGENT_SLUG;
  const advisor = AGENT_NAMES[agentSlug];
  return (
    <Stack gap={8} align="flex-start">
      <LightButton
        size="lg"
        {...askAttributes(useCase.promptText, { agentSlug, source: `use_case_${placement}`, useCase: useCase.slug })}
        data-testid={placement === 'top' ? 'use-case-cta' : 'use-case-cta-bottom'}
      >
        Get advice on this — free
      </LightButton>
      <Text size="xs" c="dimmed" maw={520}>
        Opens the {advisor} and asks: <span data-testid={placement === 'top' ? 'use-case-prompt' : undefined}>“{useCase.promptText}”</span>
      </Text>
    </Stack>
  );
}
