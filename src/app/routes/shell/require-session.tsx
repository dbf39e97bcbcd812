import type * as React from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionUser } from '@/api/auth/use-session-user';

/**
 * Guarded routes: signed out (no readable session token) goes to /login. Re-evaluated whenever
 * the tokens change, so a session that ends (refresh refused) leaves the page at once.
 */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const user = useSessionUser();
  if (user === null) return <Navigate to="/login" replace />;
  return children;
}
