import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RouteErrorBoundary } from './routes/error/route-error-boundary';
import { HomeRoute } from './routes/home/home-route';
import { ShellRoute } from './routes/shell-route';

export const router = createBrowserRouter([
  {
    element: <ShellRoute />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', element: <HomeRoute /> },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
]);
