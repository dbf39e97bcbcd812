import { useEffect, useRef } from 'react';
import {
  pickDropText,
  routeLinkDrop,
  type LinkDropIgnoredReason,
  type LinkDropResult,
} from '@/lib/link-drop';
import { ENQUEUE_DRAG_TYPE } from '@/lib/enqueue-drop';

/**
 * A link dropped anywhere on the page while it is open (2-secondary §5) is routed by
 * src/lib/link-drop and handed to `onLink`; a text it cannot queue (plain text, http, a Spotify
 * episode or user) is handed to `onIgnored` with the reason, so the page can say so. Browser navigation to the
 * dropped link is suppressed. Search results carry their own payload and are handled by the
 * queue, so they are skipped here.
 */
export function useLinkDrop(
  onLink: (link: Exclude<LinkDropResult, { kind: 'ignored' }>) => void,
  onIgnored: (reason: Exclude<LinkDropIgnoredReason, 'empty'>) => void,
) {
  const latest = useRef({ onLink, onIgnored });
  useEffect(() => {
    latest.current = { onLink, onIgnored };
  });
  useEffect(() => {
    const onDragOver = (event: DragEvent) => event.preventDefault();
    const onDrop = (event: DragEvent) => {
      event.preventDefault();
      const data = event.dataTransfer;
      if (!data || data.types.includes(ENQUEUE_DRAG_TYPE)) return;
      const text = pickDropText([data.getData('text/uri-list'), data.getData('text/plain')]);
      if (text === undefined) return;
      const route = routeLinkDrop(text);
      if (route.kind !== 'ignored') latest.current.onLink(route);
      else if (route.reason !== 'empty') latest.current.onIgnored(route.reason);
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, []);
}
