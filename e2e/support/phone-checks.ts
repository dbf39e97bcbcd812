import type { Page } from '@playwright/test';

/**
 * Everything that scrolls sideways: the document, and every element in `scope` that scrolls or
 * clips (overflow other than visible) whose content is wider than its box (scrollWidth >
 * clientWidth): a table scrolling in its own box, and text cut by overflow too (no admin screen
 * scrolls sideways inside a table). Returns a line per offender, empty when none.
 */
export function sidewaysScrolls(page: Page, scope = 'main'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      found.push(`the document: ${root.scrollWidth} > ${root.clientWidth}`);
    }
    for (const element of document.querySelectorAll<HTMLElement>(`${selector}, ${selector} *`)) {
      if (!element.checkVisibility()) continue;
      // A form field scrolls its own text, as fields do; a visually hidden (sr-only) box and an
      // inline box (no clientWidth) are never scrolled by anyone.
      if (/^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName) || element.clientWidth <= 1) continue;
      // A box whose overflow is visible does not scroll: what sticks out of it (a checkbox's
      // 44 px hit area) counts in the nearest box that clips or scrolls, which is checked.
      if (getComputedStyle(element).overflowX === 'visible') continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        found.push(
          `${element.tagName.toLowerCase()}[data-slot=${element.dataset.slot ?? ''}] "${name.slice(0, 40)}": ${element.scrollWidth} > ${element.clientWidth}`,
        );
      }
    }
    return found;
  }, scope);
}

const TARGETS = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  '[role=checkbox]',
  '[role=combobox]',
  '[role=slider]',
  '[role=switch]',
  '[role=tab]',
  '[role=link]',
  '[role=button]',
].join(', ');

/**
 * Every visible tap target in `scope` whose hit area is smaller than 44 × 44 px (WCAG 2.5.5). The
 * hit area is measured where a finger lands, not by the drawn box: each target is scrolled to the
 * middle of the window and the points 21 px left, right, above and below its centre must each hit
 * the target, so a transparent extension (a pseudo-element) counts and a neighbour drawn over it
 * does not.
 */
export async function smallTapTargets(page: Page, scope = 'main'): Promise<string[]> {
  const count = await page.locator(scope).locator(TARGETS).count();
  const found: string[] = [];
  for (let index = 0; index < count; index++) {
    const problem = await page
      .locator(scope)
      .locator(TARGETS)
      .nth(index)
      .evaluate((target: HTMLElement) => {
        if (!target.checkVisibility()) return null;
        const first = target.getBoundingClientRect();
        // Visually hidden (sr-only) controls are not tap targets.
        if (first.width <= 1 || first.height <= 1) return null;
        target.scrollIntoView({ block: 'center', inline: 'center' });
        const box = target.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const missed: string[] = [];
        // A plus, not the corners: a 44 px button's rounded corners are not part of its hit area.
        const points = [
          [0, 0],
          [-21, 0],
          [21, 0],
          [0, -21],
          [0, 21],
        ] as const;
        for (const [dx, dy] of points) {
          const hit = document.elementFromPoint(x + dx, y + dy);
          if (!hit || !(hit === target || target.contains(hit))) {
            missed.push(
              `${dx},${dy} (${hit ? `${hit.tagName.toLowerCase()} ${hit.getAttribute('data-slot') ?? ''}` : 'nothing'})`,
            );
          }
        }
        if (missed.length === 0) return null;
        const labelledBy = target.getAttribute('aria-labelledby');
        const name =
          target.getAttribute('aria-label') ??
          (labelledBy && document.getElementById(labelledBy)?.textContent) ??
          (target.id &&
            document.querySelector(`label[for="${CSS.escape(target.id)}"]`)?.textContent) ??
          target.textContent?.trim() ??
          '';
        return `${target.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)} misses ${missed.join(' ')}`;
      });
    if (problem) found.push(problem);
  }
  return found;
}
