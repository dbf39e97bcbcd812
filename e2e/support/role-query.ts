/**
 * Elements found by role and accessible name inside the page, in one script call: the WebKit
 * journeys' driver has no accessibility-tree locator, and Firefox builds its tree for a query
 * so slowly on a long queue (30 to 43 s for the first one on The Lounge) that the page's own
 * markup answers instead. Playwright's `getByRole` serves the Chromium journeys.
 */

export interface Query {
  /** A CSS selector of the element itself (instead of a role). */
  css?: string;
  role?: string;
  name?: string | RegExp;
  /** Only inside a shown element of this CSS selector, or of this role and name. */
  within?: string | { role: string; name: string | RegExp };
}

/** The query in a failure's words. */
export const describeQuery = ({ css, role, name, within }: Query) =>
  [
    css ?? role,
    name === undefined ? '' : String(name),
    within
      ? `in ${typeof within === 'string' ? within : `${within.role} ${String(within.name)}`}`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

/** A role's elements, as the page's markup gives them (implicit roles included). */
const ROLES: Record<string, string> = {
  button: 'button,[role=button],input[type=button],input[type=submit]',
  link: 'a[href],[role=link]',
  heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
  tab: '[role=tab]',
  combobox: '[role=combobox],select',
  option: '[role=option],option',
  searchbox: 'input[type=search],[role=searchbox]',
  textbox: 'input:not([type]),input[type=text],input[type=url],textarea,[role=textbox]',
  slider: '[role=slider],input[type=range]',
  menuitem: '[role=menuitem],[role=menuitemradio],[role=menuitemcheckbox]',
  checkbox: '[role=checkbox],input[type=checkbox]',
  switch: '[role=switch]',
  dialog: '[role=dialog],[role=alertdialog],dialog',
  alertdialog: '[role=alertdialog]',
  region: '[role=region],section[aria-label],section[aria-labelledby]',
  navigation: 'nav,[role=navigation]',
  status: '[role=status]',
  alert: '[role=alert]',
  row: '[role=row],tr',
  group: '[role=group],fieldset',
  toolbar: '[role=toolbar]',
};

/**
 * Runs in the page: the first shown element of `css` (inside the first shown `within`) whose
 * accessible name matches, or null. The name is computed as browsers do for these controls:
 * aria-labelledby, aria-label, the label, then the text.
 */
export function findInPage(
  css: string,
  name: NameSpec | null,
  withinCss: string | null,
  withinName: NameSpec | null,
): Element | null {
  const shown = (element: Element) =>
    element.getClientRects().length > 0 &&
    getComputedStyle(element).visibility !== 'hidden' &&
    element.closest('[aria-hidden="true"],[inert]') === null;
  const text = (element: Element) =>
    ((element as HTMLElement).innerText ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const accessibleName = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => {
          const label = document.getElementById(id);
          return label ? text(label) || (label.textContent ?? '').trim() : '';
        })
        .join(' ')
        .trim();
    }
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return [...labels].map(text).join(' ');
    return text(element);
  };
  const matches = (element: Element, spec: NameSpec | null) => {
    if (!shown(element)) return false;
    if (spec === null) return true;
    const found = accessibleName(element);
    return spec.pattern === null
      ? found === spec.name
      : new RegExp(spec.pattern, spec.flags).test(found);
  };
  const scopes = withinCss
    ? [...document.querySelectorAll(withinCss)].filter((scope) => matches(scope, withinName))
    : [document];
  for (const scope of scopes) {
    for (const element of scope.querySelectorAll(css)) {
      if (matches(element, name)) return element;
    }
  }
  return null;
}

/** An accessible name to match: exactly `name`, or the regular expression `pattern`. */
interface NameSpec {
  name: string | null;
  pattern: string | null;
  flags: string;
}

const nameSpec = (name: string | RegExp | undefined): NameSpec | null =>
  name === undefined
    ? null
    : name instanceof RegExp
      ? { name: null, pattern: name.source, flags: name.flags }
      : { name, pattern: null, flags: '' };

/** `findInPage`'s arguments for a query. */
export function findInPageArgs({ css, role, name, within }: Query) {
  const selector = css ?? ROLES[role ?? ''];
  if (!selector) throw new Error(`No selector for role ${role}`);
  const scope = typeof within === 'object' ? ROLES[within.role] : (within ?? null);
  if (scope === undefined) throw new Error(`No selector for role ${JSON.stringify(within)}`);
  return [
    selector,
    nameSpec(name),
    scope,
    typeof within === 'object' ? nameSpec(within.name) : null,
  ] as const;
}
