/**
 * A press on a button of the first-paint frame, or of the kept screen the boot script painted
 * instead (src/app/boot/last-screen.ts), is not lost: the boot script notes which button was
 * pressed (by its accessible name, the same words there as in the app), and once the app has
 * drawn its first screen it presses the app's button of that name; the app decides what it does
 * (a command on its own last-known screen waits for the live answer). Links there need nothing:
 * they load their page. A form there is never sent: the app has not started to send it.
 */
const PRESSED = 'framePress';
/** Marks the kept screen the boot script painted (src/app/boot/last-screen.ts). */
export const LAST_SCREEN_ATTRIBUTE = 'data-last-screen';
/** What the HTML or the boot script painted before the app's first render. */
const BEFORE_THE_APP = `[data-frame-lang], [${LAST_SCREEN_ATTRIBUTE}]`;

function nameOf(button: Element): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
}

/** Boot: notes the last press on a button painted before the app. */
export function notePressesOnFrame(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const button = target?.closest?.('button');
      if (button?.closest(BEFORE_THE_APP)) doc.documentElement.dataset[PRESSED] = nameOf(button);
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      if ((event.target as Element | null)?.closest?.(BEFORE_THE_APP)) event.preventDefault();
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
