import { lazy, Suspense } from 'react';
import type { DetailsStack } from './use-details-stack';
import { loadChunk } from '@/lib/scheduling/load-chunk';

/** A chunk of its own: its code is fetched the first time a cover or a row's details is opened. */
const MetadataSection = lazy(async () => ({
  default: (await loadChunk(() => import('./metadata-section'))).MetadataSection,
}));

/** The metadata browser, drawn once its code is in (nothing in the meantime). */
export function LazyMetadataSection({ details }: { details: DetailsStack }) {
  return (
    <Suspense fallback={null}>
      <MetadataSection details={details} />
    </Suspense>
  );
}
