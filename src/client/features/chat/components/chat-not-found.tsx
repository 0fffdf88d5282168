import { Stack, Text, Title } from '@mantine/core';
import { Link } from '../../../lib/router';
import { CHAT_NOT_FOUND_TEXT } from '../hooks/chat-errors';
import classes from './chat.module.css';
import { LightButton } from '../../../components/light-button';

/** SPEC §2: a chat that does not exist (or is someone else's) answers 400/403/404/422. */
export function ChatNotFound({ newChatTo }: { newChatTo: string }) {
  return (
    <div className={classes.center} data-testid="chat-not-found">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Title order={2} fz={24}>
          Chat not found
        </Title>
        <Text c="dimmed" data-testid="chat-not-found-text">
          {CHAT_NOT_FOUND_TEXT}
        </Text>
        <LightButton component={Link} to={newChatTo} mt="xs" data-testid="chat-not-found-new">
          Start a new chat
        </LightButton>
      </Stack>
    </div>
  );
}
