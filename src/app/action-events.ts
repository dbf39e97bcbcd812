import { useEffect, useEffectEvent } from 'react';
import { ACTIONS } from '@/lib/messages/actions';

/**
 * The window events the player, queue and audio actions raise once the server took them
 * (1-core §4: "Each successful action raises a window event naming the action so screens
 * refresh"), each name once.
 */
export const ACTION_EVENTS: readonly string[] = [
  ...new Set(
    Object.values(ACTIONS)
      .map((action) => action.event)
      .filter((event): event is string => event !== null),
  ),
];

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
