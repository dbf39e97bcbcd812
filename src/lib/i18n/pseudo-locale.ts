/**
 * The pseudo-locale's text rule, as large products test translation: every letter accented,
 * about 40 % longer, the whole message bracketed. Text that escaped the catalog stays plain
 * English, and a label cut by a longer translation loses its closing bracket. Placeholders and
 * ICU syntax are left alone: `accentText` maps only the literal pieces of a compiled message.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Every ASCII letter of a literal piece accented (same length, still readable). */
export function accentText(text: string): string {
  return [...text].map((char) => ACCENTED[char] ?? char).join('');
}

/** What the pseudo-locale puts around a whole message: brackets, and 40 % of its letters. */
export function pseudoFrame(source: string): { open: string; close: string } {
  const letters = source.replace(/\{[^{}]*\}/g, '').replace(/[^A-Za-z]/g, '').length;
  const padding = '~'.repeat(Math.ceil(letters * 0.4));
  return { open: '[', close: padding ? ` ${padding}]` : ']' };
}
