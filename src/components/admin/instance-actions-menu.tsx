import * as React from 'react';
import { ChevronDown, EllipsisVertical } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import type { InstanceCommand } from '@/lib/admin/instance-lifecycle';
import { AdminLink } from './admin-link';
import { type InstanceActionTarget, instanceActionItems } from './instance-action-items';
import { t } from '@/lib/i18n';

interface InstanceActionsMenuProps extends InstanceActionTarget {
  /** Who the actions apply to: "The Lounge", or "all instances" for the bulk menu. */
  name: string;
  onCommand: (command: InstanceCommand) => void;
  /** The command in flight: the trigger spins and every command waits until it is answered. */
  pending?: InstanceCommand | null;
}

/**
 * The nine row actions of the admin list in one menu (Radix DropdownMenu: arrow keys, type-ahead,
 * Escape). A row's trigger is a "⋮" button named "Actions for {name}"; the bulk row's reads
 * "All instances". Actions the rules of 2-secondary §4 leave off stay listed, disabled, so the
 * menu always has the same shape; each command still asks first (the caller confirms).
 */
function InstanceActionsMenu({
  name,
  onCommand,
  pending = null,
  ...target
}: InstanceActionsMenuProps) {
  const bulk = target.status === 'all';
  const items = instanceActionItems(target);
  const busy = pending !== null;
  const trigger = React.useRef<HTMLButtonElement>(null);
  const chosen = React.useRef<InstanceCommand | null>(null);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        {bulk ? (
          <Button ref={trigger} variant="outline" size="sm" aria-busy={busy || undefined}>
            {busy && <Spinner />}
            {t('admin.allInstances')}
            <ChevronDown aria-hidden />
          </Button>
        ) : (
          <Button
            ref={trigger}
            variant="outline"
            size="icon"
            className="size-8"
            aria-label={t('admin.actionsFor', { name })}
            aria-busy={busy || undefined}
          >
            {busy ? <Spinner /> : <EllipsisVertical aria-hidden className="size-4" />}
          </Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        data-slot="instance-actions-menu"
        className="min-w-44"
        // The chosen command runs once the menu has closed and focus is back on its trigger, so
        // the confirmation that opens next gives focus back there too.
        onCloseAutoFocus={(event) => {
          const command = chosen.current;
          chosen.current = null;
          if (command === null) return;
          event.preventDefault();
          trigger.current?.focus();
          onCommand(command);
        }}
      >
        {items.map(({ action, label, Icon, enabled, danger, to, href, command }) => {
          const content = (
            <>
              <Icon aria-hidden />
              {label}
            </>
          );
          const separator = action === 'kill' && <DropdownMenuSeparator key="danger-zone" />;
          if (enabled && to !== undefined) {
            return (
              <DropdownMenuItem key={action} asChild>
                <AdminLink to={to}>{content}</AdminLink>
              </DropdownMenuItem>
            );
          }
          if (enabled && href !== undefined) {
            return (
              <DropdownMenuItem key={action} asChild>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {content}
                  <span className="sr-only"> {t('admin.opensServerPanel')}</span>
                </a>
              </DropdownMenuItem>
            );
          }
          return [
            separator,
            <DropdownMenuItem
              key={action}
              variant={danger ? 'danger' : 'default'}
              disabled={command === null || !enabled || busy}
              onSelect={command === null ? undefined : () => (chosen.current = command)}
            >
              {pending === command ? <Spinner /> : <Icon aria-hidden />}
              {label}
            </DropdownMenuItem>,
          ];
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { InstanceActionsMenu };
