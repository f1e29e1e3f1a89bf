// The router API of every front, from the one react-router copy inside this singleton.
// react-router is not a shared module of its own: Module Federation shares a package whole (all
// of react-router 8, data routers and server rendering included: 64 KB gzip), while through this
// list the bundler keeps only what the shop uses (about 14 KB). Fronts import these from
// 'shared-ui' — a lint rule forbids importing react-router directly outside shared-ui, since a
// second copy would not see the shell's router context.
export {
  BrowserRouter,
  type InitialEntry,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  type RouteObject,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
