import { Button, Group, Textarea } from '@mantine/core';
import { useState } from 'react';
import { LIMITS } from '../../../../shared/constants';

type EditMessageBoxProps = { initial: string; onCancel: () => void; onSend: (text: string) => Promise<void> };

/** The user's message in place, editable: 'Send' resends it (a new version; the old one is kept). */
export function EditMessageBox({ initial, onCancel, onSend }: EditMessageBoxProps) {
  const [text, setText] = useState(initial);
  const [sending, setSending] = useState(false);
  const trimmed = text.trim();
  return (
    <div style={{ width: 'min(84%, 620px)' }} data-testid="user-edit-box">
      <Textarea
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={LIMITS.messageTextMaxChars}
        aria-label="Edit your message"
        data-autofocus
        autoFocus
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
        data-testid="user-edit-input"
      />
      <Group justify="flex-end" gap="xs" mt={6}>
        <Button size="compact-sm" variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          size="compact-sm"
          disabled={!trimmed || trimmed === initial.trim()}
          loading={sending}
          onClick={async () => {
            setSending(true);
            try {
              await onSend(trimmed);
            } finally {
              setSending(false);
            }
          }}
          data-testid="user-edit-send"
        >
          Send
        </Button>
      </Group>
    </div>
  );
}
