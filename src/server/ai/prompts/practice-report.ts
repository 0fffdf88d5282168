import type { ReportRequest, SimulatorSummaryRequest } from '../practice-ai';
import { oneLine } from './data-blocks';
import { PRACTICE_DATA_RULES, detailsBlock, transcriptBlock } from './practice-shared';
import type { PromptMessage } from './types';

/** The insight report after a practice, and the advisor's summary after a simulator run. */

export const REPORT_RULES = `You write the insight report after a roleplay practice, for the person who practised ("you").

Return JSON with:
- "start_tip": one or two sentences on how they opened and how to open better.
- "end_tip": one or two sentences on how it ended (success, failure or stopped by hand) and what to do next time.
- "good_response": up to 3 of their BEST lines: {"scenario": what the other person had just said or the situation at that moment, "your_response": the line, "coach_insight": why it worked}.
- "bad_response": up to 3 of their WEAKEST lines (risky or low-scoring; may be empty if none): {"scenario", "your_response", "better_approach": a rewrite they could have sent instead, "coach_insight": why it hurt}.
- "expert_advice": 2–3 items {"title", "content"} specific to this goal and how it went.
- "takeaway": exactly 3 items {"icon": one emoji, "title", "content"}.

"your_response" MUST be copied EXACTLY, character for character, from one of the numbered user lines below — never paraphrased, never a line the character said. Never quote a line twice. Write in the user's language.`;

export function buildReportMessages(req: ReportRequest): PromptMessage[] {
  const scored = req.scoredLines.length
    ? req.scoredLines.map((l, i) => `[U${i + 1}] (${l.rating}, ${l.delta >= 0 ? '+' : ''}${Math.round(l.delta)}; ${oneLine(l.reason, 200)}) ${oneLine(l.text, 2000)}`).join('\n')
    : '(no scored lines)';
  const ending = req.outcome === 'succeed' ? 'The user reached the goal.' : req.endType === 'manual' ? 'The user stopped the practice by hand before reaching the goal.' : 'The practice failed: the failure condition was met.';
  return [
    { role: 'system', content: `${REPORT_RULES}\n\n${PRACTICE_DATA_RULES}` },
    {
      role: 'user',
      content: `${detailsBlock(req.details)}\n\n## How it ended\n${ending}\n\n## The chat (User = the person practising, Character = the simulated person)\n${transcriptBlock(req.history, { user: 'User', assistant: 'Character' })}\n\n## The user's lines with their live scores (data)\n<conversation>\n${scored}\n</conversation>`,
    },
  ];
}

export const SUMMARY_RULES = `You are the advisor again. The user just finished a simulated conversation in which an AI played someone in their life, so they could rehearse. Hand back to them warmly and briefly (Markdown, no headings):
1. **What went well:** quote their best line exactly (in “quotes”) and say why it worked.
2. **What to try next:** one concrete thing to do differently or next.
3. **A message you could send next:** one ready-to-send message for the real conversation, in “quotes”.
Keep it under 120 words, in the user's language, addressed to "you".`;

export function buildSimulatorSummaryMessages(req: SimulatorSummaryRequest): PromptMessage[] {
  return [
    { role: 'system', content: `${SUMMARY_RULES}\n\n${PRACTICE_DATA_RULES}` },
    {
      role: 'user',
      content: `## Who was simulated (data)\n${oneLine(req.persona, 1500)}\n\n## The simulated chat (User = the person practising, Character = the simulated person)\n${transcriptBlock(req.history, { user: 'User', assistant: 'Character' })}`,
    },
  ];
}
