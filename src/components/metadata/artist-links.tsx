import { Fragment } from 'react';
import type { components } from '@/contract/schema';

/** Artists as links that open their view in the browser. */
export function ArtistLinks({
  artists,
  onOpen,
}: {
  artists: readonly components['schemas']['TrackArtist'][];
  onOpen: (uri: string) => void;
}) {
  return (
    <>
      {artists.map((artist, index) => (
        <Fragment key={`${artist.uri}-${index}`}>
          {index > 0 && ', '}
          <button
            type="button"
            className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => onOpen(artist.uri)}
          >
            {artist.name}
          </button>
        </Fragment>
      ))}
    </>
  );
}
