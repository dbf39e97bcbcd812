import { useState } from 'react';
import { Link, Outlet, useMatch } from 'react-router-dom';
import { lastKnownSince } from '@/api/query/last-known';
import { formatSince } from '@/api/reachability/rule';
import { useInstances } from '@/api/instances/use-instances';
import { useSessionUser } from '@/api/auth/use-session-user';
import { EVERY_ACTION_EVENT, useActionEvents } from '@/app/use-action-events';
import { avatarUrl } from '@/app/avatar-url';
import { preferences, usePreference } from '@/app/providers/preferences-store';
import { useConnectionBanner } from './use-connection-banner';
import { AppLayout } from '@/components/layout/app-layout';
import { ConnectionBanner } from '@/components/layout/connection-banner';
import { LastKnownNotice } from '@/components/layout/last-known-notice';
import { MainNavigation } from '@/components/layout/main-navigation';
import { InstanceSidebar } from '@/components/sidebar/instance-sidebar';
import { UserCard } from '@/components/user/user-card';
import { canDownload, canSeeAdmin } from '@/lib/admin/permissions';
import { LastKnownReport } from './last-known-report';
import { RouterLink } from './router-link';
import { toSidebarInstances } from './to-sidebar-instances';
import { TOUCH_MIN_HEIGHT } from '@/components/ui/touch-target';

/** The signed-in frame around every guarded screen: layout, server list, user card. */
export function ShellRoute() {
  const user = useSessionUser();
  const instances = useInstances();
  // Each successful action raises its window event so screens refresh (1-core §4): the server
  // list names the new track, the restarting bot's red dot, a server created or a person kicked,
  // at once instead of at its next poll. This is its one refresh after an action: no action names
  // its key (docs/architecture.md, "Data flow").
  useActionEvents(EVERY_ACTION_EVENT, () => void instances.mutate());
  // "Hide servers" is remembered with the other preferences and takes effect at once.
  const collapsed = usePreference('serverListHidden');
  const setCollapsed = (value: boolean) => preferences.set('serverListHidden', value);
  // Sidebar settings take effect on Apply (a reload), so they are read as of page load.
  const { sidebarShowAvatars, sidebarShowTracks } = preferences.atLoad();
  const pageMatch = useMatch('/:id');
  const readMatch = useMatch('/instances/:id/read');
  const activeId = (pageMatch ?? readMatch)?.params.id ?? null;
  const roles = user?.roles ?? [];
  const connection = useConnectionBanner(instances.mutate);
  // What the page draws may be the person's last visit until the live answers come: said once.
  const [pageSince, setPageSince] = useState<number | undefined>();
  const lastKnownAt = lastKnownSince(instances.data) ?? pageSince;
  const sidebar = {
    instances: instances.data ? toSidebarInstances(instances.data) : null,
    error: instances.error ? instances.error.message : null,
    showAvatars: sidebarShowAvatars,
    showTracks: sidebarShowTracks,
    activeId,
    link: RouterLink,
  };

  return (
    <AppLayout
      collapsed={collapsed}
      renderLogoLink={(logo) => (
        // A finger's 44 px target on a touch screen; a mouse's link is the logo's own box.
        <Link
          to="/home"
          className={`rounded-md pointer-coarse:inline-flex ${TOUCH_MIN_HEIGHT} pointer-coarse:items-center`}
        >
          {logo}
        </Link>
      )}
      navigation={
        <MainNavigation collapsed={collapsed} onCollapsedChange={setCollapsed} link={RouterLink}>
          <InstanceSidebar collapsed={collapsed} {...sidebar} />
        </MainNavigation>
      }
      // The phone's menu sheet: no "Hide servers" there, and the list is always shown, whatever
      // the desktop column's preference says: the sheet is opened to pick a server.
      sheetNavigation={
        <MainNavigation link={RouterLink}>
          <InstanceSidebar {...sidebar} />
        </MainNavigation>
      }
      userCard={
        user && (
          <UserCard
            user={{
              username: user.discordUsername,
              discriminator: user.discordDiscriminator,
              avatarSrc: avatarUrl(user),
            }}
            showAdmin={canSeeAdmin(roles)}
            showDownload={canDownload(roles)}
            link={RouterLink}
          />
        )
      }
    >
      {connection ? (
        <ConnectionBanner kind={connection.kind} since={connection.since} />
      ) : (
        lastKnownAt !== undefined && <LastKnownNotice since={formatSince(lastKnownAt)} />
      )}
      <LastKnownReport value={setPageSince}>
        <Outlet />
      </LastKnownReport>
    </AppLayout>
  );
}
