import { AdminLanding } from '@/components/admin/admin-landing';

export function AdminLandingRoute() {
  return <AdminLanding />;
}
