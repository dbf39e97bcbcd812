/**
 * What a row of the preference table is: its kind (boolean, number in a range, one of a list of
 * options) with its default, the card it sits on, when a change takes effect, and its label.
 */
import { t, type MessageId } from '../i18n/i18n';
import type { PreferenceCard } from './settings-cards';

/**
 * When a change takes effect. Every change is saved at once; 'on-apply' settings (notification
 * and sidebar) take effect when the user presses Apply, which reloads the page; 'reload' reloads
 * at once (lowercase aesthetic).
 */
export type ApplyMode = 'immediate' | 'on-apply' | 'reload';

export interface BasePreferenceLabel {
  /** In the active language (a getter over `labelId`). */
  readonly label: string;
  readonly labelId: MessageId;
}
interface BasePreference extends BasePreferenceLabel {
  card: PreferenceCard;
  apply: ApplyMode;
}
export interface BooleanPreference extends BasePreference {
  kind: 'boolean';
  default: boolean;
}
export interface NumberPreference extends BasePreference {
  kind: 'number';
  default: number;
  min: number;
  max: number;
  step: number;
  /** Suffix for the shown value ("2500ms"). */
  unit?: 'ms';
}
export interface OptionPreference<V extends string = string> extends BasePreference {
  kind: 'option';
  default: V;
  /** Option labels in the active language, or names that are the same in every language. */
  options: readonly { value: V; readonly label: string; readonly labelId?: MessageId }[];
}
export type PreferenceDefinition = BooleanPreference | NumberPreference | OptionPreference;

/**
 * Gives a row or an option its label: the message id, and a getter reading the message when the
 * label is read. The getter is defined on the object itself (spreading it would read it once, at
 * module load) and is not enumerable: whatever copies or walks the table before a language is
 * active (Storybook's args) copies the id, which `preferenceLabel` and `optionLabel` read.
 */
export function labelled<T extends object>(row: T, labelId: MessageId): T & BasePreferenceLabel {
  return Object.defineProperties(row, {
    labelId: { value: labelId, enumerable: true },
    label: { get: () => t(labelId), enumerable: false },
  }) as T & BasePreferenceLabel;
}

/** A preference's label in the active language. */
export function preferenceLabel(definition: Pick<BasePreferenceLabel, 'labelId'>): string {
  return t(definition.labelId);
}

/** An option's label in the active language (names such as a theme's or a language's as given). */
export function optionLabel(option: { readonly label: string; readonly labelId?: MessageId }) {
  return option.labelId ? t(option.labelId) : option.label;
}
