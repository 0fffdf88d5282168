export { BrowserRouter, Link, MemoryRouter, Outlet, StaticRouter, useLocation, useMatch, useNavigate, useNavigationType, useParams, useRoutes, useSearchParams, type LinkProps } from './router';
export { matchPath, matchRoutes, type Params, type RouteMatch, type RouteObject } from './path-match';
export type { Location, NavigateOptions, NavigationType } from './history';
