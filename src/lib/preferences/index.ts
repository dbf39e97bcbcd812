/**
 * Every user preference the dashboard keeps in local storage: key, default, type, bounds or
 * options (spec 1-core §3 and §5, 2-secondary §9), where it sits on the settings screen, and when
 * a change takes effect. Values are stored as plain strings ("true", "2500", "bottom-center").
 * Nothing here touches `window`: callers pass the storage in.
 */
export { optionLabel, preferenceLabel, type PreferenceDefinition } from './definitions';
// The settings screen's cards are imported from their file: their titles are not the entry's.
export type { PreferenceCard, SettingsCard } from './settings-cards';
export * from './storage';
export * from './table';
export * from './values';
