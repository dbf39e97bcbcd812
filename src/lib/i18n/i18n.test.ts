import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { t } from './i18n';

describe('t() shows a value as it came', () => {
  it('keeps escape-like text in a value (Lingui decodes \\xNN and \\uNNNN in its output)', () => {
    expect(t('downloader.queueTitle', { playlist: 'C:\\x41 \\u0042', owner: '\\' })).toBe(
      'Download Queue for C:\\x41 \\u0042 by \\',
    );
  });

  it('fills any text, the stand-ins themselves and replacement patterns included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), (playlist, owner) => {
        expect(t('downloader.queueTitle', { playlist, owner })).toBe(
          `Download Queue for ${playlist} by ${owner}`,
        );
      }),
    );
    expect(t('downloader.queueTitle', { playlist: '\uE0000\uE001 $&', owner: '\\x41' })).toBe(
      'Download Queue for \uE0000\uE001 $& by \\x41',
    );
  });
});
