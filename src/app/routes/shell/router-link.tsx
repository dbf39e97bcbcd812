import { NavLink } from 'react-router-dom';
import type { AppLinkProps } from '@/components/layout/app-link';

/** The router's link for presentational components (marks the current page with aria-current). */
export function RouterLink({ to, ...props }: AppLinkProps) {
  return <NavLink to={to} {...props} />;
}
