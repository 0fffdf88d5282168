import { Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ScreenshotTranscript } from '../../../../shared/schemas/message';
import { useChatContext } from '../hooks/chat-context';
import { chatUi } from '../hooks/chat-ui-store';

/** The transcript as the user would type it, to correct and send back. */
export function transcriptAsText(transcript: ScreenshotTranscript): string {
  return transcript.lines.map((l) => `${l.speaker === 'them' ? 'Them' : 'Me'}: ${l.text}`).join('\n');
}

/**
 * "Here's what I read": the conversation the advisor read from the screenshots, before its advice,
 * so a misread shows at once. "Not right?" puts the transcript into the input to fix and resend.
 */
/** Lines shown before "Show all": the last ones, where the message to answer is. */
const VISIBLE_LINES = 6;

export function ScreenshotReadback({ transcript }: { transcript: ScreenshotTranscript }) {
  const { sessionId } = useChatContext();
  const [expanded, setExpanded] = useState(false);
  const hidden = expanded ? 0 : Math.max(0, transcript.lines.length - VISIBLE_LINES);
  const shown = transcript.lines.slice(hidden);
  return (
    <Paper withBorder radius="md" p="sm" mb="sm" data-testid="screenshot-readback" aria-label="What I read from your screenshot">
      <Text size="sm" fw={600} mb={6}>
        Here's what I read
      </Text>
      {hidden > 0 && (
        <Button variant="subtle" size="compact-xs" mb={4} data-testid="readback-show-all" onClick={() => setExpanded(true)}>
          Show all {transcript.lines.length} lines
        </Button>
      )}
      <Stack gap={4}>
        {shown.map((line, i) => (
          <Text key={hidden + i} size="sm" data-testid="readback-line" data-speaker={line.speaker}>
            <Text span fw={600} c={line.speaker === 'them' ? 'blue.7' : 'teal.7'}>
              {line.speaker === 'them' ? 'Them' : 'You'}:
            </Text>{' '}
            {line.text}
          </Text>
        ))}
      </Stack>
      <Button
        variant="subtle"
        size="compact-xs"
        mt={6}
        data-testid="readback-correct"
        onClick={() => chatUi.setDraft(sessionId, `I corrected what you read from my screenshot:\n${transcriptAsText(transcript)}`)}
      >
        Not right? Correct it
      </Button>
    </Paper>
  );
}
