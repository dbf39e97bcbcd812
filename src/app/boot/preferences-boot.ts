// The preferences boot script's entry (scripts/vite-plugins/boot-scripts.ts builds it): runs
// before the first paint.
import { bootPreferences } from './preferences';

try {
  bootPreferences(localStorage, navigator.languages ?? []);
} catch {
  // Storage disabled: the default look until the app starts.
}
