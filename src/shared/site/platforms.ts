import type { Platform } from './schema';

/**
 * Where people have the conversations the advisors help with: shown as badges on the home page and
 * as the platforms the browser extension is being built for. Screenshots from any of them work in
 * the web chat today.
 */
export const PLATFORMS: readonly Platform[] = [
  { id: 'whatsapp', name: 'WhatsApp', kind: 'messaging', color: '#25d366' },
  { id: 'imessage', name: 'iMessage', kind: 'messaging', color: '#34c759' },
  { id: 'messenger', name: 'Messenger', kind: 'messaging', color: '#0a7cff' },
  { id: 'telegram', name: 'Telegram', kind: 'messaging', color: '#229ed9' },
  { id: 'instagram', name: 'Instagram', kind: 'social', color: '#e1306c' },
  { id: 'snapchat', name: 'Snapchat', kind: 'social', color: '#f7d000' },
  { id: 'discord', name: 'Discord', kind: 'social', color: '#5865f2' },
  { id: 'rednote', name: 'RedNote', kind: 'social', color: '#ff2442' },
  { id: 'tinder', name: 'Tinder', kind: 'dating', color: '#fd5564' },
  { id: 'hinge', name: 'Hinge', kind: 'dating', color: '#3a3a3a' },
  { id: 'bumble', name: 'Bumble', kind: 'dating', color: '#f5b700' },
  { id: 'slack', name: 'Slack', kind: 'work', color: '#611f69' },
  { id: 'linkedin', name: 'LinkedIn', kind: 'work', color: '#0a66c2' },
  { id: 'gmail', name: 'Gmail', kind: 'work', color: '#d93025' },
];

/** The platforms the browser extension is being built for (web versions running in Chrome). */
export const EXTENSION_PLATFORM_IDS = ['whatsapp', 'messenger', 'instagram', 'telegram', 'discord', 'linkedin', 'slack', 'gmail'] as const;
