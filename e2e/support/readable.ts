import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * The journeys' readability check: measures, in the page, how many characters of each text
 * a user can actually see, and whether each control is drawn where it can be reached.
 *
 * A text is cut when an ancestor that clips without scrolling (`overflow: hidden` or `clip`,
 * which includes every `truncate` ellipsis) hides part of it: the visible share of its line boxes
 * times its length is what the user reads. A scroll box does not cut (the rest is a scroll away),
 * but a control drawn outside its scroll box's scrollable area, or hidden by a clipping ancestor,
 * cannot be reached.
 */
export interface ReadableOptions {
  /** Fewest characters a text may show when cut; a shorter text must show whole. Default 12. */
  minChars?: number;
  /** Texts that must always show whole (labels), matched by their element, e.g. 'th'. */
  wholeSelector?: string;
  /**
   * The scope must read whole without scrolling sideways (a list redesigned to fit its width, as
   * the admin tables and the permission grid are): a box that scrolls sideways cuts like one
   * that clips. Default false.
   */
  fitWidth?: boolean;
}

export interface ReadableProblem {
  text: string;
  shown: number;
  problem: string;
}

export async function findUnreadable(
  page: Page,
  scope: string,
  options: ReadableOptions = {},
): Promise<ReadableProblem[]> {
  return page.evaluate(
    ({ scope, minChars, wholeSelector, fitWidth }) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      const found: { text: string; shown: number; problem: string }[] = [];
      const isClipping = (value: string) => value === 'hidden' || value === 'clip';
      const isScrolling = (value: string) => value === 'auto' || value === 'scroll';

      /** The box that clipping ancestors (not scroll boxes) leave visible. */
      function clipBoxOf(element: Element): Box {
        let box: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          const rect = node.getBoundingClientRect();
          const cutsX =
            (isClipping(style.overflowX) && !isScrolling(style.overflowY)) ||
            (fitWidth && isScrolling(style.overflowX));
          if (cutsX) {
            box = {
              ...box,
              left: Math.max(box.left, rect.left),
              right: Math.min(box.right, rect.right),
            };
          }
          if (isClipping(style.overflowY) && !isScrolling(style.overflowX)) {
            box = {
              ...box,
              top: Math.max(box.top, rect.top),
              bottom: Math.min(box.bottom, rect.bottom),
            };
          }
        }
        return box;
      }

      function visibleShare(rects: DOMRectList | DOMRect[], box: Box) {
        let total = 0;
        let shown = 0;
        for (const rect of Array.from(rects)) {
          if (rect.width === 0) continue;
          total += rect.width;
          const width = Math.max(
            0,
            Math.min(rect.right, box.right) - Math.max(rect.left, box.left),
          );
          const height = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
          // A line box counts as shown only when most of its height is.
          if (height >= rect.height / 2) shown += width;
        }
        return total === 0 ? 1 : shown / total;
      }

      /** Inside a visually hidden box (sr-only, at whatever breakpoint): read by screen readers only. */
      function visuallyHidden(element: Element): boolean {
        if (element.closest('[aria-hidden="true"], .sr-only')) return true;
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (getComputedStyle(node).clipPath === 'inset(50%)') return true;
        }
        return false;
      }

      const roots = Array.from(document.querySelectorAll(scope));
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = (node.textContent ?? '').trim();
          const parent = node.parentElement;
          if (!text || !parent || visuallyHidden(parent)) continue;
          const style = getComputedStyle(parent);
          if (style.visibility === 'hidden' || style.display === 'none') continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const rects = range.getClientRects();
          if (rects.length === 0) continue;
          const share = visibleShare(rects, clipBoxOf(parent));
          const shown = Math.floor(text.length * share + 0.01);
          const whole = wholeSelector ? parent.closest(wholeSelector) !== null : false;
          const needed = whole ? text.length : Math.min(text.length, minChars);
          if (shown < needed) {
            found.push({ text, shown, problem: `shows ${shown} of ${text.length} characters` });
          }
        }
        const controls = root.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, [role="slider"], [role="checkbox"], [role="switch"], [role="combobox"], [role="menuitem"]',
        );
        for (const control of Array.from(controls)) {
          if (visuallyHidden(control)) continue;
          const rect = control.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) continue;
          const label =
            control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
          const share = visibleShare([rect], clipBoxOf(control.parentElement ?? control));
          if (share < 0.99) {
            found.push({ text: label, shown: 0, problem: 'control is clipped by its container' });
            continue;
          }
          for (let node = control.parentElement; node; node = node.parentElement) {
            const style = getComputedStyle(node);
            if (!isScrolling(style.overflowX) && !isScrolling(style.overflowY)) continue;
            const box = node.getBoundingClientRect();
            const left = box.left - node.scrollLeft;
            const top = box.top - node.scrollTop;
            const outside =
              rect.left < left - 1 ||
              rect.top < top - 1 ||
              rect.right > left + node.scrollWidth + 1 ||
              rect.bottom > top + node.scrollHeight + 1;
            if (outside) {
              found.push({
                text: label,
                shown: 0,
                problem: 'control is drawn outside its scroll box',
              });
            }
            break;
          }
        }
      }
      return found;
    },
    {
      scope,
      minChars: options.minChars ?? 12,
      wholeSelector: options.wholeSelector ?? '',
      fitWidth: options.fitWidth ?? false,
    },
  );
}

/** The widths people use: two phones, a tablet, a laptop and a desktop. */
const READABLE_WIDTHS = [360, 390, 768, 1024, 1440] as const;

/**
 * Resizes the page through every width and fails, with the cut texts and misplaced controls
 * listed, when anything inside `scope` cannot be read or reached. Leaves the page at 1440 px.
 */
export async function expectReadableAtEveryWidth(
  page: Page,
  scope: string,
  options?: ReadableOptions,
): Promise<void> {
  for (const width of [...READABLE_WIDTHS, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    // Layout settles in the frames after a resize.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(page.locator(scope).first()).toBeVisible();
    const problems = await findUnreadable(page, scope, options);
    expect(problems, `${scope} at ${width} px`).toEqual([]);
  }
}
