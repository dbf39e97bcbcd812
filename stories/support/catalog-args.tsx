import type { Decorator } from '@storybook/react-vite';

/**
 * Args whose words come from the catalog, read when the story renders (in the toolbar's language,
 * so the pseudo-locale and Arabic show them translated) rather than when the file loads (always
 * English). `get` reads messages (`t()` or the message table) and returns the args they fill. On
 * a story it wins over the file's own `catalogArgs`.
 */
export function catalogArgs(get: () => object): Decorator {
  return (Story, context) => Story({ args: { ...context.args, ...get() } });
}

/**
 * A story's args made by the app's message functions (a dialog's options, say): the file's args
 * for Controls and docs (English), and the same call again when the story renders.
 */
export function catalogStory<A extends object>(get: () => A) {
  return { args: get(), decorators: [catalogArgs(get)] };
}
