import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The login step's heading, registered as the dialog's title: Mantine then names the dialog by it
 * (aria-labelledby), which a plain heading with an id does not do.
 */
export function LoginTitle({ children }: { children: ReactNode }) {
  return (
    <Modal.Title fz={24} fw={700} lh={1.3} data-testid="login-title">
      {children}
    </Modal.Title>
  );
}
