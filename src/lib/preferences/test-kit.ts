/** The fixtures the preference tests share: a theme registry of their own, a storage in memory. */
import {
  createPreferenceTable,
  defaultPreferences,
  type PreferenceDefinition,
  type PreferenceKey,
  type PreferenceStorage,
} from './index';

// A registry of its own: the real ids live in src/themes/themes.ts, which lib may not import.
export const table = createPreferenceTable({
  defaultId: 'paper',
  options: [
    { value: 'paper', label: 'Paper' },
    { value: 'ink', label: 'Ink' },
    { value: 'sea-glass', label: 'Sea Glass' },
  ],
});
export const DEFAULT_PREFERENCES = defaultPreferences(table);

export class MemoryStorage implements PreferenceStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

export function isValid(key: PreferenceKey, value: unknown): boolean {
  const d: PreferenceDefinition = table[key];
  if (d.kind === 'boolean') return typeof value === 'boolean';
  if (d.kind === 'option') return d.options.some((o) => o.value === value);
  return (
    typeof value === 'number' &&
    value >= d.min &&
    value <= d.max &&
    Number.isInteger(Math.round(((value - d.min) / d.step) * 1e9) / 1e9)
  );
}
