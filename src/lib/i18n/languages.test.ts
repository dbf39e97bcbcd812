import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, matchLanguage } from './languages';

describe('matchLanguage', () => {
  it('takes the first preferred language we have, exact tag before base language', () => {
    expect(matchLanguage(['pt-BR', 'en'])).toBe('pt-BR');
    expect(matchLanguage(['pt-PT'])).toBe('pt-BR');
    expect(matchLanguage(['de-AT', 'fr'])).toBe('de');
    expect(matchLanguage(['sv', 'ar-EG'])).toBe('ar');
    expect(matchLanguage(['ja-JP'])).toBe('ja');
  });

  it('falls back to English, and never picks the pseudo-locale', () => {
    expect(matchLanguage([])).toBe('en');
    expect(matchLanguage(['sv', 'fi'])).toBe('en');
    expect(matchLanguage(['en-XA'])).toBe('en');
  });
});

describe('public/preferences-boot.js', () => {
  const boot = readFileSync('public/preferences-boot.js', 'utf8');

  it('knows every language of the registry and which are right to left', () => {
    const codes = JSON.parse(/var codes = (\[[^\]]*\])/.exec(boot)![1]!.replace(/'/g, '"'));
    const rtl = JSON.parse(/var rtl = (\[[^\]]*\])/.exec(boot)![1]!.replace(/'/g, '"'));
    expect(codes).toEqual(LANGUAGES.map((language) => language.code));
    expect(rtl).toEqual(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code));
  });
});
