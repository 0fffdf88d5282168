import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import type { Practice } from '../../../../shared/schemas/practice';
import { Icon } from '../../../components/icon';
import { PracticeDetails } from './practice-details';

/** The intro card opened from the Goal button: a dialog with a back button and no start button. */
export function PracticeGoalDialog({ practice, opened, onClose }: { practice: Practice; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} withCloseButton={false} centered radius="lg" size="lg" data-testid="practice-goal-dialog">
      <Group gap={8} mb="md">
        <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label="Back" data-testid="practice-goal-back">
          <Icon name="arrow-left" size={18} />
        </ActionIcon>
        <Text fw={700} size="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.06em' }}>
          Practice
        </Text>
      </Group>
      <PracticeDetails practice={practice} />
    </Modal>
  );
}
