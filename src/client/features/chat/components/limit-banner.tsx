import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { errorText } from '../../../../shared/errors';
import { formatCountdown } from '../hooks/usage-text';
import { useNow } from '../hooks/use-now';
import classes from './chat.module.css';

type LimitBannerProps = {
  isGuest: boolean;
  /** ISO time the daily limit lifts (the user's next local midnight). */
  resetAt: string | undefined;
  onSignIn: () => void;
  onUpgrade: () => void;
  /** The countdown reached zero: time to ask the server again. */
  onReset: () => void;
};

/**
 * The daily limit is reached (SPEC §6, §8): guests are asked to sign in, signed-in users to
 * upgrade; a 24 h countdown shows when messages come back.
 */
export function LimitBanner({ isGuest, resetAt, onSignIn, onUpgrade, onReset }: LimitBannerProps) {
  const now = useNow(Boolean(resetAt));
  const left = resetAt ? Date.parse(resetAt) - now : Number.NaN;
  const resetFired = useRef(false);
  useEffect(() => {
    if (left <= 0 && !resetFired.current) {
      resetFired.current = true;
      onReset();
    }
  }, [left, onReset]);

  return (
    <div className={classes.banner} role="alert" data-testid="limit-banner" data-kind={isGuest ? 'guest' : 'registered'}>
      <Text size="sm" fw={550} data-testid="limit-banner-text">
        {errorText(isGuest ? 'usage.limit_reached_guest' : 'usage.limit_reached')}
      </Text>
      <Group justify="space-between" gap="xs" mt={8} wrap="nowrap">
        {Number.isFinite(left) ? (
          <Text size="xs" c="dimmed">
            Messages reset in{' '}
            <Text span ff="monospace" fw={600} c="var(--mantine-color-text)" data-testid="limit-countdown">
              {formatCountdown(left)}
            </Text>
          </Text>
        ) : (
          <span />
        )}
        {isGuest ? (
          <Button size="compact-sm" onClick={onSignIn} data-testid="limit-banner-signin">
            Sign in
          </Button>
        ) : (
          <Button size="compact-sm" onClick={onUpgrade} data-testid="limit-banner-upgrade">
            Upgrade
          </Button>
        )}
      </Group>
    </div>
  );
}
