import { Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from '../lib/router';
import { HeaderActions } from '../app/header-actions';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { MessageMarkdown } from '../features/chat/components/message-markdown';
import { ReplyCards } from '../features/chat/components/reply-cards';
import { SITE } from '../lib/site';
import { trpc } from '../lib/trpc';

/**
 * /share/:token — a chat shared by its owner, read-only: the words only (no account, memory or
 * screenshots). The server marks it noindex; a revoked link says so.
 */
export function SharedChatPage() {
  const { token = '' } = useParams();
  const chat = trpc.session.shared.useQuery({ token }, { retry: false, staleTime: 60_000 });
  useDocumentTitle(chat.data ? `${chat.data.title} · ${SITE.name}` : `Shared chat · ${SITE.name}`);
  return (
    <>
      <SiteHeader actions={<HeaderActions />} />
      <Container size={760} py={40} component="main" id="main">
        {chat.isPending ? (
          <Loader type="dots" aria-label="Loading the chat" />
        ) : chat.isError || !chat.data ? (
          <Text data-testid="shared-chat-gone">This link is no longer available.</Text>
        ) : (
          <Stack gap="lg" data-testid="shared-chat">
            <div>
              <Title order={1} fz={28} data-testid="shared-chat-title">
                {chat.data.title}
              </Title>
              <Text size="sm" c="dimmed">
                A conversation with {chat.data.agent.name}, shared read-only.
              </Text>
            </div>
            {chat.data.messages.map((message) => {
              const text = message.items.flatMap((item) => (item.type === 'text' ? [item.content] : [])).join('\n');
              const cards = message.items.flatMap((item) => (item.type === 'reply_suggestions' ? item.content : []));
              return message.role === 'user' ? (
                <Paper key={message.id} p="md" radius="lg" withBorder ml="auto" maw="85%" data-testid="shared-user-message">
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>
                </Paper>
              ) : (
                <div key={message.id} data-testid="shared-reply">
                  <Text size="sm" fw={650} mb={4}>
                    {chat.data.agent.name}
                  </Text>
                  {text && <MessageMarkdown text={text} testId="shared-reply-text" />}
                  {cards.length > 0 && <ReplyCards suggestions={cards} />}
                </div>
              );
            })}
          </Stack>
        )}
      </Container>
      <SiteFooter />
    </>
  );
}
