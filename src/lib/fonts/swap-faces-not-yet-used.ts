/**
 * The page's font faces are `font-display: optional` (src/themes/fonts.css), so the first paint
 * uses a face only if it is at hand and the text never repaints in it later. That is for the
 * faces of the first paint only: a face nothing has asked for yet (another theme's, the queue's
 * monospace, another script's) switches to `swap` here, so a screen or theme picked later draws
 * in its own font once the file arrives. Called by the app before its first render, and by
 * Storybook before any story (where every face is unused, so every face swaps in).
 */
export function swapFacesNotYetUsed(fonts: Iterable<FontFace>): void {
  for (const face of fonts) {
    if (face.status !== 'unloaded') continue;
    try {
      face.display = 'swap';
    } catch {
      // A browser that does not let a stylesheet's face change keeps `optional`: the fallback
      // font until the next visit.
    }
  }
}
