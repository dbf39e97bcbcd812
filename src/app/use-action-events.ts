import { useEffect, useEffectEvent } from 'react';
import { ADMIN_ACTION_EVENT_NAMES } from '@/lib/admin/action-event-names';
import { ACTION_EVENT_NAMES } from '@/lib/player/action-event-names';

/**
 * The window events the player, queue and audio actions raise once the server took them
 * (1-core §4), each name once: what the instance page refreshes on. The names come from their
 * own list, not from the action table: the shell listens from the first screen, and the table's
 * words belong to lazy screens.
 */
export const INSTANCE_ACTION_EVENTS: readonly string[] = ACTION_EVENT_NAMES;

/**
 * Every action's event, the admin actions' too: what the server list refreshes on. An admin
 * action changes which servers a person sees, and their state, as an instance action does.
 */
export const EVERY_ACTION_EVENT: readonly string[] = [
  ...ACTION_EVENT_NAMES,
  ...ADMIN_ACTION_EVENT_NAMES,
];

/** Runs `onAction` with each of the `names` events raised on the window while mounted. */
export function useActionEvents(names: readonly string[], onAction: (event: Event) => void) {
  const handler = useEffectEvent(onAction);
  useEffect(() => {
    const listener = (event: Event) => handler(event);
    for (const name of names) window.addEventListener(name, listener);
    return () => {
      for (const name of names) window.removeEventListener(name, listener);
    };
  }, [names]);
}
