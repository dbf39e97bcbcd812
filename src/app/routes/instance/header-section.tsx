import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { restartInstance } from '@/api/instances/player-actions';
import type { InstanceTrack, InstanceTracksData } from '@/api/instances/use-instance-tracks';
import { avatarUrl } from '@/app/avatar-url';
import { InstanceHeader } from '@/components/instance/instance-header';
import { canRestartInstance, canSeeAdminView } from '@/lib/admin/permissions';
import type { ProgressSync } from '@/lib/player/progress';
import { useInstancePage } from './instance-page-context';

interface HeaderSectionProps {
  data: InstanceTracksData;
  current: InstanceTrack | undefined;
  progress: ProgressSync | undefined;
  /** Where search does not fit beside the page: opens its sheet. */
  onSearch?: () => void;
}

/** The instance's name, its menu (Admin View, Restart), what is playing and who is listening. */
export function HeaderSection({ data, current, progress, onSearch }: HeaderSectionProps) {
  const { instanceId, ctx } = useInstancePage();
  const navigate = useNavigate();
  const presentUsers = useMemo(
    () =>
      data.presentUsers.map((user) => ({
        id: `${user.discordUsername}#${user.discordDiscriminator}`,
        name: user.discordUsername,
        src: avatarUrl(user),
      })),
    [data.presentUsers],
  );
  return (
    <InstanceHeader
      name={data.instance.name}
      track={current}
      sync={progress}
      presentUsers={presentUsers}
      canAdminView={canSeeAdminView(data.roles)}
      canRestart={canRestartInstance(data.roles)}
      onAdminView={() => void navigate(`/admin/instances/${encodeURIComponent(instanceId)}`)}
      onRestart={() => void restartInstance(ctx, instanceId)}
      onSearch={onSearch}
    />
  );
}
