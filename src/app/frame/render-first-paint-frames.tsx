/**
 * Renders the first-paint frames at build time (scripts/vite-plugins/first-paint-frames.ts loads
 * this module in Node): each offered language's frames with React's static renderer, and the
 * style that shows the one frame `<html data-frame>`, `<html data-frame-column>` and `<html lang>`
 * name (the boot script sets them before the page is parsed). The markup goes into `#root`; the app's first render replaces
 * it.
 */
import { prerender } from 'react-dom/static';
import { activateLanguage } from '@/lib/i18n';
import { LANGUAGE_LIST } from '@/lib/i18n/language-list';
import { FirstPaintFrames } from './first-paint-frames';
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
    `${shown.join(',')}{display:contents}`
  );
}

export async function renderFirstPaintFrames(): Promise<{ markup: string; style: string }> {
  let markup = '';
  for (const { code } of OFFERED) {
    await activateLanguage(code);
    const { prelude } = await prerender(<FirstPaintFrames />);
    const html = await new Response(prelude).text();
    markup += `<div data-frame-lang="${code}">${html}</div>`;
  }
  await activateLanguage('en');
  return { markup, style: frameStyle() };
}
