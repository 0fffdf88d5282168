import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { Icon } from '../../../components/icon';
import classes from './chat.module.css';
import { CopyButton } from './copy-button';
import { DislikeButton } from './dislike-button';
import { MessageTime } from './message-time';
import { VersionPager } from './version-pager';

type MessageActionsProps = {
  text: string;
  createdAt: string;
  liked: boolean;
  /** Like belongs to the current version only. */
  canLike: boolean;
  onLike: () => void;
  disliked: boolean;
  onDislike: (disliked: boolean, reason?: string) => void;
  /** 'Try Another' on the last completed reply. */
  onTryAnother?: () => void;
  retrying: boolean;
  retryDisabled: boolean;
  pager?: { current: number; total: number; onChange: (version: number) => void };
};

/** Under a finished reply: copy, like, thumbs-down (with a reason), 'Try Another', the version pager and the time. */
export function MessageActions(props: MessageActionsProps) {
  const { text, createdAt, liked, canLike, onLike, disliked, onDislike, onTryAnother, retrying, retryDisabled, pager } = props;
  return (
    <div className={classes.actions} data-testid="message-actions">
      <CopyButton text={text} testId="bot-copy" />
      {canLike && (
        <Tooltip label={liked ? 'Liked' : 'Like'} withArrow openDelay={300}>
          <ActionIcon
            variant={liked ? 'light' : 'subtle'}
            color={liked ? undefined : 'gray'}
            size="md"
            onClick={onLike}
            aria-label="Like"
            aria-pressed={liked}
            data-testid="bot-like"
          >
            <Icon name="thumb-up" size={16} fill={liked ? 'currentColor' : 'none'} />
          </ActionIcon>
        </Tooltip>
      )}
      {canLike && <DislikeButton disliked={disliked} onDislike={(reason) => onDislike(true, reason)} onTakeBack={() => onDislike(false)} />}
      {onTryAnother && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          leftSection={<Icon name="refresh" size={15} />}
          onClick={onTryAnother}
          loading={retrying}
          disabled={retryDisabled}
          data-testid="bot-try-another"
        >
          Try Another
        </Button>
      )}
      {pager && <VersionPager {...pager} />}
      <span className={classes.actionsEnd}>
        <MessageTime at={createdAt} />
      </span>
    </div>
  );
}
