/**
 * The one router every app uses: the declarative react-router 7 subset the apps need. Shared as a
 * Module Federation singleton in place of react-router itself, so only this subset is built into
 * the page (a shared module is built whole). Add an export here before using a new API.
 * Tests take `MemoryRouter` from react-router itself (the same module under Jest).
 */
export {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
export { Link, type LinkProps } from './link';
export type { Location, NavigateFunction, PathMatch, To } from 'react-router';
