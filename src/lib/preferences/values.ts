/** A preference's value: fitted to its bounds, parsed from and written to its stored string, shown. */
import { t } from '../i18n/i18n';
import { optionLabel, type NumberPreference, type PreferenceDefinition } from './definitions';
import { fitNumber, parseStoredNumber } from './numbers';
import type { PreferenceKey, Preferences, PreferenceTable } from './table';

/**
 * Any value to a valid one: numbers snapped to the step and clamped, unknown options and wrong
 * types replaced by the default. Never throws.
 */
export function normalisePreference<K extends PreferenceKey>(
  table: PreferenceTable,
  key: K,
  value: unknown,
): Preferences[K] {
  const definition: PreferenceDefinition = table[key];
  let result: unknown = definition.default;
  if (definition.kind === 'boolean' && typeof value === 'boolean') result = value;
  if (definition.kind === 'number' && typeof value === 'number' && Number.isFinite(value)) {
    result = fitNumber(definition, value);
  }
  if (definition.kind === 'option' && definition.options.some((o) => o.value === value)) {
    result = value;
  }
  return result as Preferences[K];
}

/**
 * A stored string to a valid value. Booleans must read "true" or "false"; numbers are any finite
 * number (snapped and clamped); options must be one of the option values. Missing or junk input
 * gives the default. Never throws.
 */
export function parsePreference<K extends PreferenceKey>(
  table: PreferenceTable,
  key: K,
  raw: string | null | undefined,
): Preferences[K] {
  if (typeof raw !== 'string') return table[key].default as Preferences[K];
  const kind = table[key].kind;
  const text = raw.trim();
  if (kind === 'boolean') {
    const flag = text === 'true' ? true : text === 'false' ? false : null;
    return normalisePreference(table, key, flag);
  }
  if (kind === 'number') {
    return parseStoredNumber(table[key] as NumberPreference, raw) as Preferences[K];
  }
  return normalisePreference(table, key, text);
}

/** The string stored for a value (normalised first, so what is stored always parses back). */
export function serialisePreference<K extends PreferenceKey>(
  table: PreferenceTable,
  key: K,
  value: Preferences[K],
): string {
  return String(normalisePreference(table, key, value));
}

/** What the settings screen shows next to a control: "2500ms", "On", "Bottom center". */
export function formatPreferenceValue<K extends PreferenceKey>(
  table: PreferenceTable,
  key: K,
  value: Preferences[K],
): string {
  const definition: PreferenceDefinition = table[key];
  const valid = normalisePreference(table, key, value);
  if (definition.kind === 'boolean') return valid ? t('preferences.on') : t('preferences.off');
  if (definition.kind === 'number') return `${String(valid)}${definition.unit ?? ''}`;
  const option = definition.options.find((o) => o.value === valid);
  return option ? optionLabel(option) : String(valid);
}
