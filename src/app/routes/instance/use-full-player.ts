import { useCallback } from 'react';
import { useInView } from './use-in-view';

/**
 * The full player (cover and buttons), watched so the mini player shows once it has scrolled
 * away (under the phone's sticky app header, 56 px, at the top), and brought back into view when
 * the mini player is tapped.
 */
export function useFullPlayer() {
  const { attach, element, inView } = useInView<HTMLElement>(64);
  const show = useCallback(() => {
    element?.scrollIntoView({ block: 'start' });
    // The tap came from the mini player, which hides now: focus goes to the full player.
    element?.querySelector<HTMLElement>('button:not(:disabled)')?.focus({ preventScroll: true });
  }, [element]);
  return { attachFullPlayer: attach, fullPlayerInView: inView, showFullPlayer: show };
}
