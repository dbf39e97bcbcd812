import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  restartInstance,
  seek,
  skip,
  stop,
  restartTrack,
  togglePlayback,
} from '@/api/actions/player';
import { useInstanceTracks } from '@/api/hooks/use-instance-tracks';
import { avatarUrl } from '@/app/avatar-url';
import { usePreferences } from '@/app/providers/preferences-store';
import { InstanceHeader } from '@/components/instance/instance-header';
import { InstancePageSkeleton } from '@/components/instance/instance-page-skeleton';
import { NowPlayingCard } from '@/components/player/now-playing-card';
import { PlayerControls, type PlayerCommand } from '@/components/player/player-controls';
import { ErrorMessage } from '@/components/ui/error-message';
import { canRestartInstance, canSeeAdminView } from '@/lib/permissions';
import { isPlaying } from '@/lib/player-state';
import { playingTrack } from '@/lib/queue-order';
import { useActionContext } from './use-action-context';
import { usePageTitle } from './use-page-title';
import { useProgressSync } from './use-progress-sync';

interface InstancePageProps {
  instanceId: string;
}

/** The instance page: wires the track-load poll and the actions to the presentational pieces. */
export function InstancePage({ instanceId }: InstancePageProps) {
  const navigate = useNavigate();
  const preferences = usePreferences();
  const [loadAll] = useState(false);
  const [dragging] = useState(false);
  const tracksQuery = useInstanceTracks(instanceId, {
    loadAll,
    queuedTrackNum: preferences.queuedTrackNum,
    paused: dragging,
  });
  const { data, error, mutate } = tracksQuery;
  const revalidate = useCallback(() => void mutate(), [mutate]);
  const ctx = useActionContext(revalidate);

  const instance = data?.instance;
  const roles = data?.roles ?? [];
  const current = data ? playingTrack(data.tracks) : undefined;
  const sync = useProgressSync(instance, current?.duration);
  const [busy, setBusy] = useState<PlayerCommand | null>(null);

  usePageTitle(current ? `${current.name} - ${current.artists.join(', ')}` : undefined);

  const presentUsers = useMemo(
    () =>
      (data?.presentUsers ?? []).map((user) => ({
        id: `${user.discordUsername}#${user.discordDiscriminator}`,
        name: user.discordUsername,
        src: avatarUrl(user),
      })),
    [data?.presentUsers],
  );

  const playing = instance ? isPlaying(instance.playerStateType) : false;
  const onCommand = useCallback(
    async (command: PlayerCommand) => {
      setBusy(command);
      try {
        if (command === 'pause' || command === 'resume') {
          await togglePlayback(ctx, instanceId, command === 'pause');
        } else if (command === 'stop') await stop(ctx, instanceId);
        else if (command === 'restartTrack') await restartTrack(ctx, instanceId);
        else await skip(ctx, instanceId);
      } finally {
        setBusy(null);
      }
    },
    [ctx, instanceId],
  );
  const onSeek = useCallback(
    (fraction: number) => void seek(ctx, instanceId, fraction),
    [ctx, instanceId],
  );

  if (error && !data) {
    return <ErrorMessage>{`Could not load this server: ${error.message}`}</ErrorMessage>;
  }
  if (!data || !instance) return <InstancePageSkeleton />;

  return (
    <div data-slot="instance-page" className="flex min-h-0 flex-1 gap-6">
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <InstanceHeader
          name={instance.name}
          track={current}
          sync={sync}
          presentUsers={presentUsers}
          canAdminView={canSeeAdminView(roles)}
          canRestart={canRestartInstance(roles)}
          onAdminView={() => void navigate(`/admin/instances/${encodeURIComponent(instanceId)}`)}
          onRestart={() => void restartInstance(ctx, instanceId)}
        />
        <div className="flex flex-col gap-4 lg:flex-row">
          <div className="flex shrink-0 flex-col gap-3 lg:w-80">
            {current && sync ? (
              <NowPlayingCard
                track={current}
                playerStateType={instance.playerStateType}
                voiceChannelName={instance.voiceChannelName}
                sync={sync}
                onSeek={onSeek}
              />
            ) : null}
            <PlayerControls
              playerStateType={instance.playerStateType}
              hasTrack={current !== undefined || playing}
              onCommand={(command) => void onCommand(command)}
              busy={busy}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
