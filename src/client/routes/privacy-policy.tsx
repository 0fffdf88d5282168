import { List, Text, Title } from '@mantine/core';
import { SiteHeaderActions } from '../app/site/site-header-actions';
import { LegalPage } from '../components/legal-page';
import { SITE } from '../lib/site';

export function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="November 2026" headerActions={<SiteHeaderActions />}>
      <Text>
        {SITE.name} gives advice on conversations. To do that it has to keep what you tell it. This page says what
        is kept, why, and how you remove it.
      </Text>

      <Title order={2} fz="xl" mt="md">
        What we keep
      </Title>
      <List spacing="xs">
        <List.Item>
          <b>Your account.</b> A guest account has no personal details. If you sign in, we keep your email address
          (and your name, if you give one) to sign you in with a one-time code.
        </List.Item>
        <List.Item>
          <b>Chats.</b> The messages you send, the advisors' replies, and the screenshots or images you attach
          (uploads), so you can come back to a conversation.
        </List.Item>
        <List.Item>
          <b>Memory.</b> Short notes the advisor takes from your chats (for example, who someone is to you), so later
          advice fits your situation.
        </List.Item>
        <List.Item>
          <b>Practice.</b> Practice plans, roleplay transcripts and the insight reports made from them.
        </List.Item>
        <List.Item>
          <b>Usage.</b> How many messages you sent today (for the daily limits), your timezone (so limits reset at
          your midnight), and, if you subscribe to Plus, your subscription's status and dates. Card details are
          handled by the payment provider, never by us.
        </List.Item>
      </List>

      <Title order={2} fz="xl" mt="md">
        Who else sees it
      </Title>
      <Text>
        When the service is connected to an AI provider, the text and images of a message are sent to that provider
        to write the reply. In offline mode (marked “Offline advisor” in the header) replies are produced on our own
        server and nothing is sent elsewhere. We do not sell your data and the product carries no advertising.
      </Text>

      <Title order={2} fz="xl" mt="md">
        In your browser
      </Title>
      <Text>
        A session cookie keeps you signed in (on our side only a hash of it is stored). The browser also keeps a copy
        of your profile (<code>user_info</code>) so pages show up quickly, your sidebar and colour preferences, and
        briefly a question you typed or picked on the home page, a guide or a tool page, until the chat sends it.
      </Text>

      <Title order={2} fz="xl" mt="md">
        Deleting your data
      </Title>
      <List spacing="xs">
        <List.Item>Delete a chat from its menu: the chat, its messages and its attachments leave your account.</List.Item>
        <List.Item>Open Memory to edit or delete any memory item.</List.Item>
        <List.Item>Log out to end your session; clear this site's data in your browser to remove the local copies.</List.Item>
        <List.Item>
          A guest's chats belong to the session cookie: clearing cookies without signing in loses access to them.
          Signing in moves a guest's chats to the account.
        </List.Item>
        <List.Item>
          To delete your whole account and everything in it, contact the operator of this service from the email
          address of the account.
        </List.Item>
      </List>
    </LegalPage>
  );
}
