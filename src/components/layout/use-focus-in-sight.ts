import { useEffect } from 'react';

/** Room kept between the focused element and a docked edge, so its focus ring shows too. */
const RING_ROOM_PX = 8;

/** Fixed or sticky layers docked at the window's top or bottom edge that could cover focus. */
const DOCKED = '[data-docked-top], [data-docked-bottom], .Toastify__toast';

/**
 * How far the docked layers above or below `target` reach into the window from its top and its
 * bottom, measured as they are drawn now (the player bar's height changes at 1024 px, the mobile
 * header exists below 768 px, toasts come and go). A layer beside the target (a bottom-centre
 * toast and a button at the right) does not count: it covers nothing of it.
 */
function dockedInsets(target: DOMRect): { top: number; bottom: number } {
  let top = 0;
  let bottom = 0;
  const height = window.innerHeight;
  for (const layer of document.querySelectorAll<HTMLElement>(DOCKED)) {
    const rect = layer.getBoundingClientRect();
    if (rect.height === 0 || rect.width === 0) continue;
    if (rect.right <= target.left || rect.left >= target.right) continue;
    // A layer in the window's upper half is docked at the top, otherwise at the bottom.
    if (rect.top + rect.height / 2 < height / 2) top = Math.max(top, rect.bottom);
    else bottom = Math.max(bottom, height - rect.top);
  }
  return { top, bottom };
}

/**
 * Focus always in sight (WCAG 2.2, 2.4.11): when focus lands on an element that a docked layer
 * covers (the player bar, the phone's header, a toast), the page scrolls it clear. The page's
 * scroll padding (src/themes/index.css) does the same for `scrollIntoView` and for most focus
 * moves; this catches what the browser leaves where it is because it counts as visible while a
 * fixed bar lies over it. Elements inside a docked layer or a dialog are never moved.
 *
 * Only focus the browser shows (`:focus-visible`: the keyboard's, and moves after it) is brought
 * into sight. A press of the mouse or a finger focuses what it pressed, which the person can see;
 * scrolling then would move the page between press and release, and the release would land on
 * something else, so the click would be lost (a link at the window's foot with a toast at the
 * bottom: e2e/focus-in-sight.spec.ts).
 */
export function useFocusInSight() {
  useEffect(() => {
    let frame = 0;
    const check = (target: EventTarget | null) => {
      if (!(target instanceof HTMLElement) || !target.matches(':focus-visible')) return;
      if (
        target.closest(
          `${DOCKED}, [data-slot="skip-links"], [role="dialog"], [role="alertdialog"], [data-radix-popper-content-wrapper]`,
        )
      ) {
        return;
      }
      const rect = target.getBoundingClientRect();
      if (rect.height === 0 && rect.width === 0) return;
      const { top, bottom } = dockedInsets(rect);
      const visibleBottom = window.innerHeight - bottom;
      if (rect.bottom > visibleBottom - RING_ROOM_PX / 2) {
        window.scrollBy({ top: rect.bottom - visibleBottom + RING_ROOM_PX, behavior: 'instant' });
      } else if (rect.top < top + RING_ROOM_PX / 2) {
        window.scrollBy({ top: rect.top - top - RING_ROOM_PX, behavior: 'instant' });
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      cancelAnimationFrame(frame);
      // After the browser's own scroll to the newly focused element.
      frame = requestAnimationFrame(() => check(event.target));
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
