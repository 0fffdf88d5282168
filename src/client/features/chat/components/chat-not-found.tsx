import { Stack, Text, Title } from '@mantine/core';
import { Link } from '../../../lib/router';
import { useErrorText, withErrorCatalogue } from '../../../lib/error-catalogue';
import classes from './chat.module.css';
import { LightButton } from '../../../components/light-button';

/** SPEC §2: a chat that does not exist (or is someone else's) answers 400/403/404/422. */
export const ChatNotFound = withErrorCatalogue(function ChatNotFound({ newChatTo }: { newChatTo: string }) {
  const errorText = useErrorText();
  return (
    <div className={classes.center} data-testid="chat-not-found">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Title order={2} fz={24}>
          Chat not found
        </Title>
        <Text c="dimmed" data-testid="chat-not-found-text">
          {errorText('session.not_found')}
        </Text>
        <LightButton component={Link} to={newChatTo} mt="xs" data-testid="chat-not-found-new">
          Start a new chat
        </LightButton>
      </Stack>
    </div>
  );
});
