/**
 * The wire shape of chat messages for any OpenAI-compatible server, defined locally so the prompt
 * builders stay pure and free of the `openai` package (only `ai/openai.ts` imports it).
 */
export type PromptRole = 'system' | 'user' | 'assistant';

export type ContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail: 'low' } };

export interface PromptMessage {
  role: PromptRole;
  content: string | ContentPart[];
}
