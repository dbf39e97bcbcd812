/**
 * Renders the first-paint frames at build time (scripts/vite-plugins/first-paint-frames.ts loads
 * this module in Node): each offered language's frames with React's static renderer, and the
 * style that shows the one frame `<html data-frame>`, `<html data-frame-column>` and `<html lang>`
 * name (the boot script sets them before the page is parsed). The markup goes into `#root`; the
 * app's first render replaces it. Every language's last-known notice comes first, a few hundred
 * bytes each, so the boot script has its notice as soon as the frames begin and can paint a kept
 * screen then, while the rest of the page is still being parsed (src/app/boot/last-screen.ts).
 */
import { prerender } from 'react-dom/static';
import { activateLanguage } from '@/lib/i18n';
import { LANGUAGE_LIST } from '@/lib/i18n/language-list';
import { FirstPaintFrames, FrameNotice } from './first-paint-frames';
import { FRAME_NOTICE_ATTRIBUTE, FRAMES_HIDDEN_ATTRIBUTE } from './frame-markers';
import { FRAME_ROUTES } from './frame-route';

/** The languages a person can pick in a build (the pseudo-locale is development's only). */
const OFFERED = LANGUAGE_LIST.filter((language) => !('qaOnly' in language));

const SIGNED_IN = 'html:is([data-frame="home"],[data-frame="instance"],[data-frame="page"])';

/**
 * Shows one language's frames, one layout (server list shown or hidden), one page: display:
 * contents keeps the layout's flow.
 */
function frameStyle(): string {
  const shown = [
    ...OFFERED.map(({ code }) => `html[lang="${code}"] [data-frame-lang="${code}"]`),
    'html[data-frame="login"] [data-frame-route="login"]',
    `${SIGNED_IN}:not([data-frame-column="collapsed"]) [data-frame-route="shell"]`,
    `${SIGNED_IN}[data-frame-column="collapsed"] [data-frame-route="shell-collapsed"]`,
    ...FRAME_ROUTES.map((route) => `html[data-frame="${route}"] [data-frame-page="${route}"]`),
  ];
  return (
    '[data-frame-lang],[data-frame-route],[data-frame-page]{display:none}' +
    `${shown.join(',')}{display:contents}` +
    // A kept screen painted while the page is parsed: the frames parsed after it stay hidden.
    `html[${FRAMES_HIDDEN_ATTRIBUTE}] [data-frame-lang]{display:none}`
  );
}

async function staticMarkup(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

export async function renderFirstPaintFrames(): Promise<{ markup: string; style: string }> {
  let notices = '';
  let frames = '';
  for (const { code } of OFFERED) {
    await activateLanguage(code);
    const notice = await staticMarkup(<FrameNotice />);
    notices += `<div ${FRAME_NOTICE_ATTRIBUTE}="${code}" hidden>${notice}</div>`;
    frames += `<div data-frame-lang="${code}">${await staticMarkup(<FirstPaintFrames />)}</div>`;
  }
  await activateLanguage('en');
  return { markup: notices + frames, style: frameStyle() };
}
