import { Menu, type MenuProps } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import { Icon, type IconName } from './icon';

/** One line of a menu: an action, or a label heading the actions. */
export type MenuEntry =
  | { kind: 'item'; label: ReactNode; icon: IconName; onClick: () => void; testId: string; color?: string }
  | { kind: 'label'; label: ReactNode };

export type MenuOptions = Pick<MenuProps, 'position' | 'width' | 'shadow' | 'withArrow' | 'withinPortal'>;

type MenuWithEntriesProps = MenuOptions & { target: ReactElement; entries: readonly MenuEntry[]; opened: boolean; onChange: (opened: boolean) => void };

/** Mantine's Menu over a list of entries: the code src/client/components/lazy-menu.tsx loads on first use. */
export function MenuWithEntries({ target, entries, opened, onChange, ...options }: MenuWithEntriesProps) {
  return (
    <Menu {...options} opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry, index) =>
          entry.kind === 'label' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a menu's entries are fixed per render
            <Menu.Label key={index}>{entry.label}</Menu.Label>
          ) : (
            <Menu.Item key={entry.testId} color={entry.color} leftSection={<Icon name={entry.icon} size={16} />} onClick={entry.onClick} data-testid={entry.testId}>
              {entry.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
