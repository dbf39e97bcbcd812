import type { SelectionStore } from '@/lib/queue/selection-store';

/** What a queue row needs to be selected; one stable object for the whole list. */
export interface RowSelection {
  store: SelectionStore;
  /** Touch "Select" mode: the checkboxes show and a tap on a row toggles it. */
  mode: boolean;
  /** The checkbox, a Ctrl/⌘-click (toggle) or a Shift-click (extend from the anchor). */
  onPick(id: string, how: 'toggle' | 'extend'): void;
  /** Shift+↑/↓ on a row's checkbox: the range grows to the next row, which takes the focus. */
  onExtendBy(id: string, delta: -1 | 1): void;
  /** A finger rested on the row: Select mode, with this row selected. */
  onLongPress(id: string): void;
}
