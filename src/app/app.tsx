import { useEffect } from 'react';
import { replayPressOnFrame } from './frame/frame-press';
import { AppProviders } from './providers/app-providers';
import { AppRoutes } from './app-routes';

export function App() {
  // The first render has replaced the HTML's frame: a press made on the frame lands now.
  useEffect(() => replayPressOnFrame(document), []);
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
