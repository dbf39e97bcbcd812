/**
 * Untrusted text made fit to keep and show: control characters (a newline, a bidi override that
 * would turn the rest of a row around) become spaces or go, runs of space fold, and the length is
 * capped. React escapes what is left; nothing here is ever HTML.
 */
// C0/C1 controls, and the bidi embedding/override/isolate marks.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export function cleanText(value: string, maxLength: number): string {
  return value.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim().slice(0, maxLength);
}
