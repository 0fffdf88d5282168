import { Button, Group, Modal, Text } from '@mantine/core';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
};

/** The practice's confirmations (SPEC §2): 'End Practice?' and 'Restart will end your current practice, Restart?'. */
export function ConfirmDialog({ opened, title, confirmLabel, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} withCloseButton={false} centered size="sm" radius="lg" data-testid={testId}>
      <Text fw={650} size="lg" data-testid={`${testId}-title`}>
        {title}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} data-testid={`${testId}-cancel`}>
          Cancel
        </Button>
        <Button color={confirmLabel === 'End' ? 'red' : undefined} onClick={onConfirm} data-testid={`${testId}-confirm`}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

export const END_TITLE = 'End Practice?';
export const RESTART_TITLE = 'Restart will end your current practice, Restart?';
