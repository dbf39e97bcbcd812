import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, relativeLuminance } from './color-contrast';

describe('color-contrast', () => {
  it('parses short and long hex colours and rejects others', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor('#1a2B3c')).toEqual([26, 43, 60]);
    expect(parseHexColor('rgb(0 0 0)')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
  });

  it('gives WCAG luminance at the extremes', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('matches the WCAG reference ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // #767676 on white is the well-known lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#8b7cf6', '#0f1117')).toBe(contrastRatio('#0f1117', '#8b7cf6'));
  });

  it('throws on a colour it cannot read', () => {
    expect(() => relativeLuminance('red')).toThrow('Not a hex colour: red');
  });
});
