import { useEffect, useRef } from 'react';
import { pickDropText, routeLinkDrop, type LinkDropResult } from '@/lib/link-drop';
import { ENQUEUE_DRAG_TYPE } from '@/lib/enqueue-drop';

/**
 * A link dropped anywhere on the page while it is open (2-secondary §5) is routed by
 * src/lib/link-drop and handed to `onLink`; anything else is ignored. Browser navigation to the
 * dropped link is suppressed. Search results carry their own payload and are handled by the
 * queue, so they are skipped here.
 */
export function useLinkDrop(onLink: (link: Exclude<LinkDropResult, { kind: 'ignored' }>) => void) {
  const latest = useRef(onLink);
  useEffect(() => {
    latest.current = onLink;
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
      if (route.kind !== 'ignored') latest.current(route);
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, []);
}
