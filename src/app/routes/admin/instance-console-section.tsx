import { InstanceConsole } from '@/components/admin/instance-console';
import { useInstanceConsole } from './use-instance-console';

/** The admin instance page's console card, wired to the panel's websocket. Key it by id. */
export function InstanceConsoleSection({ id, name }: { id: string; name: string }) {
  const { status, lines, detail, connect, disconnect } = useInstanceConsole(id);
  return (
    <InstanceConsole
      name={name}
      status={status}
      lines={lines}
      detail={detail}
      onConnect={connect}
      onDisconnect={disconnect}
    />
  );
}
