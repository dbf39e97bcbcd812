import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { i18n } from '@lingui/core';
import englishMessages from 'virtual:catalog/en';
import { swapFacesNotYetUsed } from '../src/lib/fonts/swap-faces-not-yet-used';
import { activateLanguage, DEFAULT_LANGUAGE, LANGUAGES } from '../src/lib/i18n';
import { defaultThemeId, resolveThemeId, themes } from '../src/themes/themes';
import '../src/themes/index.css';
import '../src/themes/theme-styles';
import { localeModes } from './modes';
import { screenViewports } from './viewports';

// Sets <html data-theme> synchronously from the `theme` global before the story renders, so a
// play function (and Vitest) already sees the chosen theme, and portalled Radix content (which
// lives under <body>) inherits it. A stale or unknown value falls back to the default theme.
const withThemeAttribute: Decorator = (Story, context) => {
  document.documentElement.dataset.theme = resolveThemeId(context.globals.theme);
  return <Story />;
};

// Story files may read messages as they load (args built by the app's message functions, such as
// a confirmation's text): English is active from the start. The loader below then activates the
// toolbar's language before each story renders.
i18n.loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: englishMessages });

// The `locale` global's catalog is loaded and active before the story renders, and <html lang dir>
// follow it, so portalled content and logical properties mirror in right-to-left languages.
const activateLocale = async ({ globals }: { globals: Record<string, unknown> }) => {
  // Stories draw in their theme's fonts whenever the files arrive (the app's first paint uses
  // only the faces at hand): snapshots and design reviews see the designed type.
  swapFacesNotYetUsed(document.fonts);
  const language = await activateLanguage(String(globals.locale ?? DEFAULT_LANGUAGE));
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
  return {};
};

const preview: Preview = {
  decorators: [withThemeAttribute],
  // The paintbrush toolbar: every theme of the registry, shown by its label, stored by its id
  // (the same value Chromatic modes set, see modes.ts).
  globalTypes: {
    theme: {
      description: 'Theme (data-theme on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themes.map((theme) => ({ value: theme.id, title: theme.label })),
        dynamicTitle: true,
      },
    },
    // The globe toolbar: every language, the pseudo-locale for QA included, named in itself.
    locale: {
      description: 'Language (catalog, lang and dir on <html>)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((language) => ({ value: language.code, title: language.name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: defaultThemeId, locale: DEFAULT_LANGUAGE },
  // Screen stories answer from the mock backend through MSW (`beforeEach({ msw })`). Requests no
  // handler claims go to the network untouched (fonts, images, Vite's own files).
  loaders: [
    activateLocale,
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    viewport: { options: screenViewports },
    // Snapshots: finish CSS animations and ask for reduced motion (spinners and skeletons stop),
    // so every snapshot is the same frame. Every story is shot in English, Arabic and the
    // pseudo-locale; files with theme modes (primitives, the gallery) set their own (modes.ts).
    chromatic: { pauseAnimationAtEnd: true, prefersReducedMotion: 'reduce', modes: localeModes },
  },
  tags: ['autodocs'],
};

export default preview;
