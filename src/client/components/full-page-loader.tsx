import { Center, Loader } from '@mantine/core';

export function FullPageLoader() {
  return (
    <Center h="100dvh" data-testid="page-loader">
      <Loader type="dots" />
    </Center>
  );
}
