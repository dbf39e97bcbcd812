import { Link, Outlet } from 'react-router-dom';
import { AppLayout } from '@/components/layout/app-layout';

export function ShellRoute() {
  return (
    <AppLayout renderLogoLink={(logo) => <Link to="/home">{logo}</Link>}>
      <Outlet />
    </AppLayout>
  );
}
