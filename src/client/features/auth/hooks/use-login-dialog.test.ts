import { afterAll, expect, test } from 'bun:test';
import { setAnalyticsSink, type AnalyticsProps } from '../../../lib/analytics';
import { closeLoginDialog, openLoginDialog } from './use-login-dialog';

const store = new Map<string, string>();
Object.defineProperty(globalThis, 'sessionStorage', {
  configurable: true,
  value: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) },
});
const events: Array<[string, AnalyticsProps]> = [];
const restore = setAnalyticsSink((event, props) => events.push([event, props]));
afterAll(() => {
  restore();
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

test('opening stores the login origin under login_action (when given) and tags the source', () => {
  openLoginDialog({ source: 'click_header_signin_button' });
  expect(store.has('login_action')).toBe(false);
  closeLoginDialog();
  openLoginDialog({ source: 'normal_message_limit_banner', action: 'limit_normal' });
  expect(store.get('login_action')).toBe('limit_normal');
  expect(events).toEqual([
    ['login_dialog_open', { source: 'click_header_signin_button' }],
    ['login_dialog_open', { source: 'normal_message_limit_banner' }],
  ]);
  closeLoginDialog();
});
