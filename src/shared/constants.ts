/** Business constants of SPEC §9. One place, imported by client and server alike. */
export const LIMITS = {
  messageTextMaxChars: 10_000,
  photosPerMessage: 5,
  uploadMaxBytes: 5_242_880,
  uploadTimeoutMs: 30_000,
  compressionMaxBytes: 3_400_000,
  compressionMaxPx: 2000,
  apiTimeoutMs: 20_000,
  streamOverallTimeoutMs: 300_000,
  streamIdleTimeoutMs: 30_000,
  streamBufferMaxBytes: 1_048_576,
  streamHeartbeatMs: 10_000,
  reportTimeoutMs: 60_000,
  memoryTimeoutMs: 60_000,
  humanCheckCooldownMs: 600_000,
  humanCheckReadyWaitMs: 3_000,
  verificationCodeDigits: 6,
  verificationCodeTtlMs: 10 * 60_000,
  verificationCodeMaxAttempts: 5,
  verificationCodeResendMs: 60_000,
  emailMaxChars: 254,
} as const;

export const PAGE_SIZES = {
  sessions: 30,
  messages: 100_000,
  emptyMessages: 10,
  memory: 50,
  practicePlans: 50,
  practicePlansInitial: 10,
} as const;

export const UI_TIMINGS = {
  typingMsPerChar: 10,
  thinkingDelayMs: 3600,
  reportLabelAfterMs: 3000,
  reportStepMs: 5000,
  reportSteps: 3,
  autosendDelayMs: 800,
  scrollButtonThresholdPx: 50,
  debounceMs: 300,
  limitShakeMs: 500,
  sidebarCookieDays: 7,
  memoryNotificationMs: 2000,
  carouselMaxItems: 5,
  carouselSlidesWide: 2.2,
} as const;

export const BREAKPOINTS = { mobile: 640, tablet: 768, desktop: 1024, narrowDesktop: 1080 } as const;

export const CONFETTI = { particles: [100, 50, 30], delaysMs: [0, 250, 500], startAfterMs: 500 } as const;

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const PRACTICE_AGENT_NAME = 'Practice Agent';

// The browser-storage keys and the login actions stored under one: their own module, so the public
// pages' first load carries them without the rest of this file.
export { LOGIN_ACTIONS, STORAGE_KEYS } from './client-storage';

/** Analytics source tags for sign-in (SPEC §6). */
export const LOGIN_SOURCES = [
  'click_header_signin_button',
  'click_sidebar_signin_button',
  'pricing_getplus',
  'normal_message_limit_banner',
  'practice_message_limit_banner',
  'login_page',
  'extension_settings_signin',
] as const;
