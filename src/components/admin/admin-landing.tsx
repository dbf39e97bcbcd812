import { Server, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AdminLink } from './admin-link';

/** /admin: two buttons to the relative routes users and instances. */
function AdminLanding() {
  return (
    <section data-slot="admin-landing" className="grid gap-6">
      <h1 className="text-2xl font-semibold">Admin</h1>
      <div className="flex flex-wrap gap-4">
        <Button asChild size="lg">
          <AdminLink to="users">
            <Users aria-hidden />
            Users
          </AdminLink>
        </Button>
        <Button asChild size="lg">
          <AdminLink to="instances">
            <Server aria-hidden />
            Instances
          </AdminLink>
        </Button>
      </div>
    </section>
  );
}

export { AdminLanding };
