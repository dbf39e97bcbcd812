/**
 * A press on a button of the first-paint frame is not lost: the boot script notes which button
 * was pressed (by its accessible name, the same words in the frame as in the app), and once the
 * app has drawn its first screen it presses the app's button of that name. Links in the frame
 * need nothing: they load their page.
 */
const PRESSED = 'framePress';

function nameOf(button: Element): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
}

/** Boot: notes the last press on a frame's button. */
export function notePressesOnFrame(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('[data-frame-lang] button');
      if (button) doc.documentElement.dataset[PRESSED] = nameOf(button);
    },
    true,
  );
}

/** After the app's first render: presses the app's visible button that was pressed in the frame. */
export function replayPressOnFrame(doc: Document): void {
  const html = doc.documentElement;
  const name = html.dataset[PRESSED];
  if (name === undefined) return;
  delete html.dataset[PRESSED];
  const target = [...doc.querySelectorAll<HTMLElement>('button')].find(
    (button) => nameOf(button) === name && button.checkVisibility(),
  );
  target?.click();
}
