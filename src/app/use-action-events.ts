import { useEffect, useEffectEvent } from 'react';
import { ACTION_EVENT_NAMES } from '@/lib/player/action-event-names';

/**
 * The window events the player, queue and audio actions raise once the server took them
 * (1-core §4), each name once. The names come from their own list, not from the action table:
 * the shell listens from the first screen, and the table's words belong to lazy screens.
 */
const ACTION_EVENTS: readonly string[] = ACTION_EVENT_NAMES;

/** Runs `onAction` with each action event raised on the window while mounted. */
export function useActionEvents(onAction: (event: Event) => void) {
  const handler = useEffectEvent(onAction);
  useEffect(() => {
    const listener = (event: Event) => handler(event);
    for (const name of ACTION_EVENTS) window.addEventListener(name, listener);
    return () => {
      for (const name of ACTION_EVENTS) window.removeEventListener(name, listener);
    };
  }, []);
}
