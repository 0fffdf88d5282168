import type { ActionIconProps } from '@mantine/core';
import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import { Icon } from '../../../components/icon';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { LightActionIcon } from '../../../components/light-action-icon';

// Mantine's ActionIcon brings Loader and Transition for its spinner: loaded when a reply streams.
// Its polymorphic typing does not survive lazy(); the props are the same.
const MantineActionIcon = lazy(() => import('../../../components/mantine-action-icon')) as unknown as ComponentType<ActionIconProps & ComponentProps<'button'>>;

const STOP = { size: 40, radius: 'xl', variant: 'filled', color: 'dark', 'aria-label': 'Stop', 'data-testid': 'chat-stop' } as const;

/** Stops the streaming reply; a spinner while the stop is on its way. Until Mantine's arrives, the light one stands in, identical. */
export function StopButton({ onStop, stopping }: { onStop?: () => void; stopping?: boolean }) {
  const icon = <Icon name="stop" size={16} fill="currentColor" />;
  return (
    <LazyTooltip label="Stop" withArrow>
      <Suspense
        fallback={
          <LightActionIcon {...STOP} onClick={onStop} disabled={stopping}>
            {icon}
          </LightActionIcon>
        }
      >
        <MantineActionIcon {...STOP} onClick={onStop} loading={stopping}>
          {icon}
        </MantineActionIcon>
      </Suspense>
    </LazyTooltip>
  );
}
