import { Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { track } from '../../../lib/analytics';
import classes from './memory.module.css';
import { MemoryList } from './memory-list';

type MemoryPageProps = {
  userId: string | undefined;
  /** Where the user came from (analytics). */
  source: string | undefined;
  /** An item to bring into view and highlight. */
  memoryId: string | undefined;
};

/** /chat/memory — everything the advisors remember, to review, edit, delete or undo. */
export function MemoryPage({ userId, source, memoryId }: MemoryPageProps) {
  useEffect(() => track('memory_page_view', { source: source ?? null }), [source]);
  return (
    <div className={classes.page} data-testid="memory-page">
      <div className={classes.pageInner}>
        <Title order={1} fz={26} mb={6}>
          Memory
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          What your advisors remember about you to personalise their advice. Anything here can be edited or deleted, and
          the last change undone.
        </Text>
        <MemoryList userId={userId} highlightId={memoryId} />
      </div>
    </div>
  );
}
