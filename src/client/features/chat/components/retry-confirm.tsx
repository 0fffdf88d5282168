import { Button, Group, Modal, Text } from '@mantine/core';

/** Asks before 'Try Another' rewrites a reply that something the user did depends on. */
export function RetryConfirm({ question, onCancel, onConfirm }: { question: string; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal opened onClose={onCancel} title="Try Another?" size={420} data-testid="retry-confirm">
      <Text size="sm" data-testid="retry-confirm-text">
        {question}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onCancel} data-testid="retry-confirm-cancel">
          Cancel
        </Button>
        <Button onClick={onConfirm} data-testid="retry-confirm-ok">
          Try Another
        </Button>
      </Group>
    </Modal>
  );
}
