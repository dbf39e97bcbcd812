import { describe, expect, it } from 'vitest';
import { matchLanguage } from './language-list';

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
