import type { Decorator, Preview } from '@storybook/react-vite';
import { withThemeByDataAttribute } from '@storybook/addon-themes';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { defaultThemeId, themes } from '../src/themes/themes';
import '../src/themes/index.css';

// withThemeByDataAttribute sets data-theme in an effect that runs after play functions; this
// sets it synchronously first, so a play function (and Vitest) sees the chosen theme.
const withThemeAttributeNow: Decorator = (Story, context) => {
  const theme = (context.globals.theme as string | undefined) ?? defaultThemeId;
  document.documentElement.dataset.theme = theme;
  return <Story />;
};

const preview: Preview = {
  decorators: [
    withThemeAttributeNow,
    withThemeByDataAttribute({
      themes: Object.fromEntries(themes.map((theme) => [theme.label, theme.id])),
      defaultTheme: themes.find((theme) => theme.id === defaultThemeId)?.label ?? 'Dark',
      attributeName: 'data-theme',
      parentSelector: 'html',
    }),
  ],
  // Screen stories answer from the mock backend through MSW (`beforeEach({ msw })`). Requests no
  // handler claims go to the network untouched (fonts, images, Vite's own files).
  loaders: [
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
  },
  tags: ['autodocs'],
};

export default preview;
