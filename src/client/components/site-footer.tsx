import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SITE } from '../lib/site';

export function SiteFooter() {
  return (
    <footer style={{ borderTop: '1px solid var(--app-border)' }} data-testid="site-footer">
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} {SITE.name}
          </Text>
          <Group gap="lg">
            <Anchor component={Link} to="/privacy-policy" size="sm" c="dimmed" data-testid="footer-privacy">
              Privacy Policy
            </Anchor>
            <Anchor component={Link} to="/terms-of-use" size="sm" c="dimmed" data-testid="footer-terms">
              Terms of Use
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
