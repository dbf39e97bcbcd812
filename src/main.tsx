import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { routerReady } from '@/app/app-routes';
import { lastKnown } from '@/api/query/last-known';
import { noteFrameFontsOnceIn } from '@/app/boot/first-screen-fonts';
import { startDocumentPreferences } from '@/app/providers/document-preferences';
import { preferences } from '@/app/providers/preferences-store';
import { swapFacesNotYetUsed } from '@/lib/fonts/swap-faces-not-yet-used';
import { activateLanguage, t } from '@/lib/i18n';
// A chunk the browser stops loading because the page is being left is no error (Firefox fails
// such loads): src/lib/scheduling/load-chunk.ts listens for Vite's vite:preloadError from here on.
import '@/lib/scheduling/load-chunk';
import '@/themes/index.css';
import '@/themes/theme-styles';
import '@/app/providers/lowercase.css';

// Before the first render, the look. The preferences were read (missing keys created, the
// settings that take effect after Apply pinned to this load) when their store's module loaded.
startDocumentPreferences();
// The fonts the frame asked for, noted for the next visit's first paint; every face it did not
// ask for draws once it arrives (src/themes/fonts.css).
noteFrameFontsOnceIn(performance.now());
swapFacesNotYetUsed(document.fonts);
// The signed-in person's last screen, marked as such, until the live answers replace it.
lastKnown.restore();

const container = document.getElementById('root');
// index.html always has it; a code, not a sentence, if an edit ever drops it.
if (!container) throw new Error('main:no-root');

// The page speaks one language from its first render (a change reloads it): its catalog first.
// A catalog that cannot be fetched falls back to English; if even that fails, the page says so in
// plain text (no catalog is there to say it in another language) rather than staying white.
const language = activateLanguage(preferences.get().language).catch(() => activateLanguage('en'));
// The address's route code too: the first render draws the page itself, not a loading screen
// that React would replace up to 300 ms later. Code that fails draws the error page.
Promise.all([language, routerReady()]).then(
  () => {
    // index.html's <title> is English; the page's language names the tab before the first
    // render, so a page that sets its own title (the instance page's track) is not overwritten
    // by a parent's effect that runs after the page's.
    document.title = t('page.title');
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  () => {
    container.textContent =
      'The dashboard could not load its text. Check your connection and reload the page.';
  },
);
