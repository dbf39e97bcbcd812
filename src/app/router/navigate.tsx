import * as React from 'react';
import { useNavigate } from './hooks';

/** Navigates once it is rendered (a redirect). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  React.useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
