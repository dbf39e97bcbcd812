import { useState } from 'react';
import { runInstanceCommand } from '@/api/admin-instances/actions';
import type { InstanceCommand } from '@/lib/admin/instance-lifecycle';
import { useActionContext } from '@/app/use-action-context';

/**
 * Runs lifecycle commands for one instance (or 'all') and remembers the one in flight, so its
 * button spins and the others wait. `onDone` hears each command the server accepted.
 */
export function useCommandRunner(
  target: string | 'all',
  onDone?: (command: InstanceCommand) => void,
) {
  const ctx = useActionContext();
  const [pending, setPending] = useState<InstanceCommand | null>(null);
  const run = (command: InstanceCommand) => {
    setPending(command);
    void runInstanceCommand(ctx, command, target)
      .then((ok) => {
        if (ok) onDone?.(command);
      })
      .finally(() => setPending(null));
  };
  return { pending, run };
}
