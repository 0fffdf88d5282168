/**
 * The typed client of the Conversation Advisor REST API (README "Typed client"). Types are
 * generated from openapi.json; `api` is openapi-fetch; streams are read with resume.
 */
export { createAdvisorClient, unwrap } from './client';
export type { AdvisorClient, AdvisorClientOptions, Message, PracticeEvent, ReplyEvent, ReplyStream, Schemas, SendMessageBody, User } from './client';
export { AdvisorApiError } from './errors';
export { readSseFrames, type SseFrame } from './sse';
export type { components, paths } from './schema';
