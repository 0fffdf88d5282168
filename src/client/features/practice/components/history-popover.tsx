import { Button, Popover, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useDisplayed, useOneTimeTip } from '../../../lib/use-one-time-tip';
import type { Practice } from '../../../../shared/schemas/practice';
import { formatMessageTime } from '../../../lib/format-time';
import { flagSet, HISTORY_TOOLTIP_KEY, setFlag } from '../hooks/local-flags';
import { historyStatusLine } from '../hooks/practice-status';
import classes from './practice.module.css';

type HistoryPopoverProps = {
  practices: readonly Practice[];
  currentId: string;
  onOpen: (practice: Practice) => void;
};

const markHistoryTipSeen = () => setFlag(HISTORY_TOOLTIP_KEY);

/**
 * SPEC §2 'Practice History': every practice of the plan with its last update and status line;
 * a click opens it. The caller shows it only for plans with 2 or more practices. The first time it
 * appears, a tooltip points at it (remembered in local storage).
 */
export function HistoryPopover({ practices, currentId, onOpen }: HistoryPopoverProps) {
  const [opened, setOpened] = useState(false);
  // Shown once the button is really on screen (a folded panel stays mounted, hidden), then gone
  // with the next tap anywhere.
  const { ref, displayed } = useDisplayed<HTMLButtonElement>();
  const tip = useOneTimeTip(HISTORY_TOOLTIP_KEY, flagSet(HISTORY_TOOLTIP_KEY), markHistoryTipSeen, displayed);
  const newestFirst = [...practices].sort((a, b) => b.updated_at.localeCompare(a.updated_at));

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={300} radius="md">
      <Popover.Target>
        {/* Above the button, never flipped below it: below sit the practice's title and progress. */}
        <Tooltip
          label="View your practice history here"
          opened={tip && !opened}
          withArrow
          position="top-end"
          middlewares={{ flip: false, shift: true }}
          data-testid="practice-history-tip"
        >
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            ref={ref}
            onClick={() => setOpened((o) => !o)}
            aria-expanded={opened}
            data-testid="practice-history-button"
          >
            History
          </Button>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={6} data-testid="practice-history">
        <Text fw={650} size="sm" px={10} py={6}>
          Practice History
        </Text>
        <Stack gap={2} className={classes.historyList} data-testid="practice-history-list">
          {newestFirst.map((practice) => (
            <UnstyledButton
              key={practice.id}
              className={classes.historyItem}
              data-current={practice.id === currentId || undefined}
              onClick={() => {
                setOpened(false);
                onOpen(practice);
              }}
              data-testid="practice-history-item"
              data-practice-id={practice.id}
            >
              <Text size="sm" fw={550} truncate="end">
                {practice.name ?? practice.details?.title ?? 'Practice'}
              </Text>
              <Text size="xs" c="dimmed">
                <span data-testid="practice-history-status">{historyStatusLine(practice)}</span> · {formatMessageTime(practice.updated_at)}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
