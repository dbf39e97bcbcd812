/** The app's router (src/app/router/create-router.ts says why it is ours). */
export { createBrowserRouter, createMemoryRouter, type Router } from './create-router';
export { useLocation, useMatch, useNavigate, useParams, useSearchParams } from './hooks';
export { Link, NavLink, type LinkProps } from './link';
export { matchRoutes, type Params, type RouteObject } from './match-routes';
export { Navigate } from './navigate';
export { Outlet } from './render-matches';
export { RouterProvider } from './router-provider';
export { Routes } from './routes';
export { useBlocker, type Blocker } from './use-blocker';
