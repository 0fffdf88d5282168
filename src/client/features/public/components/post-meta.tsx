import { Text } from '@mantine/core';
import type { BlogPostEntry } from '../../../../shared/site/schema';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** “November 25, 2026 · 4 min read” */
export function PostMeta({ entry }: { entry: BlogPostEntry }) {
  return (
    <Text size="sm" c="dimmed">
      <time dateTime={entry.published}>{DATE_FORMAT.format(new Date(`${entry.published}T00:00:00Z`))}</time> · {entry.readingMinutes} min read
    </Text>
  );
}
