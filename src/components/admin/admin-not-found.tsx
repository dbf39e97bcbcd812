import { ArrowLeft, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { t } from '@/lib/i18n';
import { AdminLink } from './admin-link';

interface AdminNotFoundProps {
  /** What is missing, e.g. 'There is no user with the id "99999".' */
  message: string;
  /** Where the way back leads, and its label. */
  back: { to: string; label: string };
  className?: string;
}

/** The admin item the server does not have (a 404): not a refusal, and a way back. */
function AdminNotFound({ message, back, className }: AdminNotFoundProps) {
  return (
    <div role="alert" data-slot="admin-not-found" className={className}>
      <EmptyState
        icon={<SearchX aria-hidden className="size-6" />}
        title={t('admin.notFound')}
        description={message}
        action={
          <Button asChild variant="outline">
            <AdminLink to={back.to}>
              <ArrowLeft aria-hidden className="rtl:-scale-x-100" />
              {back.label}
            </AdminLink>
          </Button>
        }
      />
    </div>
  );
}

export { AdminNotFound, type AdminNotFoundProps };
