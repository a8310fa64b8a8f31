// '@akademi/shared/router': the router API the apps use, re-exported from react-router-dom.
// Why: a federation shared package is not tree-shaken, and react-router 7 ships data routers,
// SSR, RSC and turbo-stream code the apps never run (≈ 62 KB gzip shared vs ≈ 20 KB here).
// Sharing this module as a singleton keeps ONE router (one context) across shell and remotes,
// like the antd kit. Apps import routing only from here (lint enforces it).
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useMatch,
  useOutletContext,
  matchPath,
  generatePath,
  createSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, NavigateOptions, To, RouteObject, LinkProps, NavLinkProps } from 'react-router-dom';
