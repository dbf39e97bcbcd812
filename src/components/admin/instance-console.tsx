import { useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { ConsoleStatus } from '@/lib/admin/console-protocol';
import { CardHeading } from './card-heading';
import { t } from '@/lib/i18n';

interface InstanceConsoleProps {
  /** The instance's name, for the log's accessible name ("Console of The Lounge"). */
  name: string;
  status: ConsoleStatus;
  /** The console's lines, oldest first, as plain text. */
  lines: readonly string[];
  /** What a failure said (the backend's or the panel's reason), if anything. */
  detail?: string | null;
  onConnect: () => void;
  onDisconnect: () => void;
}

function statusText(status: ConsoleStatus, detail: string | null | undefined): string {
  switch (status) {
    case 'idle':
      return t('admin.consoleIdle');
    case 'connecting':
      return t('admin.consoleConnecting');
    case 'connected':
      return t('admin.consoleConnected');
    case 'closed':
      return t('admin.consoleClosed');
    case 'failed':
      return detail ? t('admin.consoleFailedWith', { detail }) : t('admin.consoleFailed');
  }
}

/**
 * The instance's live console from the server panel (the admin instance `/websocket` answer):
 * Connect asks for the address and a token and opens it; the lines scroll in a log box that
 * keeps its end in view. The lines are the server's text, shown as written (`samp`).
 */
function InstanceConsole({
  name,
  status,
  lines,
  detail,
  onConnect,
  onDisconnect,
}: InstanceConsoleProps) {
  const log = useRef<HTMLPreElement>(null);
  useLayoutEffect(() => {
    const box = log.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lines]);
  const open = status === 'connecting' || status === 'connected';
  return (
    <Card data-slot="instance-console">
      <CardHeader className="flex flex-row flex-wrap items-center gap-3">
        <CardHeading>{t('admin.console')}</CardHeading>
        <p
          role="status"
          data-status={status}
          className={status === 'failed' ? 'text-sm text-danger' : 'text-sm text-muted-fg'}
        >
          {statusText(status, detail)}
        </p>
        <Button
          size="sm"
          variant="outline"
          className="ms-auto"
          onClick={open ? onDisconnect : onConnect}
        >
          {open ? t('admin.consoleDisconnect') : t('admin.consoleConnect')}
        </Button>
      </CardHeader>
      {(status !== 'idle' || lines.length > 0) && (
        <CardContent>
          <pre
            ref={log}
            role="log"
            aria-live="off"
            aria-label={t('admin.consoleLog', { name })}
            // A scroll region keyboard users must reach (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            dir="ltr"
            className="max-h-80 min-h-24 overflow-auto rounded-md bg-muted p-3 font-mono text-xs break-words whitespace-pre-wrap text-muted-fg outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {lines.length > 0 ? <samp>{lines.join('\n')}</samp> : t('admin.consoleEmpty')}
          </pre>
        </CardContent>
      )}
    </Card>
  );
}

export { InstanceConsole };
