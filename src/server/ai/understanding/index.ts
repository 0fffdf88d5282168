/** The shared understanding module: see types.ts for the stable result contract. */
export { CONFIDENT, typeForChoice, understand } from './understand';
export { infoFor, SITUATION_TYPES, type SituationInfo } from './catalog';
export { isRelevantMemory, memoryForPrompt } from './relevance';
export type * from './types';
