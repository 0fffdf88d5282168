/** Pure prompt builders for the OpenAI-compatible adapter (`ai/openai.ts` imports from here). */
export { buildAdviceMessages, memoryBlock, HISTORY_MAX_TURNS, IMAGES_MAX } from './advice-messages';
export { AGENT_ROLE_PROMPTS, ANSWER_FORMAT, DATA_RULES, SAFETY_RULES, SUGGESTIONS_FENCE, roleKey, systemPromptFor } from './agent-prompts';
export { DATA_TAGS, defuse, wrapData } from './data-blocks';
export { buildMemoryMessages, MEMORY_OUTPUT_SHAPE, MEMORY_SYSTEM_PROMPT } from './memory-messages';
export { parseSuggestionsBlock, toSuggestions, type ParsedSuggestions } from './suggestions-block';
export { buildTitleMessages, TITLE_SYSTEM_PROMPT } from './title-messages';
export type { ContentPart, PromptMessage, PromptRole } from './types';
