import { useParams } from '@/app/router';
import { InstancePage } from './instance-page';

/** /:id and /instances/:id/read: the same instance page (1-core §2). */
export function InstanceRoute() {
  const { id } = useParams();
  // A new instance starts from a clean page (local queue order, search, lyrics).
  return id === undefined ? null : <InstancePage key={id} instanceId={id} />;
}
