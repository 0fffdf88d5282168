import { Stack } from '@mantine/core';
import type { BlogBlock } from '../../../../shared/site/schema';
import { MessageBubble } from './message-bubble';
import classes from './public.module.css';

/** A post's blocks; consecutive message examples form one little conversation. */
export function BlogBody({ blocks }: { blocks: readonly BlogBlock[] }) {
  const groups: (BlogBlock | BlogBlock[])[] = [];
  for (const block of blocks) {
    const last = groups[groups.length - 1];
    if (block.type === 'example' && Array.isArray(last)) last.push(block);
    else groups.push(block.type === 'example' ? [block] : block);
  }
  return (
    <div className={classes.prose} data-testid="blog-post-body">
      {groups.map((group, i) =>
        Array.isArray(group) ? (
          <Stack key={i} gap={6} my="md" maw={520} mx="auto">
            {group.map((block, j) => (block.type === 'example' ? <MessageBubble key={j} from={block.from} text={block.text} /> : null))}
          </Stack>
        ) : group.type === 'heading' ? (
          <h2 key={i}>{group.text}</h2>
        ) : group.type === 'list' ? (
          <ul key={i}>
            {group.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : group.type === 'paragraph' ? (
          <p key={i}>{group.text}</p>
        ) : null,
      )}
    </div>
  );
}
