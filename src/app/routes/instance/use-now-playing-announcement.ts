import { useEffect, useRef } from 'react';
import { useAnnounce } from '@/app/providers/announcer-provider';
import { artistsBeside } from '@/lib/format/artists-beside';
import { nowPlaying } from '@/lib/messages';

interface NamedTrack {
  id: string;
  name: string;
  artists: readonly string[];
}

/**
 * Says "Now playing {title} by {artists}" when the playing track becomes another one (a skip, a
 * track that ended, someone else's command): a sighted user sees the cover change. The track
 * shown when the page opens is not announced; the page's title already says it.
 */
export function useNowPlayingAnnouncement(
  current: NamedTrack | undefined,
  /** The page's first answer has arrived (before it, "nothing playing" is not known yet). */
  loaded: boolean,
) {
  const announce = useAnnounce();
  const seen = useRef<string | null | undefined>(undefined);
  const id = current?.id ?? null;
  const name = current?.name;
  const artists = current ? artistsBeside(current.name, current.artists).join(', ') : '';
  useEffect(() => {
    if (!loaded) return;
    const previous = seen.current;
    seen.current = id;
    if (previous === undefined || previous === id || id === null || name === undefined) return;
    announce(nowPlaying(name, artists));
  }, [announce, loaded, id, name, artists]);
}
