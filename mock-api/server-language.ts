/**
 * The mock answers as the real backend does, in English: refusal texts and audit sentences come
 * from the app's own English catalog (src/lib), so the mock and the UI cannot drift apart. In
 * Node (the dev and preview servers, test worlds, `npm run mock-api`) nothing has activated a
 * language, so the first answer activates English, compiled here from en.json. In the browser
 * (MSW in Storybook) the story's language is already active and is left alone.
 */
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import english from '../src/lib/i18n/locales/en.json' with { type: 'json' };

export function ensureServerLanguage(): void {
  if (i18n.locale) return;
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale: 'en', messages: english });
}
