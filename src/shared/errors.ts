import { DEFAULT_ERROR_TEXT as GENERIC } from './error-default';

/**
 * The error catalogue: code `<domain>.<reason>` → HTTP status, tRPC code and the user-facing text.
 * Texts are SPEC §8's exact wording where it gives one; the others are ours (docs/decisions.md).
 * Clients show texts by code, never by parsing messages.
 */
export type TrpcCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'TIMEOUT'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE';

export interface ErrorSpec {
  status: number;
  trpc: TrpcCode;
  message: string;
}


export const ERRORS = {
  'common.internal': { status: 500, trpc: 'INTERNAL_SERVER_ERROR', message: GENERIC },
  'common.invalid_input': { status: 400, trpc: 'BAD_REQUEST', message: 'Please check what you entered and try again.' },
  'common.not_found': { status: 404, trpc: 'NOT_FOUND', message: 'The page or item you were looking for could not be found.' },
  'common.payload_too_large': { status: 413, trpc: 'PAYLOAD_TOO_LARGE', message: 'Buffer overflow: too much data received' },
  'common.forbidden_origin': { status: 403, trpc: 'FORBIDDEN', message: "This request can't be made from another site." },
  'common.unsupported_media_type': { status: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please send the request as JSON.' },
  'common.rate_limited': {
    status: 429,
    trpc: 'TOO_MANY_REQUESTS',
    message: 'You have reached the maximum number of requests, please try again later.',
  },

  'auth.unauthorized': { status: 401, trpc: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
  'auth.email_too_long': { status: 400, trpc: 'BAD_REQUEST', message: 'Email address is too long' },
  'auth.email_invalid': { status: 400, trpc: 'BAD_REQUEST', message: 'Please enter a valid email address' },
  'auth.email_leading_period': { status: 400, trpc: 'BAD_REQUEST', message: 'Email cannot start with a period' },
  'auth.code_format': { status: 400, trpc: 'BAD_REQUEST', message: 'Invalid verification code' },
  'auth.invalid_code': { status: 400, trpc: 'BAD_REQUEST', message: 'Incorrect or expired verification code' },
  'auth.too_many_attempts': { status: 429, trpc: 'TOO_MANY_REQUESTS', message: 'Too many attempts, please try again later' },
  'auth.google_invalid': { status: 401, trpc: 'UNAUTHORIZED', message: "We couldn't verify your Google sign-in. Please try again." },
  'auth.google_disabled': { status: 404, trpc: 'NOT_FOUND', message: 'Google sign-in is not available.' },
  'auth.mail_unavailable': {
    status: 503,
    trpc: 'SERVICE_UNAVAILABLE',
    message: "We couldn't send the code right now. Please try again in a moment.",
  },

  'agent.not_found': { status: 404, trpc: 'NOT_FOUND', message: 'This advisor could not be found.' },

  'session.not_found': { status: 404, trpc: 'NOT_FOUND', message: 'The conversation you were looking for could not be found.' },
  'session.chat_limit': {
    status: 403,
    trpc: 'FORBIDDEN',
    message: 'On the free plan you can keep up to 3 chats going each day. Continue an existing chat, or upgrade to the Plus plan for unlimited chats.',
  },
  'showcase.not_found': { status: 404, trpc: 'NOT_FOUND', message: 'This example could not be found.' },
  'message.not_found': { status: 404, trpc: 'NOT_FOUND', message: 'This message could not be found.' },
  'message.empty': { status: 400, trpc: 'BAD_REQUEST', message: 'Type a message or add a photo first.' },
  'message.too_long': { status: 400, trpc: 'BAD_REQUEST', message: 'Your message is too long: please keep it under 10,000 characters.' },
  'message.too_many_images': { status: 400, trpc: 'BAD_REQUEST', message: 'Sorry, you can add at most 5 photos to a message.' },
  'reply.in_progress': { status: 409, trpc: 'CONFLICT', message: 'Ideas coming right up! Just a moment' },
  'reply.too_many_running': {
    status: 429,
    trpc: 'TOO_MANY_REQUESTS',
    message: 'You have reached the maximum number of requests, please try again later.',
  },
  'reply.not_regenerable': { status: 409, trpc: 'CONFLICT', message: 'Only the latest finished reply can be regenerated.' },
  'reply.ai_busy': {
    status: 503,
    trpc: 'SERVICE_UNAVAILABLE',
    message: 'Our advisors are very busy right now. Please try again in a moment.',
  },
  'reply.screenshots_busy': {
    status: 503,
    trpc: 'SERVICE_UNAVAILABLE',
    message: "We're reading a lot of screenshots right now. Please try again in a moment.",
  },
  'reply.provider_failed': { status: 502, trpc: 'BAD_GATEWAY', message: 'Stream processing failed' },
  'reply.idle_timeout': { status: 408, trpc: 'TIMEOUT', message: 'Stream timeout: no data received' },
  'reply.timeout': { status: 408, trpc: 'TIMEOUT', message: 'Request timed out 300000ms' },
  'reply.too_large': { status: 413, trpc: 'PAYLOAD_TOO_LARGE', message: 'Buffer overflow: too much data received' },
  'reply.interrupted': { status: 500, trpc: 'INTERNAL_SERVER_ERROR', message: 'Stream ended with incomplete data' },
  'reply.server_busy': {
    status: 503,
    trpc: 'SERVICE_UNAVAILABLE',
    message: 'Too many replies are being written right now. Please try again in a moment.',
  },
  'service.unavailable': {
    status: 503,
    trpc: 'SERVICE_UNAVAILABLE',
    message: 'The service is briefly unavailable. Please try again in a moment.',
  },
  'usage.limit_reached_guest': {
    status: 429,
    trpc: 'TOO_MANY_REQUESTS',
    message: "Couldn't process your message because you've reached the free message limit. Log in to continue.",
  },
  'usage.limit_reached': {
    status: 429,
    trpc: 'TOO_MANY_REQUESTS',
    message: "You've reached your message limit. Upgrade to the Plus plan to unlock unlimited advice and simulations.",
  },
  'usage.unusual': {
    status: 403,
    trpc: 'FORBIDDEN',
    message: "We've detected unusual usage on your account. Your access has been temporarily restricted. Please try again tomorrow.",
  },
  'upload.not_found': { status: 404, trpc: 'NOT_FOUND', message: 'Image failed to upload, please try again.' },
  'upload.too_large': { status: 413, trpc: 'PAYLOAD_TOO_LARGE', message: 'File size must be less than 5MB' },
  'upload.unsupported_type': { status: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE', message: 'Sorry, this file format is not supported.' },
  'upload.invalid_image': {
    status: 400,
    trpc: 'BAD_REQUEST',
    message: "This image couldn't be read: it may be damaged or too large in pixels. Please try another screenshot.",
  },
  'upload.url_expired': { status: 403, trpc: 'FORBIDDEN', message: 'This file link has expired or is not valid. Please try again.' },
  'upload.too_many': { status: 400, trpc: 'BAD_REQUEST', message: 'Sorry, you can add at most 5 photos to a message.' },
  'upload.presign_failed': { status: 500, trpc: 'INTERNAL_SERVER_ERROR', message: 'presigned url error' },
  'human_check.failed': { status: 401, trpc: 'UNAUTHORIZED', message: 'Please complete the human check and try again.' },
  'human_check.unavailable': {
    status: 503,
    trpc: 'SERVICE_UNAVAILABLE',
    message: 'We could not verify you right now. Please try again in a moment.',
  },

  'memory.not_found': { status: 404, trpc: 'NOT_FOUND', message: 'This memory could not be found.' },
  'memory.nothing_to_undo': { status: 409, trpc: 'CONFLICT', message: 'There is nothing to undo for this memory.' },
  'memory.generation_failed': { status: 502, trpc: 'BAD_GATEWAY', message: "We couldn't update your memory this time. Please try again." },
  'memory.timeout': { status: 408, trpc: 'TIMEOUT', message: 'Request timed out 60000ms' },

  'practice.plan_not_found': { status: 404, trpc: 'NOT_FOUND', message: 'This practice plan could not be found.' },
  'practice.not_found': { status: 404, trpc: 'NOT_FOUND', message: 'This practice could not be found.' },
  'practice.not_ready': { status: 409, trpc: 'CONFLICT', message: 'This practice is still being prepared. Please try again in a moment.' },
  'practice.already_ended': {
    status: 409,
    trpc: 'CONFLICT',
    message: 'This practice has already ended. Restart it to practise again.',
  },
  'practice.not_active': { status: 409, trpc: 'CONFLICT', message: 'Start the practice before sending a message.' },
  'practice.plan_empty': {
    status: 409,
    trpc: 'CONFLICT',
    message: 'This plan has no practices yet. Tell the coach what you want to practise first.',
  },
  'practice.report_not_ready': { status: 409, trpc: 'CONFLICT', message: 'The insight report is ready once the practice has ended.' },
  'practice.report_skipped': {
    status: 409,
    trpc: 'CONFLICT',
    message: "Hold on... We can't generate insights from just a few messages. Have a longer chat - at least 5-10 back-and-forth exchanges.",
  },
  'practice.report_failed': { status: 502, trpc: 'BAD_GATEWAY', message: 'Unable to load practice report' },
  'practice.report_timeout': { status: 408, trpc: 'TIMEOUT', message: 'Request timed out 60000ms' },
  'simulator.not_found': { status: 404, trpc: 'NOT_FOUND', message: 'This simulator could not be found.' },
  'simulator.not_available': { status: 400, trpc: 'BAD_REQUEST', message: "This advisor can't simulate a conversation." },
  'simulator.session_not_found': { status: 404, trpc: 'NOT_FOUND', message: 'This simulation could not be found.' },
  'simulator.session_closed': { status: 409, trpc: 'CONFLICT', message: 'This simulation has ended. Start a new one to keep practising.' },

  'billing.sign_in_required': { status: 403, trpc: 'FORBIDDEN', message: 'Please sign in to subscribe to Plus.' },
  'billing.invalid_price': { status: 400, trpc: 'BAD_REQUEST', message: 'This plan is not available. Please choose another one.' },
  'billing.already_subscribed': { status: 409, trpc: 'CONFLICT', message: 'You already have the Plus plan.' },
  'billing.no_subscription': { status: 404, trpc: 'NOT_FOUND', message: "You don't have a Plus subscription." },
  'billing.same_plan': { status: 409, trpc: 'CONFLICT', message: "You're already on this plan." },
  'billing.checkout_not_found': { status: 404, trpc: 'NOT_FOUND', message: 'This checkout could not be found.' },
  'billing.checkout_closed': { status: 409, trpc: 'CONFLICT', message: 'This checkout has already been completed or has expired.' },
  'billing.card_declined': { status: 400, trpc: 'BAD_REQUEST', message: 'Your card was declined.' },
  'billing.webhook_invalid': { status: 400, trpc: 'BAD_REQUEST', message: 'Invalid webhook signature.' },
  'billing.provider_failed': {
    status: 502,
    trpc: 'BAD_GATEWAY',
    message: "We couldn't reach the payment provider. Please try again in a moment.",
  },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;

export const DEFAULT_ERROR_MESSAGE = GENERIC;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** The user-facing text for a code, falling back to SPEC's default text. */
export function errorText(code: unknown): string {
  return isErrorCode(code) ? ERRORS[code].message : GENERIC;
}
