import { describe, expect, test } from 'bun:test';
import { identify, pageTypeFromPath, setAnalyticsSink, track, trackPageView, type AnalyticsProps } from './analytics';

describe('pageTypeFromPath', () => {
  test.each([
    ['/', 'home'],
    ['', 'home'],
    ['/?ref=ad', 'home'],
    ['/use-case/how-to-text-crush-keep-conversation-going', 'landing_page'],
    ['/use-case/how-to-make-friends-in-college/', 'landing_page'],
    ['/price', 'pricing'],
    ['/price/', 'pricing'],
    ['/price?plan=plus#faq', 'pricing'],
    ['/tools', 'tools'],
    ['/chat', 'chat'],
    ['/chat/chat-advisor', 'chat'],
    ['/chat/chat-advisor/2b1c7e0a-8f7e-4a3b-9c1d-0e5f6a7b8c9d', 'chat'],
    ['/chat/practice-plan/create?source=home', 'chat'],
    ['/extension/intro', 'extension_intro'],
  ] as const)('%s → %s', (path, expected) => {
    expect(pageTypeFromPath(path)).toBe(expected);
  });

  test.each(['/use-case', '/use-case/a/b', '/pricing', '/chats', '/extension', '/extension/intro/x', '/tools/x', '/privacy-policy', '/blog', '/price/plus'])(
    '%s is not one of the tracked page types',
    (path) => {
      expect(pageTypeFromPath(path)).toBe('other');
    },
  );
});

describe('page views', () => {
  test('carry the page type, and on a landing page the use case it shows', () => {
    const seen: Array<[string, AnalyticsProps]> = [];
    const restore = setAnalyticsSink((event, props) => seen.push([event, props]));
    trackPageView('/use-case/how-to-ask-your-crush-out?ref=ad');
    trackPageView('/tools');
    restore();
    expect(seen).toEqual([
      ['page_view', { path: '/use-case/how-to-ask-your-crush-out?ref=ad', page_type: 'landing_page', use_case: 'how-to-ask-your-crush-out' }],
      ['page_view', { path: '/tools', page_type: 'tools' }],
    ]);
  });
});

describe('track and identify', () => {
  test('events go to the current sink, and a throwing sink never breaks the caller', () => {
    const seen: Array<[string, AnalyticsProps]> = [];
    const restore = setAnalyticsSink((event, props) => seen.push([event, props]));
    identify({ id: 'u1', is_temporary: true });
    identify({ id: 'u2', is_temporary: false });
    restore();
    expect(seen).toEqual([
      ['identify', { user_id: 'u1', user_type: 'guest' }],
      ['identify', { user_id: 'u2', user_type: 'registered' }],
    ]);

    const restoreThrowing = setAnalyticsSink(() => {
      throw new Error('sink down');
    });
    expect(() => track('anything')).not.toThrow();
    restoreThrowing();
  });
});
