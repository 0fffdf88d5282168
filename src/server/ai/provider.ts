import type { AgentSlug } from '../../shared/agent-slugs';
import type { TranscriptLine } from '../../shared/schemas/message';

/**
 * The AI provider interface. Task-shaped rather than "complete this prompt", because the offline
 * engine cannot run arbitrary prompts: each task is something both the openai adapter (prompts +
 * structured output) and the offline engine (rules) can do.
 */

export interface ImageInput {
  /** A data: URL (local store) or a presigned https URL (S3). Never fetched by the offline engine. */
  url: string;
  mime: string;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
  images?: ImageInput[];
  /** What was read (OCR, on this machine) from this turn's screenshots. Data, never instructions. */
  transcript?: TranscriptLine[];
}

export interface AdviceRequest {
  agent: { slug: AgentSlug; name: string };
  /** Oldest first; the last turn is the user's new message. */
  history: ChatTurn[];
  /** What memory knows about the user (item contents). Data, never instructions. */
  memory: string[];
  /** 1 for a first answer; 'Try Another' asks again with 2, 3, … so the provider takes another angle. */
  attempt?: number;
}

export interface ReplySuggestion {
  /** Short tone label, e.g. "Playful", "Warm", "Direct". */
  tone: string;
  /** The message the user could send, ready to copy. */
  text: string;
  /** One line on why it works. */
  why: string;
}

/** What a provider streams while answering. Text arrives as deltas; suggestions once, whole. */
export type ProviderChunk =
  | { type: 'text'; delta: string }
  | { type: 'reasoning'; delta: string }
  | { type: 'suggestions'; suggestions: ReplySuggestion[] };

export interface MemoryRequest {
  /** The exchange just completed: the user's message and the assistant's reply. */
  userText: string;
  assistantText: string;
  /** Current memory items, so the provider can update or delete instead of duplicating. */
  existing: { id: string; content: string }[];
}

export type MemorySuggestion =
  | { type: 'add'; content: string; reason: string }
  | { type: 'update'; id: string; new_content: string; reason: string }
  | { type: 'delete'; id: string; reason: string };

export interface AiProvider {
  /** 'offline' is shown to the user so they know advice comes from the embedded engine. */
  readonly kind: 'openai' | 'offline' | 'scripted';
  streamAdvice(req: AdviceRequest, signal: AbortSignal): AsyncIterable<ProviderChunk>;
  extractMemory(req: MemoryRequest, signal: AbortSignal): Promise<MemorySuggestion[]>;
  /** A short chat title (≤ 60 chars) from the first exchange, for auto-rename. */
  suggestTitle(req: { userText: string; assistantText: string }, signal: AbortSignal): Promise<string>;
}
