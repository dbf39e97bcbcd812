import { useInstances } from '@/api/instances/use-instances';
import { useSessionUser } from '@/api/auth/use-session-user';
import { lastOpenedServer } from '@/app/last-opened-server';
import { WelcomePanel } from '@/components/layout/welcome-panel';
import { RouterLink } from '../shell/router-link';
import { LazyServerCards } from './lazy-server-cards';
import { toSidebarInstances } from '../shell/to-sidebar-instances';

/**
 * /home: the spec's welcome heading, then the user's servers as cards, so a
 * phone's first screen is one tap from any server. The list is the sidebar's own request (SWR
 * shares it), the last opened server first.
 */
export function HomeRoute() {
  const user = useSessionUser();
  const instances = useInstances();
  return (
    <>
      <WelcomePanel name={user?.discordUsername} />
      <LazyServerCards
        servers={instances.data ? toSidebarInstances(instances.data) : null}
        error={instances.error ? instances.error.message : null}
        lastOpenedId={lastOpenedServer()}
        link={RouterLink}
      />
    </>
  );
}
