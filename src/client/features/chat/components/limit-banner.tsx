import { Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useErrorText, withErrorCatalogue } from '../../../lib/error-catalogue';
import { formatCountdown } from '../hooks/usage-text';
import { useNow } from '../hooks/use-now';
import classes from './chat.module.css';
import { LightButton } from '../../../components/light-button';

type LimitBannerProps = {
  isGuest: boolean;
  /** A signed-in user who never subscribed is offered the trial; afterwards, the upgrade. */
  hasTrialed?: boolean;
  /** ISO time the daily limit lifts (the user's next local midnight). */
  resetAt: string | undefined;
  onSignIn: () => void;
  onUpgrade: () => void;
  /** The countdown reached zero: time to ask the server again. */
  onReset: () => void;
};

/** SPEC §2's banner states: guest → sign in to start trial; not trialed → start trial; trialed → upgrade. */
export type LimitBannerKind = 'guest' | 'trial' | 'upgrade';

export function limitBannerKind(isGuest: boolean, hasTrialed: boolean): LimitBannerKind {
  if (isGuest) return 'guest';
  return hasTrialed ? 'upgrade' : 'trial';
}

const ACTION_TEXT: Record<LimitBannerKind, string> = { guest: 'Sign in to start trial', trial: 'Start trial', upgrade: 'Upgrade' };

/**
 * The daily limit is reached (SPEC §6, §8): guests are asked to sign in, signed-in users to start
 * their trial or upgrade (the plan dialog); a 24 h countdown shows when messages come back.
 */
export const LimitBanner = withErrorCatalogue(function LimitBanner({ isGuest, hasTrialed = false, resetAt, onSignIn, onUpgrade, onReset }: LimitBannerProps) {
  const errorText = useErrorText();
  const kind = limitBannerKind(isGuest, hasTrialed);
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
    <div className={classes.banner} role="alert" data-testid="limit-banner" data-kind={kind}>
      <Text size="sm" fw={550} data-testid="limit-banner-text">
        {errorText(isGuest ? 'usage.limit_reached_guest' : 'usage.limit_reached')}
      </Text>
      {/* On a phone the button goes under the countdown rather than being cut short. */}
      <Group justify="space-between" gap="xs" mt={8} wrap="wrap">
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
          <LightButton size="compact-sm" onClick={onSignIn} style={{ flexShrink: 0 }} ml="auto" data-testid="limit-banner-signin">
            {ACTION_TEXT[kind]}
          </LightButton>
        ) : (
          <LightButton size="compact-sm" onClick={onUpgrade} style={{ flexShrink: 0 }} ml="auto" data-testid="limit-banner-upgrade">
            {ACTION_TEXT[kind]}
          </LightButton>
        )}
      </Group>
    </div>
  );
});
