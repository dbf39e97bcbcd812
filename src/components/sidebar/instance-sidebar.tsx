import type * as React from 'react';
import { Music2 } from 'lucide-react';
import { PlainLink, type AppLinkComponent } from '@/components/layout/app-link';
import { AvatarStack, type AvatarStackUser } from '@/components/ui/avatar-stack';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { StatusDot } from '@/components/ui/status-dot';
import { cn } from '@/lib/ui/cn';
import { artistsBeside } from '@/lib/format/artists-beside';
import { t } from '@/lib/i18n';
import { TOUCH_MIN_HEIGHT } from '@/components/ui/touch-target';

interface SidebarInstance {
  id: string;
  name: string;
  isOnline: boolean;
  /** What plays now, if anything. */
  track?: { name: string; artists: readonly string[]; imageUrl?: string | null } | null;
  /** Who is in the voice channel. */
  presences: readonly AvatarStackUser[];
}

type InstanceSidebarProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** null while the first answer is on its way. */
  instances: readonly SidebarInstance[] | null;
  /** Shown when the list could not be loaded and there is nothing to show. */
  error?: string | null;
  /** Renders nothing at all (spec 1 §2). */
  collapsed?: boolean;
  /** The sidebarShowTracks setting. */
  showTracks?: boolean;
  /** The sidebarShowAvatars setting. */
  showAvatars?: boolean;
  /** The instance whose page is open, marked as the current one. */
  activeId?: string | null;
  link?: AppLinkComponent;
};

/** At most this many avatars, then "+N" (spec 1 §9). */
const MAX_AVATARS = 3;

/** The list of servers: each links to its instance page with its state, track and listeners. */
function InstanceSidebar({
  instances,
  error,
  collapsed = false,
  showTracks = true,
  showAvatars = true,
  activeId,
  link: Link = PlainLink,
  className,
  ...props
}: InstanceSidebarProps) {
  if (collapsed) return null;
  return (
    <nav
      data-slot="instance-sidebar"
      aria-label={t('sidebar.servers')}
      className={cn('flex min-h-0 flex-col gap-2', className)}
      {...props}
    >
      <h2 className="px-2 text-xs font-semibold tracking-wide text-muted-fg uppercase">
        {t('sidebar.servers')}
      </h2>
      {instances === null ? (
        error ? (
          <ErrorMessage title={t('sidebar.loadFailed')}>{error}</ErrorMessage>
        ) : (
          <div className="flex justify-center p-4">
            <Spinner className="size-5" label={t('sidebar.loading')} />
          </div>
        )
      ) : instances.length === 0 ? (
        <p className="px-2 py-4 text-sm text-muted-fg">{t('sidebar.noServers')}</p>
      ) : (
        <ul className="flex flex-col gap-1 overflow-y-auto">
          {instances.map((instance) => (
            <li key={instance.id}>
              <Link
                to={`/${encodeURIComponent(instance.id)}`}
                aria-current={instance.id === activeId ? 'page' : undefined}
                className={`group flex flex-col gap-1.5 rounded-md px-2 py-2 text-sm ${TOUCH_MIN_HEIGHT} pointer-coarse:justify-center outline-none hover:bg-accent hover:text-accent-fg focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-accent aria-[current=page]:text-accent-fg`}
              >
                <span className="flex min-w-0 items-center gap-2">
                  <StatusDot online={instance.isOnline} />
                  <span className="min-w-0 truncate font-medium" title={instance.name}>
                    {instance.name}
                  </span>
                  {!instance.isOnline && (
                    // Said in words, not by the dot's colour alone; the dot already tells a
                    // screen reader.
                    <span
                      data-slot="instance-sidebar-offline"
                      aria-hidden
                      className="ms-auto shrink-0 text-xs text-muted-fg group-hover:text-accent-fg"
                    >
                      {t('sidebar.offline')}
                    </span>
                  )}
                </span>
                {showTracks && instance.track && (
                  <span
                    data-slot="instance-sidebar-track"
                    className="flex min-w-0 items-center gap-1.5 ps-4.5 text-xs text-muted-fg group-hover:text-accent-fg"
                  >
                    <Music2 aria-hidden className="size-3 shrink-0" />
                    <span className="truncate">
                      {instance.track.name}
                      {artistsBeside(instance.track.name, instance.track.artists).length > 0 &&
                        ` — ${artistsBeside(instance.track.name, instance.track.artists).join(', ')}`}
                    </span>
                  </span>
                )}
                {showAvatars && instance.presences.length > 0 && (
                  <AvatarStack
                    className="ps-4.5"
                    users={instance.presences}
                    max={MAX_AVATARS}
                    label={t('sidebar.listeningOn', { name: instance.name })}
                  />
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

export { InstanceSidebar, type SidebarInstance };
