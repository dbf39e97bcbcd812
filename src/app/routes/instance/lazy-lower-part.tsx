import { lazy } from 'react';
import { loadChunk } from '@/lib/scheduling/load-chunk';

/**
 * The page's lower part (lower-part.ts, a chunk of its own) as React.lazy components, one per
 * place the page draws it; each sits in a Suspense boundary of the page. A chunk that cannot be
 * fetched throws to the route's error page, which says so instead of half a page.
 */
export const importLowerPart = () => loadChunk(() => import('./lower-part'));

export const LazyTabsSection = lazy(async () => ({
  default: (await importLowerPart()).TabsSection,
}));
export const LazyQueueSection = lazy(async () => ({
  default: (await importLowerPart()).QueueSection,
}));
export const LazySearchSection = lazy(async () => ({
  default: (await importLowerPart()).SearchSection,
}));
export const LazyPlayerBarSection = lazy(async () => ({
  default: (await importLowerPart()).PlayerBarSection,
}));
export const LazyShortcutsHelpDialog = lazy(async () => ({
  default: (await importLowerPart()).ShortcutsHelpDialog,
}));
