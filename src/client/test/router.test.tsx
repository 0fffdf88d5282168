/**
 * The app's router (lib/router): which route draws a path, the params a screen reads, and what a
 * link or `navigate` does to the location. `cd src/client && bun test ./test/router.test.tsx`.
 */
import { afterEach, describe, expect, test } from 'bun:test';
import { matchPath, matchRoutes, type RouteObject } from '../lib/router';
import { routes } from '../app/router';
import { routeModules } from '../app/route-modules';
import { DocumentNavigation } from '../app/document-navigation';

const hasDom = typeof document !== 'undefined';
const rtl = hasDom ? await import('@testing-library/react') : null;
afterEach(() => rtl?.cleanup());

/** The innermost route's component and the params, for a path of the app's own table. */
function leaf(path: string) {
  const matches = matchRoutes(routes, path);
  const last = matches?.at(-1);
  return { Component: last?.route.Component, params: last?.params };
}

describe("the app's route table", () => {
  test('static segments rank above the agent slug, whatever the order written', () => {
    expect(leaf('/chat/memory').Component).toBe(routeModules.chatMemory);
    expect(leaf('/chat/your-practice').Component).toBe(routeModules.yourPractice);
    expect(leaf('/chat/your-practice/ready-to-practice').Component).toBe(routeModules.readyToPractice);
    expect(leaf('/chat/practice-plan/create').Component).toBe(routeModules.practiceCreate);
    expect(leaf('/chat/chat-advisor')).toEqual({ Component: routeModules.chatAgent, params: { agentSlug: 'chat-advisor' } });
    expect(leaf('/chat/chat-advisor/s1').params).toEqual({ agentSlug: 'chat-advisor', sessionId: 's1' });
    expect(leaf('/chat').Component).toBe(routeModules.chatAgent);
    expect(leaf('/chat/').Component).toBe(routeModules.chatAgent);
  });

  test('optional segments: a plan alone, with a practice, with a report', () => {
    expect(leaf('/chat/practice-plan/p1').params).toEqual({ planId: 'p1' });
    expect(leaf('/chat/practice-plan/p1/x1').params).toEqual({ planId: 'p1', practiceId: 'x1' });
    expect(leaf('/chat/practice-plan/p1/x1/report').params).toEqual({ planId: 'p1', practiceId: 'x1', extra: 'report' });
    expect(leaf('/chat/practice-plan/p1/x1/report/more').Component).toBe(DocumentNavigation);
  });

  test('the layout and every screen under it share the params; any other path is a document', () => {
    const matches = matchRoutes(routes, '/chat/a%20b/s1')!;
    expect(matches.map((match) => match.params.agentSlug)).toEqual(['a b', 'a b', 'a b']);
    expect(leaf('/share/t1').params).toEqual({ token: 't1' });
    expect(leaf('/CHAT/memory').Component).toBe(routeModules.chatMemory);
    expect(leaf('/privacy-policy')).toEqual({ Component: DocumentNavigation, params: { '*': 'privacy-policy' } });
  });

  test('matchPath: exact, or a prefix with a trailing *', () => {
    expect(matchPath('/chat/memory', '/chat/memory')).toEqual({});
    expect(matchPath('/chat/memory', '/chat/memory/x')).toBeNull();
    expect(matchPath('/chat/your-practice/*', '/chat/your-practice')).toEqual({ '*': '' });
    expect(matchPath('/chat/your-practice/*', '/chat/your-practice/ready-to-practice')).toEqual({ '*': 'ready-to-practice' });
    expect(matchPath('/chat/your-practice/*', '/chat/yours')).toBeNull();
  });
});

describe.skipIf(!hasDom)('navigating (happy-dom)', () => {
  test('links and navigate move the location; a layout keeps its screen, which reads the new params', async () => {
    const { MemoryRouter, Link, Outlet, useLocation, useNavigate, useNavigationType, useParams, useRoutes, useSearchParams } = await import('../lib/router');
    const { useState } = await import('react');
    const { render, screen, fireEvent, act } = rtl!;
    let mounts = 0;
    let navigate: ReturnType<typeof useNavigate> = () => undefined;
    function Layout() {
      const location = useLocation();
      navigate = useNavigate();
      return (
        <div data-testid="where" data-type={useNavigationType()} data-key={location.key}>
          {location.pathname + location.search + location.hash}
          <Link to="/c/two?tab=x">two</Link>
          <Outlet />
        </div>
      );
    }
    function Screen() {
      const { slug } = useParams();
      const [params, setParams] = useSearchParams();
      const [first] = useState(() => mounts++);
      return (
        <button type="button" data-testid="screen" data-mount={first} onClick={() => setParams({ tab: 'y' }, { replace: true })}>
          {`${slug}:${params.get('tab') ?? ''}`}
        </button>
      );
    }
    const table: RouteObject[] = [{ path: '/c', Component: Layout, children: [{ path: ':slug', Component: Screen }] }];
    const Routes = () => useRoutes(table);
    render(
      <MemoryRouter initialEntries={['/c/one']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('screen').textContent).toBe('one:');
    expect(screen.getByTestId('where').dataset.key).toBe('default');

    fireEvent.click(screen.getByText('two'));
    expect(screen.getByTestId('where').textContent).toStartWith('/c/two?tab=x');
    expect(screen.getByTestId('where').dataset.type).toBe('PUSH');
    expect(screen.getByTestId('screen').textContent).toBe('two:x');
    expect(screen.getByTestId('screen').dataset.mount).toBe('0');

    fireEvent.click(screen.getByTestId('screen'));
    expect(screen.getByTestId('where').textContent).toStartWith('/c/two?tab=y');
    expect(screen.getByTestId('where').dataset.type).toBe('REPLACE');

    act(() => navigate('/c/three#top'));
    expect(screen.getByTestId('where').textContent).toStartWith('/c/three#top');
    expect(screen.getByTestId('where').dataset.key).not.toBe('default');
  });

  test('a modified click or another target is left to the browser', async () => {
    const { MemoryRouter, Link, useLocation } = await import('../lib/router');
    const { render, screen, fireEvent } = rtl!;
    const Where = () => <span data-testid="where">{useLocation().pathname}</span>;
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Where />
        <Link to="/b">b</Link>
        <Link to="/c" target="_blank">
          c
        </Link>
      </MemoryRouter>,
    );
    expect(screen.getByText('b').getAttribute('href')).toBe('/b');
    fireEvent.click(screen.getByText('b'), { ctrlKey: true });
    fireEvent.click(screen.getByText('c'));
    expect(screen.getByTestId('where').textContent).toBe('/a');
  });
});
