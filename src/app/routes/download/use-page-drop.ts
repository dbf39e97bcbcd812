import * as React from 'react';

/** Whether the drag carries something a drop could use (links arrive as text/uri-list or text). */
function carriesText(event: DragEvent): boolean {
  const types = event.dataTransfer?.types ?? [];
  return types.includes('text/uri-list') || types.includes('text/plain');
}

/** The strings a drop carried: the uri list's first link, else the plain text. */
export function droppedStrings(data: DataTransfer | null): unknown[] {
  if (!data) return [];
  const uriList = data
    .getData('text/uri-list')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (uriList.length > 0) return uriList;
  const text = data.getData('text/plain');
  if (text.trim() !== '') return [text];
  // Something was dropped that is not text (a file, an image): one non-string item.
  return data.items.length > 0 || data.files.length > 0 ? [data.items[0] ?? data.files[0]] : [];
}

/**
 * Drops land anywhere on the page (2-secondary §2), and the browser's own drag behaviour
 * (opening a dropped link or file in the tab, which would lose every download in memory) is
 * suppressed for the whole page while the screen is mounted.
 */
export function usePageDrop(onDrop: (items: unknown[]) => void) {
  const [dragging, setDragging] = React.useState(false);
  const handle = React.useEffectEvent(onDrop);

  React.useEffect(() => {
    let depth = 0;
    const over = (event: DragEvent) => {
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = carriesText(event) ? 'copy' : 'none';
    };
    const enter = (event: DragEvent) => {
      event.preventDefault();
      depth += 1;
      setDragging(true);
    };
    const leave = () => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      event.preventDefault();
      depth = 0;
      setDragging(false);
      handle(droppedStrings(event.dataTransfer));
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, []);

  return dragging;
}
