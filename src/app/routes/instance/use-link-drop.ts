import { useEffect, useRef, useState } from 'react';
import {
  pickDropText,
  routeLinkDrop,
  type LinkDropIgnoredReason,
  type LinkDropResult,
} from '@/lib/queue/link-drop';
import { ENQUEUE_DRAG_TYPE } from '@/lib/queue/enqueue-drop';

/**
 * A link dropped anywhere on the page while it is open (2-secondary §5) is routed by
 * src/lib/queue/link-drop and handed to `onLink`; a text it cannot queue (plain text, http, a Spotify
 * episode or user) is handed to `onIgnored` with the reason, so the page can say so. Browser navigation to the
 * dropped link is suppressed. Search results carry their own payload and are handled by the
 * queue, so they are skipped here.
 *
 * Returns true while a text or link from outside the page is dragged over it, so the page can
 * show where it lands (the cue). Browsers fire dragenter/dragleave for every element crossed, so
 * the hook counts them; the count is back to 0 when the drag leaves the window or ends.
 */
export function useLinkDrop(
  onLink: (link: Exclude<LinkDropResult, { kind: 'ignored' }>) => void,
  onIgnored: (reason: Exclude<LinkDropIgnoredReason, 'empty'>) => void,
) {
  const latest = useRef({ onLink, onIgnored });
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    latest.current = { onLink, onIgnored };
  });
  useEffect(() => {
    let depth = 0;
    const isOutsideText = (event: DragEvent) => {
      const types = event.dataTransfer?.types ?? [];
      return (
        !types.includes(ENQUEUE_DRAG_TYPE) &&
        (types.includes('text/uri-list') || types.includes('text/plain'))
      );
    };
    const onDragEnter = (event: DragEvent) => {
      if (!isOutsideText(event)) return;
      depth += 1;
      setDragging(true);
    };
    const onDragLeave = (event: DragEvent) => {
      if (!isOutsideText(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDragEnd = () => {
      depth = 0;
      setDragging(false);
    };
    const onDragOver = (event: DragEvent) => event.preventDefault();
    const onDrop = (event: DragEvent) => {
      event.preventDefault();
      onDragEnd();
      const data = event.dataTransfer;
      if (!data || data.types.includes(ENQUEUE_DRAG_TYPE)) return;
      const text = pickDropText([data.getData('text/uri-list'), data.getData('text/plain')]);
      if (text === undefined) return;
      const route = routeLinkDrop(text);
      if (route.kind !== 'ignored') latest.current.onLink(route);
      else if (route.reason !== 'empty') latest.current.onIgnored(route.reason);
    };
    const listeners = {
      dragenter: onDragEnter,
      dragleave: onDragLeave,
      dragend: onDragEnd,
      dragover: onDragOver,
      drop: onDrop,
    } as const;
    for (const [type, listener] of Object.entries(listeners)) {
      window.addEventListener(type, listener as EventListener);
    }
    return () => {
      for (const [type, listener] of Object.entries(listeners)) {
        window.removeEventListener(type, listener as EventListener);
      }
    };
  }, []);
  return dragging;
}
