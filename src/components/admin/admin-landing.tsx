import type * as React from 'react';
import { CircleCheck, Server, TriangleAlert, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { intlLocale, t } from '@/lib/i18n';
import type { InstanceResources } from '@/lib/admin/instance-lifecycle';
import { attentionReasons, RESOURCE_ALERT_THRESHOLD } from '@/lib/admin/resource-usage';
import { AdminLink } from './admin-link';
import { CardHeading } from './card-heading';

interface LandingInstance {
  id: string;
  name: string;
  /** Undefined until its first resources answer. */
  resources?: InstanceResources;
}

interface AdminLandingProps {
  /** Registered users; undefined while loading. */
  userCount?: number;
  /** Every instance with its resources as far as known; undefined while loading. */
  instances?: readonly LandingInstance[];
}

function Count({ value, label }: { value: number | undefined; label: string }) {
  return value === undefined ? (
    <Skeleton className="h-9 w-16" />
  ) : (
    <p className="text-sm text-muted-fg">
      <span className="block font-display text-3xl font-semibold text-fg tabular-nums">
        {value}
      </span>
      {label}
    </p>
  );
}

function SummaryCard({
  to,
  icon,
  title,
  children,
}: {
  to: string;
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="gap-4">
      <CardContent className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap gap-x-8 gap-y-2">{children}</div>
        {/* The spec's two buttons, to the relative routes users and instances. */}
        <Button asChild size="lg">
          <AdminLink to={to}>
            {icon}
            {title}
          </AdminLink>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * /admin: what an admin opens it for. How many users and instances there are (the
 * spec's Users and Instances buttons beside the counts), and which instances need attention:
 * offline, or a resource at or over RESOURCE_ALERT_THRESHOLD (90 %), each with a link to it.
 */
function AdminLanding({ userCount, instances }: AdminLandingProps) {
  const known = instances?.filter((instance) => instance.resources !== undefined) ?? [];
  const running = known.filter(
    (i) => i.resources?.isManaged && i.resources.powerState === 'running',
  );
  const attention = known
    .map((instance) => ({ ...instance, reasons: attentionReasons(instance.resources!) }))
    .filter((instance) => instance.reasons.length > 0);
  const checking = instances === undefined || known.length < instances.length;
  const threshold = new Intl.NumberFormat(intlLocale()).format(
    Math.round(RESOURCE_ALERT_THRESHOLD * 100),
  );
  return (
    <section data-slot="admin-landing" className="grid gap-6">
      <h1 className="text-2xl font-semibold">{t('admin.title')}</h1>
      <div className="grid gap-4 md:grid-cols-2">
        <SummaryCard to="users" icon={<Users aria-hidden />} title={t('admin.users')}>
          <Count value={userCount} label={t('admin.registeredCount', { count: userCount ?? 0 })} />
        </SummaryCard>
        <SummaryCard to="instances" icon={<Server aria-hidden />} title={t('admin.instances')}>
          <Count
            value={instances?.length}
            label={t('admin.instancesCount', { count: instances?.length ?? 0 })}
          />
          <Count
            value={checking ? undefined : running.length}
            label={t('admin.runningCount', { count: running.length })}
          />
        </SummaryCard>
      </div>
      <Card data-slot="admin-attention">
        <CardHeader>
          <CardHeading>{t('admin.needsAttention')}</CardHeading>
          <p className="text-sm text-muted-fg">{t('admin.needsAttentionHint', { threshold })}</p>
        </CardHeader>
        <CardContent>
          {attention.length > 0 ? (
            <ul className="grid gap-2" aria-label={t('admin.attentionListLabel')}>
              {attention.map(({ id, name, reasons }) => (
                <li
                  key={id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-md border p-3"
                >
                  <span className="flex min-w-0 flex-wrap items-center gap-2">
                    <TriangleAlert aria-hidden className="size-4 shrink-0 text-danger" />
                    <span className="font-medium break-words">{name}</span>
                    <span className="text-sm text-danger">{reasons.join(' · ')}</span>
                  </span>
                  <Button asChild size="sm" variant="outline">
                    <AdminLink
                      to={`instances/${encodeURIComponent(id)}`}
                      aria-label={t('admin.manageNamed', { name })}
                    >
                      {t('admin.manage')}
                    </AdminLink>
                  </Button>
                </li>
              ))}
            </ul>
          ) : checking ? (
            <Skeleton className="h-12 w-full" />
          ) : (
            <p className="flex items-center gap-2 text-sm text-muted-fg">
              <CircleCheck aria-hidden className="size-4 shrink-0 text-fg" />
              {t('admin.allWell')}
            </p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

export { AdminLanding };
