import { LIMITS } from '../../shared/constants';

/**
 * The chat input's rules (SPEC §4, §5), pure so they are tested without a browser.
 */
export type PendingImage = { status: 'uploading' | 'completed' | 'failed' };

export type SendState = {
  text: string;
  /** The bot is thinking or responding (or a send is on its way). */
  responding: boolean;
  /** `can_use` is false: the daily limit is reached. */
  blocked?: boolean;
  images?: readonly PendingImage[];
};

/** Send only when not responding, with text or an image, every image uploaded, within limits. */
export function canSend({ text, responding, blocked = false, images = [] }: SendState): boolean {
  if (responding || blocked) return false;
  if (text.length > LIMITS.messageTextMaxChars) return false;
  if (images.length > LIMITS.photosPerMessage) return false;
  if (images.some((image) => image.status !== 'completed')) return false;
  return text.trim().length > 0 || images.length > 0;
}

export type EnterKeyState = {
  key: string;
  shiftKey: boolean;
  /** KeyboardEvent.isComposing: an IME is composing (Chinese, Japanese …). */
  isComposing: boolean;
  /** 229 is what browsers report for keys that an IME handles. */
  keyCode?: number;
  /** Touch-first device (phones, tablets): Enter makes a new line there. */
  touch: boolean;
};

/** Enter sends, except with Shift, during IME composition, or on touch/mobile devices. */
export function shouldSendOnEnter({ key, shiftKey, isComposing, keyCode, touch }: EnterKeyState): boolean {
  if (key !== 'Enter') return false;
  return !shiftKey && !isComposing && keyCode !== 229 && !touch;
}

/** The character counter appears from 90 % of the limit. */
export const COUNTER_FROM = Math.floor(LIMITS.messageTextMaxChars * 0.9);

export function showCounter(length: number): boolean {
  return length >= COUNTER_FROM;
}

/** Phones and tablets, where the on-screen keyboard's Enter should insert a line break. */
export function isTouchDevice(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(pointer: coarse)').matches && !window.matchMedia('(pointer: fine)').matches;
}
