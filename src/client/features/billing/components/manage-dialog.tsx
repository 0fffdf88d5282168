import { Modal, Stack } from '@mantine/core';
import { usePlans } from '../hooks/use-billing';
import { ManagePanel } from './manage-panel';
import { TestModeBadge } from './test-mode-badge';

/** Opened from the settings entry beside the user name (SPEC §2). Prices shown: TEST MODE says so. */
export function ManageDialog({ onClose }: { onClose: () => void }) {
  const plans = usePlans();
  return (
    <Modal opened onClose={onClose} title="Manage Subscription" size={480} data-testid="manage-dialog">
      <Stack gap="md">
        {plans.data?.mode === 'local' && <TestModeBadge />}
        <ManagePanel />
      </Stack>
    </Modal>
  );
}
