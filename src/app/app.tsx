import { useEffect } from 'react';
import { keepDrawnScreen } from './frame/keep-drawn-screen';
import { replayPressOnFrame } from './frame/frame-press';
import { AppProviders } from './providers/app-providers';
import { AppRoutes } from './app-routes';

export function App() {
  useEffect(() => {
    // The first render has replaced the HTML's frame or kept screen: a press made there lands now.
    replayPressOnFrame(document);
    keepDrawnScreen();
  }, []);
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
