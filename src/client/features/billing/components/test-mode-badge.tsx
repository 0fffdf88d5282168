import { Badge } from '@mantine/core';

/** Marks everything of the local test-mode billing: nothing is charged there. */
export function TestModeBadge() {
  return (
    <Badge color="#a63a0a" variant="filled" radius="sm" data-testid="billing-test-mode">
      TEST MODE
    </Badge>
  );
}
