import { Avatar, type AvatarProps } from '@mantine/core';
import type { Agent } from '../../shared/schemas/agent';

type AgentAvatarProps = Omit<AvatarProps, 'src' | 'alt'> & {
  agent: Pick<Agent, 'slug' | 'name' | 'image_url' | 'image_bg_color' | 'image_text_color'>;
};

/** The agent's portrait (`/agents/<slug>.svg` unless the agent names its own image). */
export function agentImageUrl(agent: Pick<Agent, 'slug' | 'image_url'>): string {
  return agent.image_url || `/agents/${agent.slug}.svg`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function AgentAvatar({ agent, style, ...rest }: AgentAvatarProps) {
  return (
    <Avatar
      src={agentImageUrl(agent)}
      alt={agent.name}
      radius="xl"
      style={{
        backgroundColor: agent.image_bg_color ?? undefined,
        color: agent.image_text_color ?? undefined,
        ...(typeof style === 'object' ? style : {}),
      }}
      {...rest}
    >
      {initials(agent.name)}
    </Avatar>
  );
}
