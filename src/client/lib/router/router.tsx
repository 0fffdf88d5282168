/**
 * The app's router: declarative routes over the History API, with the parts the app uses —
 * nested routes with an outlet, params, search params, navigate, Link, the location and how it was
 * reached. It replaced react-router (docs/decisions.md: ~13 KB gzip of the chat's first load for
 * these few parts). As BrowserRouter did, a navigation renders in a transition: the current screen
 * stays until the next one's code is there.
 */
import {
  createContext,
  createElement,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createBrowserHistory, createMemoryHistory, hrefOf, type History, type Location, type NavigateOptions, type NavigationType } from './history';
import { matchPath, matchRoutes, type Params, type RouteObject } from './path-match';

interface RouterState {
  location: Location;
  navigationType: NavigationType;
  history: History;
}

const RouterContext = createContext<RouterState | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} });

function Router({ history, transitions, children }: { history: History; transitions: boolean; children: ReactNode }) {
  const read = () => ({ location: history.location, navigationType: history.action });
  const [state, setState] = useState(read);
  useLayoutEffect(() => {
    const update = () => (transitions ? startTransition(() => setState(read)) : setState(read));
    const unlisten = history.listen(update);
    // A navigation made before this effect ran (a child's layout effect) is not missed.
    if (history.location !== state.location) update();
    return unlisten;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribe once per history
  }, [history, transitions]);
  const value = useMemo(() => ({ ...state, history }), [state, history]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The browser's address bar and session history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return (
    <Router history={history} transitions>
      {children}
    </Router>
  );
}

/** One fixed location (the server's render). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory([location]));
  return (
    <Router history={history} transitions={false}>
      {children}
    </Router>
  );
}

/** A history in memory (tests), at the last of `initialEntries`. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return (
    <Router history={history} transitions={false}>
      {children}
    </Router>
  );
}

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hooks need a <BrowserRouter>, <StaticRouter> or <MemoryRouter> above');
  return router;
}

export const useLocation = (): Location => useRouter().location;

export const useNavigationType = (): NavigationType => useRouter().navigationType;

/** A stable `navigate(to, { replace, state })`; `to` may carry `?search` and `#hash`. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const { history } = useRouter();
  return useCallback((to, options) => history.navigate(to, options), [history]);
}

/** Every param of the matched routes (a layout sees its children's). */
export const useParams = (): Params => useContext(RouteContext).params;

/** The params when the current path matches `pattern` (`/chat/memory`, `/chat/your-practice/*`), else null. */
export function useMatch(pattern: string): Params | null {
  const { pathname } = useLocation();
  return useMemo(() => matchPath(pattern, pathname), [pattern, pathname]);
}

/** The location's search params, and a setter that navigates to the same path with new ones. */
export function useSearchParams(): [URLSearchParams, (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => navigate(`?${new URLSearchParams(next)}`, options),
    [navigate],
  );
  return [params, setParams];
}

/** The screens `routes` draw for the current path, outermost first, each holding the next as its outlet. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, { route, params }) =>
      createElement(RouteContext.Provider, { value: { outlet, params } }, route.Component ? createElement(route.Component) : outlet),
    null,
  );
}

/** Where a layout route draws its matched child. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string; replace?: boolean; state?: unknown };

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * An `<a href>` that navigates in the app on a plain left click (a modified click, another target
 * or an external URL is left to the browser). A link to where the visitor already is replaces the
 * entry instead of adding one.
 */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if ((target && target !== '_self') || EXTERNAL.test(to)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? to === hrefOf(location), state });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}
