import { lazy, Suspense, type ComponentProps } from 'react';
import { loadChunk } from '@/lib/scheduling/load-chunk';

/**
 * The home's server cards are a chunk of their own: they cannot draw before the server list
 * answers, so their code (with the avatars and badges) is fetched beside that request instead of
 * before the first screen of every page.
 */
export const importServerCards = () => loadChunk(() => import('@/components/home/server-cards'));

const ServerCards = lazy(async () => ({ default: (await importServerCards()).ServerCards }));

/** The server cards, drawn once their code is in (the welcome heading above is already up). */
export function LazyServerCards(props: ComponentProps<typeof ServerCards>) {
  return (
    <Suspense fallback={null}>
      <ServerCards {...props} />
    </Suspense>
  );
}
