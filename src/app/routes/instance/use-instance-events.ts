import { useEffect, useRef } from 'react';
import { INSTANCE_ACTION_EVENTS, useActionEvents } from '@/app/use-action-events';
import { ACTIONS, TRACK_CHANGED_EVENT } from '@/lib/messages';
import { t } from '@/lib/i18n';

interface InstanceEventHandlers {
  /** Any action event: reload the queue (without popular, recent and random). */
  onAction: () => void;
  /** adjustCrossfade: say crossfade is not supported. */
  onInfo: (message: string) => void;
}

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

  useActionEvents(INSTANCE_ACTION_EVENTS, (event) => {
    if (event.type === ACTIONS.adjustCrossfade.event) {
      latest.current.onInfo(t('general.crossfadeUnsupported'));
    }
    latest.current.onAction();
  });
}
