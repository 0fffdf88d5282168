import { createHumanCheckController } from '../hooks/human-check-controller';
import { HumanCheckWidget } from './human-check-widget';

/**
 * A human check for one action: its token source and the widget to mount where the user is
 * (the chat composer for `send_message`, the login dialog for `send_code`). Matches the chat's
 * HumanCheckPlugin and the login dialog's LoginHumanCheck by shape.
 */
export function createHumanCheck(siteKey: string, action: 'send_message' | 'send_code') {
  const controller = createHumanCheckController({ siteKey, action });
  return {
    token: () => controller.token(),
    passed: controller.passed,
    rejected: controller.rejected,
    Widget: () => <HumanCheckWidget controller={controller} />,
  };
}
