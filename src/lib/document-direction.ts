/**
 * The page's reading direction, from <html dir> (set before the first paint by
 * public/preferences-boot.js and kept by the language provider; Storybook's locale global sets
 * it too). For the widgets that take the direction as a prop rather than from CSS (Radix's
 * sliders, the toasts). Read from the attribute, not from computed style: a style read in the
 * first render's layout effects forced a style pass of the whole page (issue #32).
 */
export function documentDirection(): 'ltr' | 'rtl' {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}
