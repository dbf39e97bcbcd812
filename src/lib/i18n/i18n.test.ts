import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, t } from './i18n';

const FSI = '\u2068';
const PDI = '\u2069';
const RLO = '\u202E';
/** A text without Unicode's isolate controls, the only characters t() adds or takes away. */
const withoutIsolates = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('t() shows a value as it came', () => {
  it('keeps escape-like text in a value (Lingui decodes \\xNN and \\uNNNN in its output)', () => {
    expect(t('downloader.queueTitle', { playlist: 'C:\\x41 \\u0042', owner: '\\' })).toBe(
      'Download Queue for C:\\x41 \\u0042 by \\',
    );
  });

  it('fills any text, the stand-ins themselves and replacement patterns included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), (playlist, owner) => {
        expect(withoutIsolates(t('downloader.queueTitle', { playlist, owner }))).toBe(
          `Download Queue for ${withoutIsolates(playlist)} by ${withoutIsolates(owner)}`,
        );
      }),
    );
    expect(t('downloader.queueTitle', { playlist: '\uE0000\uE001 $&', owner: '\\x41' })).toBe(
      'Download Queue for \uE0000\uE001 $& by \\x41',
    );
  });
});

describe('t() isolates text from outside, so it cannot reorder the sentence', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('isolates an id holding a right-to-left override, in English too', () => {
    // The not-found page at /%E2%80%AEgnp.exe%20lanigiro: without the isolate the closing quote
    // and the full stop join the override's run and show before the id, reversed with it.
    expect(t('instanceMessages.notFound', { id: `${RLO}gnp.exe lanigiro` })).toBe(
      `There is no server with the id "${FSI}${RLO}gnp.exe lanigiro${PDI}".`,
    );
  });

  it('isolates right-to-left names in a left-to-right sentence', () => {
    expect(t('home.welcomeName', { name: 'דני' })).toBe(`Welcome, ${FSI}דני${PDI}`);
    expect(t('downloader.queueTitle', { playlist: 'رحلة', owner: 'kat' })).toBe(
      `Download Queue for ${FSI}رحلة${PDI} by kat`,
    );
  });

  it('leaves left-to-right text as it came in a left-to-right language: it cannot move anything', () => {
    expect(t('instanceMessages.notFound', { id: 'lounge' })).toBe(
      'There is no server with the id "lounge".',
    );
  });

  it('isolates every text value in a right-to-left language', async () => {
    await activateLanguage('ar');
    const shown = t('instanceMessages.notFound', { id: 'lounge 42' });
    expect(shown).toContain(`${FSI}lounge 42${PDI}`);
    expect(shown.split(FSI)).toHaveLength(2);
  });

  it('keeps the keys of a choice as they are, so the choice still picks its branch', async () => {
    await activateLanguage('ar');
    const runAll = (flag: string) =>
      t('downloader.confirmRunAll', {
        count: 3,
        autoRetry: flag,
        autoZip: 'off',
        timeoutMs: 10_000,
        intervalMs: 0,
      });
    expect(runAll('on')).not.toBe(runAll('off'));
    expect(runAll('on')).not.toContain(FSI);
  });

  it('keeps its isolate whole, whatever isolates the text opens or closes', () => {
    // A stray PDI would close ours early and let the override out; it is dropped.
    expect(t('home.welcomeName', { name: `a${PDI}${RLO}b` })).toBe(`Welcome, ${FSI}a${RLO}b${PDI}`);
    // An isolate the text leaves open is closed before ours.
    expect(t('home.welcomeName', { name: 'x\u2067y' })).toBe(`Welcome, ${FSI}x\u2067y${PDI}${PDI}`);
  });

  it('isolates text with a backslash as it came', () => {
    expect(t('home.welcomeName', { name: `\\x41${RLO}` })).toBe(`Welcome, ${FSI}\\x41${RLO}${PDI}`);
  });
});
