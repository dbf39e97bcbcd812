import { WelcomePanel } from '@/components/layout/welcome-panel';

export function HomeRoute() {
  return <WelcomePanel />;
}
