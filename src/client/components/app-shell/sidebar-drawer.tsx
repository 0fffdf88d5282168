import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './chat-shell.module.css';

/** The sidebar as a drawer on phones (its own chunk: desktops never load it). */
export function SidebarDrawer({ opened, onClose, children }: { opened: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={288}
      padding={0}
      withCloseButton={false}
      classNames={{ content: classes.drawerContent }}
      aria-label="Sidebar"
    >
      <div className={classes.drawerInner}>{children}</div>
    </Drawer>
  );
}
