import { Modal } from '@mantine/core';
import { ManagePanel } from './manage-panel';

/** Opened from the settings entry beside the user name (SPEC §2). */
export function ManageDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Manage Subscription" size={480} data-testid="manage-dialog">
      <ManagePanel />
    </Modal>
  );
}
