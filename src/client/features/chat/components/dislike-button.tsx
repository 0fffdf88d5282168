import { ActionIcon, Button, Group, Popover, Textarea, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { Icon } from '../../../components/icon';

type DislikeButtonProps = {
  disliked: boolean;
  onDislike: (reason: string) => void;
  onTakeBack: () => void;
};

const REASON_MAX = 500;

/** Thumbs-down beside the like: asks for an optional reason first; pressed again, takes it back. */
export function DislikeButton({ disliked, onDislike, onTakeBack }: DislikeButtonProps) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const send = () => {
    onDislike(reason);
    setOpened(false);
    setReason('');
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={280} trapFocus returnFocus>
      <Popover.Target>
        <Tooltip label={disliked ? 'Disliked' : 'Dislike'} withArrow openDelay={300} disabled={opened}>
          <ActionIcon
            variant={disliked ? 'light' : 'subtle'}
            color={disliked ? undefined : 'gray'}
            size="md"
            onClick={() => (disliked ? onTakeBack() : setOpened((o) => !o))}
            aria-label="Dislike"
            aria-pressed={disliked}
            data-testid="bot-dislike"
          >
            <Icon name="thumb-up" size={16} fill={disliked ? 'currentColor' : 'none'} style={{ transform: 'rotate(180deg)' }} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown data-testid="dislike-form">
        <Textarea
          label="What was wrong? (optional)"
          placeholder="Too generic, not what I asked…"
          autosize
          minRows={2}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-testid="dislike-reason"
        />
        <Group justify="flex-end" mt="sm" gap="xs">
          <Button size="compact-sm" variant="subtle" color="gray" onClick={() => setOpened(false)}>
            Cancel
          </Button>
          <Button size="compact-sm" onClick={send} data-testid="dislike-send">
            Send feedback
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
