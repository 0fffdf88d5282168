import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionHeadingProps = { id?: string; eyebrow?: string; title: string; children?: ReactNode; align?: 'center' | 'left' };

/** A section's small label, heading and one-line introduction. */
export function SectionHeading({ id, eyebrow, title, children, align = 'center' }: SectionHeadingProps) {
  return (
    <Stack gap={6} mb="xl" align={align === 'center' ? 'center' : 'flex-start'} ta={align}>
      {eyebrow && (
        <Text size="xs" fw={700} tt="uppercase" c="var(--app-accent-text)" style={{ letterSpacing: '0.08em' }}>
          {eyebrow}
        </Text>
      )}
      <Title order={2} id={id} fz={{ base: 26, sm: 32 }} style={{ textWrap: 'balance' }}>
        {title}
      </Title>
      {children && (
        <Text c="dimmed" maw={620}>
          {children}
        </Text>
      )}
    </Stack>
  );
}
