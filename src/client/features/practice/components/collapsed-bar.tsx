import { Text, Tooltip, UnstyledButton, ActionIcon } from '@mantine/core';
import { Icon } from '../../../components/icon';
import classes from './practice.module.css';

type CollapsedBarProps = {
  label: string;
  detail?: string;
  onExpand: () => void;
  testId: string;
  /** A thin vertical rail (wide screens) rather than a full-width bar. */
  rail?: boolean;
};

/** A collapsed part of the practice screen: tapping it expands it (SPEC §2, stacked layout). */
export function CollapsedBar({ label, detail, onExpand, testId, rail }: CollapsedBarProps) {
  if (rail) {
    return (
      <Tooltip label={label} position="right" withArrow>
        <ActionIcon variant="light" size="lg" onClick={onExpand} aria-label={`Open ${label.toLowerCase()}`} data-testid={testId}>
          <Icon name="sidebar-expand" size={18} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <UnstyledButton className={classes.collapsedBar} onClick={onExpand} aria-expanded={false} data-testid={testId}>
      <Icon name="chevron-down" size={16} />
      <Text size="sm" fw={600} truncate="end" style={{ flex: 1, minWidth: 0 }}>
        {label}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed" truncate="end" maw="45%">
          {detail}
        </Text>
      )}
    </UnstyledButton>
  );
}
