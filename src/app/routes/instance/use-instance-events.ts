import { useEffect, useRef } from 'react';
import { ACTIONS, GENERIC_MESSAGES, TRACK_CHANGED_EVENT } from '@/lib/messages';

interface InstanceEventHandlers {
  /** Any action event: reload the queue (without popular, recent and random). */
  onAction: () => void;
  /** adjustCrossfade: say crossfade is not supported. */
  onInfo: (message: string) => void;
}

const ACTION_EVENTS = [
  ...new Set(
    Object.values(ACTIONS)
      .map((action) => action.event)
      .filter((event): event is string => event !== null),
  ),
];

/**
 * The instance page's window events (2-secondary §4): raises trackChanged when the playing
 * track's id changes (the lists reload on it: useTrackChanged), and reacts to every action event.
 */
export function useInstanceEvents(playingId: string | undefined, handlers: InstanceEventHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  const previous = useRef(playingId);
  useEffect(() => {
    if (previous.current === playingId) return;
    previous.current = playingId;
    window.dispatchEvent(new CustomEvent(TRACK_CHANGED_EVENT, { detail: playingId }));
  }, [playingId]);

  useEffect(() => {
    const onAction = (event: Event) => {
      if (event.type === ACTIONS.adjustCrossfade.event) {
        latest.current.onInfo(GENERIC_MESSAGES.crossfadeUnsupported);
      }
      latest.current.onAction();
    };
    for (const name of ACTION_EVENTS) window.addEventListener(name, onAction);
    return () => {
      for (const name of ACTION_EVENTS) window.removeEventListener(name, onAction);
    };
  }, []);
}
