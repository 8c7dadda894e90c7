// The router API the apps use, and only that. Module Federation shares a module whole: sharing
// react-router-dom itself put all of react-router on every page (data routers' server helpers,
// cookie and session storage, RSC support: most of it unused). This entry is the shared
// singleton instead (one router context for the shell and every suite), so the bundler keeps
// only what is re-exported here. Import the router from 'shared/router', never from
// react-router-dom (biome refuses it outside this file and test helpers); a new hook or
// component is added here first.
export type { RouteObject } from 'react-router-dom';
export {
  createBrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
