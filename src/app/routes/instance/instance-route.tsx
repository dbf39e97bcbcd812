import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { rememberLastOpenedServer } from '@/app/last-opened-server';
import { InstancePage } from './instance-page';

/** /:id and /instances/:id/read: the same instance page (1-core §2). */
export function InstanceRoute() {
  const { id } = useParams();
  // The home lists this server first next time.
  useEffect(() => {
    if (id !== undefined) rememberLastOpenedServer(id);
  }, [id]);
  // A new instance starts from a clean page (local queue order, search, lyrics).
  return id === undefined ? null : <InstancePage key={id} instanceId={id} />;
}
