import { useEffect, useRef } from 'react';
import type { HumanCheckController } from '../hooks/human-check-controller';

/** Where the Turnstile widget lives; empty (no height) unless the user must interact. */
export function HumanCheckWidget({ controller }: { controller: HumanCheckController }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    return controller.mount(ref.current);
  }, [controller]);
  return <div ref={ref} data-testid="human-check-widget" />;
}
