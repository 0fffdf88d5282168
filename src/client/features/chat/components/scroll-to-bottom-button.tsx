import { ActionIcon } from '@mantine/core';
import { Icon } from '../../../components/icon';
import classes from './chat.module.css';

/** Shown when the view is more than 50 px above the end of the chat (SPEC §2, §9). */
export function ScrollToBottomButton({ onClick }: { onClick: () => void }) {
  return (
    <ActionIcon
      className={classes.scrollButton}
      variant="default"
      size={38}
      radius="xl"
      onClick={onClick}
      aria-label="Scroll to the latest message"
      data-testid="scroll-to-bottom"
    >
      <Icon name="arrow-down" size={18} />
    </ActionIcon>
  );
}
