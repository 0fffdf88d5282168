import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { Icon } from '../../../components/icon';

type CopyButtonProps = { text: string; variant?: 'icon' | 'label'; testId: string; label?: string };

/** Copies `text`; says 'Copied' for two seconds. */
export function CopyButton({ text, variant = 'icon', testId, label = 'Copy' }: CopyButtonProps) {
  const clipboard = useClipboard({ timeout: 2000 });
  const copied = clipboard.copied;
  if (variant === 'label') {
    return (
      <Button
        size="compact-xs"
        variant={copied ? 'light' : 'subtle'}
        color={copied ? 'teal' : 'gray'}
        leftSection={<Icon name={copied ? 'check' : 'copy'} size={14} />}
        onClick={() => clipboard.copy(text)}
        data-testid={testId}
        data-copied={copied || undefined}
      >
        {copied ? 'Copied' : label}
      </Button>
    );
  }
  return (
    <Tooltip label={copied ? 'Copied' : label} withArrow openDelay={300}>
      <ActionIcon
        variant="subtle"
        color={copied ? 'teal' : 'gray'}
        size="md"
        onClick={() => clipboard.copy(text)}
        aria-label={copied ? 'Copied' : label}
        data-testid={testId}
        data-copied={copied || undefined}
      >
        <Icon name={copied ? 'check' : 'copy'} size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
