import { List, Text, Title } from '@mantine/core';
import { SiteHeaderActions } from '../app/site/site-header-actions';
import { LegalPage } from '../components/legal-page';
import { SITE } from '../lib/site';

export function TermsOfUsePage() {
  return (
    <LegalPage title="Terms of Use" updated="November 2026" headerActions={<SiteHeaderActions />}>
      <Text>By using {SITE.name} you agree to these terms. They are short; please read them.</Text>

      <Title order={2} fz="xl" mt="md">
        What the advice is
      </Title>
      <Text>
        Replies are written by software. They can be wrong, and they are suggestions for everyday conversations —
        not legal, medical, financial or mental-health advice. You decide what to say and do. If you or someone else
        is in danger, contact your local emergency services.
      </Text>

      <Title order={2} fz="xl" mt="md">
        Your content
      </Title>
      <Text>
        What you write and upload stays yours. You let us store and process it to give you advice, memory and
        practice reports, as described in the Privacy Policy. Only share other people's messages or screenshots when
        you need help with that conversation.
      </Text>

      <Title order={2} fz="xl" mt="md">
        Fair use
      </Title>
      <List spacing="xs">
        <List.Item>Don't use the product to harass, threaten, deceive or stalk anyone.</List.Item>
        <List.Item>Don't upload illegal content or try to break, overload or reverse-engineer the service.</List.Item>
        <List.Item>We may limit or suspend accounts that do, or that show automated or unusual usage.</List.Item>
      </List>

      <Title order={2} fz="xl" mt="md">
        Plans and limits
      </Title>
      <Text>
        Guests and free accounts have daily message limits. Plus removes them and is billed per period until you
        cancel; after cancelling, Plus stays active until the end of the paid period and does not renew. Limits and
        prices may change; changes never apply to a period you already paid for.
      </Text>

      <Title order={2} fz="xl" mt="md">
        The service
      </Title>
      <Text>
        We work to keep the service available and your data safe, but we provide it as it is, without guarantees. You
        can stop using it at any time and ask for your data to be deleted. We may update these terms; the date above
        shows the latest version.
      </Text>
    </LegalPage>
  );
}
