import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { updateInstance } from '@/api/admin-instances/actions';
import { kickUser } from '@/api/admin-users/actions';
import { useAdminInstance } from '@/api/admin-instances/use-admin-instance';
import { useAdminInstanceResources } from '@/api/admin-instances/use-admin-instance-resources';
import { useAdminInstanceStats } from '@/api/admin-instances/use-admin-instance-stats';
import { useAdminInstanceUsers } from '@/api/admin-instances/use-admin-instance-users';
import type { components } from '@/contract/schema';
import { adminFailure } from './admin-failure';
import { keepFormFailure } from './keep-form-failure';
import { InstanceConsoleSection } from './instance-console-section';
import { AdminPage } from '@/components/admin/admin-page';
import { CardHeading } from '@/components/admin/card-heading';
import { InstanceEditForm } from '@/components/admin/instance-edit-form';
import { toEditInput } from '@/components/admin/instance-form-schema';
import { InstanceOverview } from '@/components/admin/instance-overview';
import {
  InstanceStatsPanel,
  type InstanceStatsView,
} from '@/components/admin/instance-stats-panel';
import { InstanceUsersTable } from '@/components/admin/instance-users-table';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useActionContext } from '@/app/use-action-context';
import { avatarUrl } from '@/app/avatar-url';
import { serverPanelUrl } from './server-panel-url';
import { toUserView } from './to-user-view';
import { useCommandRunner } from './use-command-runner';
import { t } from '@/lib/i18n';

function toStatsView(stats: components['schemas']['InstanceStats']): InstanceStatsView {
  return {
    mostActive:
      stats.mostActiveDiscordUsername === null
        ? null
        : {
            name: stats.mostActiveDiscordUsername,
            discriminator: stats.mostActiveDiscordDiscriminator ?? '0',
            // Stats carry no chat-platform id: the hash-only address.
            avatarUrl: avatarUrl({
              discordAvatarHash: stats.mostActiveAvatarHash,
              discordDiscriminator: stats.mostActiveDiscordDiscriminator,
            }),
            count: stats.mostActiveCount,
          },
    mostPopular:
      stats.mostPopularName === null
        ? null
        : {
            name: stats.mostPopularName,
            artists: stats.mostPopularArtists ?? '',
            imageUrl: stats.mostPopularImageUrl,
            count: stats.mostPopularCount,
          },
    totalTracks: stats.totalTracks,
    totalDuration: stats.totalDuration,
    firstTrack: stats.firstTrack,
    lastTrack: stats.lastTrack,
  };
}

/**
 * /admin/instances/:id — power and resources, actions, the console (a managed instance's, on the
 * server panel), stats, edit form, members; every 2.5 s.
 */
export function AdminInstanceRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const ctx = useActionContext();
  const instance = useAdminInstance(id);
  const resources = useAdminInstanceResources(id);
  const stats = useAdminInstanceStats(id);
  const users = useAdminInstanceUsers(id);
  const [kicking, setKicking] = useState<string | null>(null);
  const commands = useCommandRunner(id, (command) => {
    if (command === 'delete') void navigate('/admin/instances');
  });

  const data = instance.data;
  // A deleted instance 404s on the next poll: that is the refusal page too, once we left.
  const failure = adminFailure(
    [instance, resources, stats, users].map((query) => query.error),
    {
      message: t('admin.noSuchInstance', { id }),
      back: { to: '/admin/instances', label: t('admin.backToInstances') },
    },
  );
  return (
    <AdminPage
      title={data?.name ?? t('admin.instance')}
      loading={data === undefined}
      failure={failure}
    >
      {data && (
        // min-w-0: a card never takes the width of its widest content (the members table
        // scrolls inside its own box at 360 px instead of widening the page).
        <div className="grid gap-6 *:min-w-0">
          <InstanceOverview
            id={data.id}
            name={data.name}
            resources={resources.data}
            panelUrl={serverPanelUrl(resources.data?.identifier)}
            onCommand={commands.run}
            pending={commands.pending}
          />
          {resources.data?.isManaged && (
            <InstanceConsoleSection key={data.id} id={data.id} name={data.name} />
          )}
          {stats.data && <InstanceStatsPanel stats={toStatsView(stats.data)} />}
          <Card>
            <CardHeader>
              <CardHeading>{t('admin.settings')}</CardHeading>
            </CardHeader>
            <CardContent>
              <InstanceEditForm
                defaultValues={toEditInput(data)}
                onSubmit={async (values) =>
                  (
                    await keepFormFailure(
                      (onRefused) => updateInstance(ctx, data.id, values, onRefused),
                      (saved) => saved,
                    )
                  ).failure
                }
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardHeading>{t('admin.users')}</CardHeading>
            </CardHeader>
            <CardContent>
              <InstanceUsersTable
                users={(users.data ?? []).map(toUserView)}
                kicking={kicking}
                onKick={(userId) => {
                  setKicking(userId);
                  void kickUser(ctx, userId, data.id).finally(() => setKicking(null));
                }}
              />
            </CardContent>
          </Card>
        </div>
      )}
    </AdminPage>
  );
}
