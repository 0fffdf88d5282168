import { Text } from '@mantine/core';

/** Why a screen that needs a user has none (the guest could not be made): said, not a spinner. */
export function SessionError({ message }: { message: string }) {
  return (
    <Text role="alert" ta="center" p="xl" data-testid="session-error">
      {message}
    </Text>
  );
}
