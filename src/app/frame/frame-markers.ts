/**
 * The marks the HTML's first-paint frames (render-first-paint-frames.tsx) and the boot script
 * (src/app/boot/last-screen.ts) agree on, for a kept screen painted while the page is parsed.
 */

/** Each language's last-known notice in `#root`, before the frames. */
export const FRAME_NOTICE_ATTRIBUTE = 'data-frame-notice';
/** On `<html>` while a kept screen is painted: the frames the parser still adds stay hidden. */
export const FRAMES_HIDDEN_ATTRIBUTE = 'data-frames-hidden';
