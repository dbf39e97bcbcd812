import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';

// The shell's two spec texts are catalog keys of its own areas (error., sidebar.), so the first
// screen does not pull in the message table; in English they are the spec's words.
describe('texts of the first screen', () => {
  it("are the spec's words", () => {
    expect(t('error.unexpectedTitle')).toBe('Unexpected Application Error!');
    expect(t('sidebar.noServers')).toBe(t('general.emptyServers'));
  });
});
