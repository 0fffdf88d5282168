import { Badge } from '@mantine/core';
import type { Message } from '../../../../shared/schemas/message';

/** Under the advisor's first setup question: who the simulator will play (SPEC §3 persona label). */
export function SetupMessageLabel({ message }: { message: Message }) {
  if (message.extra_data.simulator_setup_message_type !== 'start') return null;
  const item = message.items.find((i) => i.type === 'simulator');
  const label = item?.type === 'simulator' ? item.content.persona_label : undefined;
  if (typeof label !== 'string') return null;
  return (
    <Badge variant="light" color="grape" size="sm" mt={6} data-testid="simulator-persona-label">
      Simulator · {label}
    </Badge>
  );
}
