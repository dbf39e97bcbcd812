import { memo } from 'react';
import { EllipsisVertical, Search } from 'lucide-react';
import { AvatarStack, type AvatarStackUser } from '@/components/ui/avatar-stack';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ElapsedTime } from '@/components/player/elapsed-time';
import type { PlayerTrack } from '@/components/player/track-types';
import { displayName } from '@/lib/format/display-name';
import { artistsBeside } from '@/lib/format/artists-beside';
import type { ProgressSync } from '@/lib/player/progress';
import { cn } from '@/lib/ui/cn';
import { t } from '@/lib/i18n';

interface InstanceHeaderProps {
  name: string;
  track: PlayerTrack | undefined;
  sync: ProgressSync | undefined;
  presentUsers: readonly AvatarStackUser[];
  /** Root: 'Admin View'. */
  canAdminView: boolean;
  /** Root or web:instance:restart: 'Restart'. */
  canRestart: boolean;
  onAdminView: () => void;
  onRestart: () => void;
  /** Where search does not fit beside the page: a Search button that opens it. */
  onSearch?: () => void;
  className?: string;
  now?: () => number;
}

/**
 * Instance name, its options menu (shown only when an entry applies), what is playing (name,
 * artists, elapsed / total, adder) and who is present.
 */
export const InstanceHeader = memo(function InstanceHeader({
  name,
  track,
  sync,
  presentUsers,
  canAdminView,
  canRestart,
  onAdminView,
  onRestart,
  onSearch,
  className,
  now,
}: InstanceHeaderProps) {
  return (
    <header
      data-slot="instance-header"
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}
    >
      <div className="flex min-w-0 items-center gap-1">
        <h1 className="truncate text-2xl font-bold">{name}</h1>
        {(canAdminView || canRestart) && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={t('instance.options')}>
                <EllipsisVertical className="size-4" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              {canAdminView && (
                <DropdownMenuItem onSelect={onAdminView}>
                  {t('instance.adminView')}
                </DropdownMenuItem>
              )}
              {canRestart && (
                <DropdownMenuItem onSelect={onRestart}>{t('instance.restart')}</DropdownMenuItem>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
      {track && (
        // Below 1024 px the player card under the header shows all of this, so the line is
        // left out there. Above, it is a line of its own under the name and the listeners, and
        // it wraps rather than cuts: title, artists, time and adder are all read whole.
        // The time never breaks inside ("2:37 / 4:14").
        <p
          data-slot="instance-header-track"
          className="order-last hidden min-w-0 basis-full text-sm [overflow-wrap:anywhere] text-muted-fg lg:block"
        >
          <span className="font-medium text-fg">{track.name}</span>
          {artistsBeside(track.name, track.artists).length > 0 &&
            ` — ${artistsBeside(track.name, track.artists).join(', ')}`}
          {' · '}
          <span className="whitespace-nowrap">
            <ElapsedTime sync={sync} now={now} />
          </span>
          {' · '}
          {t('player.addedBy', {
            user: displayName(track.discordUsername, track.discordDiscriminator),
          })}
        </p>
      )}
      {presentUsers.length > 0 && (
        <AvatarStack
          users={presentUsers}
          max={5}
          label={t('instance.listening', { count: presentUsers.length })}
          className="ms-auto"
        />
      )}
      {onSearch && (
        <Button
          variant="outline"
          size="icon"
          aria-label={t('instance.searchSongs')}
          aria-keyshortcuts="/"
          title={t('instance.searchSongsShortcut')}
          className={presentUsers.length > 0 ? undefined : 'ms-auto'}
          onClick={onSearch}
        >
          <Search className="size-4" />
        </Button>
      )}
    </header>
  );
});
