import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { rememberLastOpenedServer } from '@/app/last-opened-server';
import { InstancePage } from './instance-page';
import { COMPACT_PLAYER_QUERY } from '@/components/ui/use-media-query';
import { importLowerPart } from './lazy-lower-part';

/**
 * Asks for the page's lower part (a chunk of its own) and settles when the first screen can be
 * drawn: at once on a phone, where the first frame is the header and the player; from 1024 px,
 * where the tabs and the queue sit beside the player, once that code is in too (or has failed:
 * the page then says so).
 */
export async function loadLowerPartForFirstScreen(): Promise<void> {
  const lower = importLowerPart();
  if (!window.matchMedia(COMPACT_PLAYER_QUERY).matches) await lower.catch(() => undefined);
}

/** /:id and /instances/:id/read: the same instance page (1-core §2). */
export function InstanceRoute() {
  const { id } = useParams();
  // The home lists this server first next time (issue #42 item 3).
  useEffect(() => {
    if (id !== undefined) rememberLastOpenedServer(id);
  }, [id]);
  // A new instance starts from a clean page (local queue order, search, lyrics).
  return id === undefined ? null : <InstancePage key={id} instanceId={id} />;
}
