import { useSessionUser } from '@/api/hooks/use-session-user';
import { WelcomePanel } from '@/components/layout/welcome-panel';

export function HomeRoute() {
  const user = useSessionUser();
  return <WelcomePanel name={user?.discordUsername} />;
}
