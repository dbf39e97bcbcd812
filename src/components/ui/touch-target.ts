/**
 * Thumb-sized targets, said in one place: on a coarse pointer (a finger)
 * every tap target is at least 44 × 44 CSS px or takes taps on an area that large. A fine pointer
 * gets none of it: desktop sizes stay as they are. The primitives (Button, Input, Select, Tabs,
 * menu items, Checkbox, Switch, the dialog's close button) apply these themselves; a feature
 * component that draws its own target takes one of these classes, never a size of its own.
 */

/**
 * For a control drawn smaller than 44 px that sits alone (a checkbox, a switch, a cover that
 * opens its track): an invisible square of at least 44 × 44 centred on it (its ::after), so it
 * looks the same and takes a finger. A control that is positioned already keeps its position.
 */
export const TOUCH_HIT_AREA =
  'pointer-coarse:[&:not(.absolute,.fixed,.sticky)]:relative pointer-coarse:after:absolute pointer-coarse:after:top-1/2 pointer-coarse:after:left-1/2 pointer-coarse:after:h-[max(100%,2.75rem)] pointer-coarse:after:w-[max(100%,2.75rem)] pointer-coarse:after:-translate-1/2';

/** For a control whose box may grow: at least 44 px tall (a row, a menu item, a tab). */
export const TOUCH_MIN_HEIGHT = 'pointer-coarse:min-h-11';

/** For a control of a fixed height (a field, a small button): 44 px tall. */
export const TOUCH_HEIGHT = 'pointer-coarse:h-11';

/** For an icon-only control of a fixed size: 44 × 44. */
export const TOUCH_SIZE = 'pointer-coarse:size-11';

/** For a button, whatever its size: at least 44 × 44. */
export const TOUCH_MIN_SIZE = 'pointer-coarse:min-h-11 pointer-coarse:min-w-11';
