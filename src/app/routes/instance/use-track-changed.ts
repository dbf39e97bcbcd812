import { useEffect, useEffectEvent } from 'react';
import { TRACK_CHANGED_EVENT } from '@/lib/messages';

/** Runs `onChanged` each time the page raises trackChanged (the playing track is another). */
export function useTrackChanged(onChanged: () => void) {
  const handler = useEffectEvent(onChanged);
  useEffect(() => {
    const listener = () => handler();
    window.addEventListener(TRACK_CHANGED_EVENT, listener);
    return () => window.removeEventListener(TRACK_CHANGED_EVENT, listener);
  }, []);
}
