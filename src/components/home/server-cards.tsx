import * as React from 'react';
import { ChevronRight } from 'lucide-react';
import { PlainLink, type AppLinkComponent } from '@/components/layout/app-link';
import type { SidebarInstance } from '@/components/sidebar/instance-sidebar';
import { AvatarStack } from '@/components/ui/avatar-stack';
import { Badge } from '@/components/ui/badge';
import { CoverImage } from '@/components/ui/cover-image';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusDot } from '@/components/ui/status-dot';
import { artistsBeside } from '@/lib/format/artists-beside';
import { cn } from '@/lib/ui/cn';
import { t } from '@/lib/i18n';
import { lastOpenedFirst } from '@/lib/servers/last-opened-first';

type ServerCardsProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The user's servers (the sidebar's rows); null while the first answer is on its way. */
  servers: readonly SidebarInstance[] | null;
  /** Shown when the list could not be loaded and there is nothing to show. */
  error?: string | null;
  /** The server whose page the user opened last: its card comes first, marked "Last opened". */
  lastOpenedId?: string | null;
  link?: AppLinkComponent;
};

/** At most this many avatars, then "+N", as in the sidebar (spec 1 §9). */
const MAX_AVATARS = 3;

/**
 * The home's list of servers: a card per server with its state, what plays
 * with its cover, who listens, and the way in. The whole card is one link (the name's, stretched
 * over the card), so on a phone any server is one tap from the first screen without the menu.
 */
function ServerCards({
  servers,
  error,
  lastOpenedId,
  link: Link = PlainLink,
  className,
  ...props
}: ServerCardsProps) {
  const headingId = React.useId();
  const ordered = servers && lastOpenedFirst(servers, lastOpenedId);
  return (
    <section
      data-slot="server-cards"
      aria-labelledby={headingId}
      className={cn('mx-auto grid w-full max-w-5xl gap-3', className)}
      {...props}
    >
      <h2 id={headingId} className="font-display text-lg font-semibold">
        {t('home.yourServers')}
      </h2>
      {ordered === null ? (
        error ? (
          <ErrorMessage title={t('sidebar.loadFailed')}>{error}</ErrorMessage>
        ) : (
          <div
            role="status"
            aria-label={t('sidebar.loading')}
            className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
          >
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-24 rounded-xl" />
            ))}
          </div>
        )
      ) : ordered.length === 0 ? (
        <EmptyState title={t('sidebar.noServers')} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {ordered.map((server) => (
            <ServerCard
              key={server.id}
              server={server}
              lastOpened={server.id === lastOpenedId}
              link={Link}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ServerCard({
  server,
  lastOpened,
  link: Link,
}: {
  server: SidebarInstance;
  lastOpened: boolean;
  link: AppLinkComponent;
}) {
  const detailsId = React.useId();
  const { track } = server;
  const artists = track ? artistsBeside(track.name, track.artists) : [];
  return (
    <li
      data-slot="server-card"
      data-server-id={server.id}
      data-last-opened={lastOpened || undefined}
      className="relative flex min-h-24 items-center gap-3 rounded-xl border bg-card p-3 text-card-fg shadow-sm transition-colors has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring hover:bg-accent/60 data-[last-opened]:border-primary"
    >
      <CoverImage src={track?.imageUrl} className="size-16 rounded-lg" />
      <div className="grid min-w-0 flex-1 content-center gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={`/${encodeURIComponent(server.id)}`}
            aria-describedby={detailsId}
            className="min-w-0 font-semibold break-words outline-none after:absolute after:inset-0 after:rounded-xl"
          >
            {server.name}
          </Link>
          {lastOpened && (
            <Badge data-slot="server-card-last-opened" variant="info">
              {t('home.lastOpened')}
            </Badge>
          )}
        </div>
        <div id={detailsId} className="grid min-w-0 gap-1">
          <span className="flex items-center gap-1.5 text-xs text-muted-fg">
            <StatusDot online={server.isOnline} aria-hidden />
            {server.isOnline ? t('ui.online') : t('ui.offline')}
          </span>
          <span
            data-slot="server-card-track"
            className="truncate text-sm"
            title={track ? [track.name, ...artists].join(' — ') : undefined}
          >
            {track ? (
              <>
                <span className="sr-only">{t('home.playing')} </span>
                {track.name}
                {artists.length > 0 && (
                  <span className="text-muted-fg"> — {artists.join(', ')}</span>
                )}
              </>
            ) : (
              <span className="text-muted-fg">{t('home.nothingPlaying')}</span>
            )}
          </span>
          {server.presences.length > 0 ? (
            <AvatarStack
              users={server.presences}
              max={MAX_AVATARS}
              label={t('sidebar.listeningOn', { name: server.name })}
            />
          ) : null}
        </div>
      </div>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-fg rtl:-scale-x-100" />
    </li>
  );
}

export { ServerCards };
