import { Text, type TextProps } from '@mantine/core';
import type { GuideSegment } from '../../shared/schemas/agent';

type GuideTextProps = TextProps & { segments: GuideSegment[]; 'data-testid'?: string };

/** An agent's guide: text segments, the bold ones in bold (SPEC §3). */
export function GuideText({ segments, ...rest }: GuideTextProps) {
  return (
    <Text {...rest}>
      {segments.map((segment, index) =>
        segment.style === 'bold' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are static, order is identity
          <strong key={index}>{segment.text}</strong>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are static, order is identity
          <span key={index}>{segment.text}</span>
        ),
      )}
    </Text>
  );
}
