import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { playlistTracks, trackLink } from './support/downloader';
import { sidewaysScrolls, smallTapTargets } from './support/phone-checks';
import { signInAs } from './support/sign-in';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * A phone held upright, driven by touch, which cannot drag a link from Spotify:
 * the downloader leads with the link field and a Paste button.
 */
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  permissions: ['clipboard-read', 'clipboard-write'],
});

async function openDownloader(page: Page) {
  await signInAs(page, 'DJ', { landOn: '/download' });
  await expect(page.getByRole('heading', { name: 'Downloader', level: 1 })).toBeVisible();
}

/** Pairs of the card's texts whose boxes overlap (none may). */
function overlappingTexts(page: Page, selector: string) {
  return page.locator(selector).evaluate((card) => {
    const boxes: { text: string; box: DOMRect }[] = [];
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text) continue;
      // What shows of the text: its line boxes cut by the ancestors that clip (an ellipsis).
      let clip = new DOMRect(-1e6, -1e6, 2e6, 2e6);
      for (let el = node.parentElement; el && el !== card.parentElement; el = el.parentElement) {
        if (getComputedStyle(el).overflowX === 'visible') continue;
        const r = el.getBoundingClientRect();
        const left = Math.max(clip.left, r.left);
        const right = Math.min(clip.right, r.right);
        clip = new DOMRect(left, clip.top, Math.max(0, right - left), clip.height);
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        const left = Math.max(line.left, clip.left);
        const right = Math.min(line.right, clip.right);
        if (right - left > 1) {
          boxes.push({ text, box: new DOMRect(left, line.top, right - left, line.height) });
        }
      }
    }
    const found: string[] = [];
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        if (a.text === b.text) continue;
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 1 && y > 1) found.push(`"${a.text}" overlaps "${b.text}"`);
      }
    }
    return found;
  });
}

test('on a phone the link field and Paste come first; Paste fills the field and loads the track', async ({
  page,
}) => {
  await openDownloader(page);
  const field = page.getByRole('textbox', { name: 'Paste a Spotify link' });
  const pasteButton = page.getByRole('button', { name: 'Paste', exact: true });
  await expect(field).toBeInViewport();
  await expect(pasteButton).toBeInViewport();
  // First in the page's order: the field, then Paste, before the format and the drop words.
  const order = await page
    .locator('main')
    .locator('input, button, [role=combobox]')
    .evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).checkVisibility())
        .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''),
    );
  expect(order.slice(0, 2)).toEqual(['', 'Paste']);
  await expect(page.locator('main input').first()).toHaveAccessibleName('Paste a Spotify link');
  const fieldBox = (await field.boundingBox())!;
  const dropWords = (await page.getByText('Drop a track or playlist here').boundingBox())!;
  expect(dropWords.y).toBeGreaterThan(fieldBox.y);
  // The spec's strings stay as they are, the drop words after the field.
  await expect(page.getByText('Drag and drop it from Spotify')).toBeVisible();
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await sidewaysScrolls(page)).toEqual([]);

  const track = (await playlistTracks(page))[0]!;
  const link = trackLink(track.id);
  await page.evaluate((text) => navigator.clipboard.writeText(text), link);
  const [download] = await Promise.all([page.waitForEvent('download'), pasteButton.tap()]);
  await expect(field).toHaveValue(link);
  expect(download.suggestedFilename()).toContain(' by ');
  const card = '[data-slot=download-track-card]';
  await expect(page.getByRole('heading', { name: track.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toBeVisible();
  // Nothing on the card overlaps, from 360 to 430 px.
  for (const width of [360, 390, 430]) {
    await page.setViewportSize({ width, height: 844 });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await overlappingTexts(page, card), `at ${width} px`).toEqual([]);
    expect(await sidewaysScrolls(page), `at ${width} px`).toEqual([]);
  }
  expect(await smallTapTargets(page)).toEqual([]);
});

test('on a phone a refused clipboard says so, and typing the link still works', async ({
  page,
}) => {
  await page.addInitScript(() => {
    navigator.clipboard.readText = () =>
      Promise.reject(new DOMException('Read permission denied.', 'NotAllowedError'));
  });
  await openDownloader(page);
  await page.getByRole('button', { name: 'Paste', exact: true }).tap();
  await expect(page.getByRole('alert')).toHaveText(
    'The browser did not let the page read the clipboard. Paste the link into the field instead.',
  );
  const field = page.getByRole('textbox', { name: 'Paste a Spotify link' });
  await expect(field).toBeFocused();
  const track = (await playlistTracks(page))[1]!;
  await field.fill(trackLink(track.id));
  await page.getByRole('button', { name: 'Load', exact: true }).tap();
  await expect(page.getByRole('heading', { name: track.title })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('without the Clipboard API there is no Paste button; the field still takes a link', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
  });
  await openDownloader(page);
  const field = page.getByRole('textbox', { name: 'Paste a Spotify link' });
  await expect(field).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Paste', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load', exact: true })).toBeVisible();
});
