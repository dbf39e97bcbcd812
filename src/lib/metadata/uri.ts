/**
 * The metadata browser's uri check and its breadcrumb stack (2-secondary.md §2 "Metadata browser"
 * and §4). The stack is an immutable array, oldest first; the last entry is the open view.
 *
 * Decision beyond the spec: besides "exactly 3 parts and a known type", the first part must be
 * `spotify` and the id non-empty, since the only backend lookups are /api/meta/spotify/…
 * (that is what the message 'This view only supports Spotify.' promises).
 */

import { t } from '../i18n';

const METADATA_TYPES = ['track', 'album', 'artist', 'playlist'] as const;
type MetadataType = (typeof METADATA_TYPES)[number];

export type MetadataUri =
  { ok: true; type: MetadataType; id: string; uri: string } | { ok: false; message: string };

/** Splits `spotify:{type}:{id}`; anything else is the unsupported view. */
export function parseMetadataUri(uri: string): MetadataUri {
  const parts = uri.split(':');
  const [service, type, id] = parts;
  if (parts.length !== 3 || service !== 'spotify' || !id || !isMetadataType(type)) {
    return { ok: false, message: t('general.metadataUnsupported') };
  }
  return { ok: true, type, id, uri };
}

/**
 * Whether the metadata browser has a view of `uri`, so a cover may offer "Open details of …".
 * Covers offer it only where it exists: a radio's stream address (1-core §2: not for radios) or a
 * YouTube or SoundCloud track would only open 'This view only supports Spotify.'.
 */
export function hasDetailView(uri: string): boolean {
  return parseMetadataUri(uri).ok;
}

function isMetadataType(value: string | undefined): value is MetadataType {
  return (METADATA_TYPES as readonly (string | undefined)[]).includes(value);
}

/** One visited view; `label` is what the breadcrumb shows once the view has loaded. */
export interface Breadcrumb {
  uri: string;
  label?: string;
}

export type BreadcrumbStack = readonly Breadcrumb[];

/** Opens a view on top. Opening the view already on top again keeps the stack as it is. */
export function pushBreadcrumb(stack: BreadcrumbStack, crumb: Breadcrumb): BreadcrumbStack {
  if (stack.at(-1)?.uri === crumb.uri) return stack;
  return [...stack, crumb];
}

/** Back pops one; popping the last view leaves an empty stack, which closes the browser. */
export function popBreadcrumb(stack: BreadcrumbStack): BreadcrumbStack {
  return stack.slice(0, -1);
}

/** Clicking breadcrumb `index` truncates the stack to it (it becomes the open view). */
export function truncateBreadcrumbs(stack: BreadcrumbStack, index: number): BreadcrumbStack {
  if (!Number.isInteger(index) || index < 0 || index >= stack.length - 1) return stack;
  return stack.slice(0, index + 1);
}

/** Sets the label of the view on top once its data has loaded. */
export function labelTopBreadcrumb(stack: BreadcrumbStack, label: string): BreadcrumbStack {
  const top = stack.at(-1);
  if (top === undefined || top.label === label) return stack;
  return [...stack.slice(0, -1), { ...top, label }];
}

/** Close (button or Escape) clears every breadcrumb. */
export const closeBreadcrumbs = (): BreadcrumbStack => [];

export const currentBreadcrumb = (stack: BreadcrumbStack): Breadcrumb | undefined => stack.at(-1);

/** The back button shows only when there is a view to go back to. */
export const canGoBack = (stack: BreadcrumbStack): boolean => stack.length > 1;
