import * as React from 'react';
import { LiveRegion, type LiveMessage } from '@/components/ui/live-region';

type Announce = (text: string) => void;

const AnnounceContext = React.createContext<Announce | null>(null);

/**
 * The page's spoken feedback: one polite live region for the whole app, so a
 * move, a track change and a shortcut's result are said in turn and never over each other.
 * Toasts keep their own announcement; what a toast says is never sent here as well.
 */
export function AnnouncerProvider({ children }: { children: React.ReactNode }) {
  const [message, setMessage] = React.useState<LiveMessage | null>(null);
  const announce = React.useCallback<Announce>(
    (text) => setMessage((previous) => ({ id: (previous?.id ?? 0) + 1, text })),
    [],
  );
  return (
    <AnnounceContext value={announce}>
      {children}
      <LiveRegion message={message} />
    </AnnounceContext>
  );
}

/** `const announce = useAnnounce(); announce(t('a11y.muted'));` */
export function useAnnounce(): Announce {
  const announce = React.use(AnnounceContext);
  // A programmer's mistake, never a user's: a code, not a sentence (as the router's).
  if (announce === null) throw new Error('announcer:no-provider');
  return announce;
}
