import type * as React from 'react';
import type { InstanceCommand } from '@/lib/admin/instance-lifecycle';
import { InstanceActionsMenu } from './instance-actions-menu';
import { t } from '@/lib/i18n';

interface InstancesTableProps {
  /** Bulk commands on ALL instances (the top row). */
  onBulkCommand: (command: InstanceCommand) => void;
  bulkPending?: InstanceCommand | null;
  /** One `InstanceRow` per instance. */
  children: React.ReactNode;
}

/**
 * Where the list is a table: from a 42rem wide container (Tailwind's `@2xl`), below it each
 * instance is a card. A container query, not the window's width, since the server list beside
 * the page takes its share from 768 px up.
 */
const COLUMNS = '@2xl:grid-cols-[minmax(8rem,1fr)_auto_minmax(14.5rem,1.2fr)_auto]';

/** The layout of a row on both sides of the breakpoint; InstanceRow uses it too. */
export const ROW_CLASS =
  'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-3 rounded-lg border bg-card p-4 text-card-fg @2xl:col-span-full @2xl:grid-cols-subgrid @2xl:gap-x-4 @2xl:rounded-none @2xl:border-x-0 @2xl:border-t-0 @2xl:bg-transparent @2xl:px-2 @2xl:py-3 @2xl:text-fg';

/** Puts a cell in its card place below the breakpoint and in its column above. */
export const CELL_PLACE = {
  name: 'col-start-1 row-start-1 min-w-0 @2xl:col-auto @2xl:row-auto',
  state: 'col-span-2 row-start-2 @2xl:col-auto @2xl:row-auto',
  resources: 'col-span-2 row-start-3 @2xl:col-auto @2xl:row-auto',
  actions: 'col-start-2 row-start-1 @2xl:col-auto @2xl:row-auto',
} as const;

/**
 * The admin instance list: Name, State, Resources, Actions, with the bulk row on top as one
 * "All instances" menu. Each row keeps one primary action (Manage) beside a menu of the rest.
 * It is an ARIA table in both layouts (the cards are its rows), so a screen reader reads the
 * same columns at every width.
 */
function InstancesTable({ onBulkCommand, bulkPending = null, children }: InstancesTableProps) {
  return (
    <div className="@container">
      <div
        data-slot="instances-table"
        role="table"
        aria-label={t('admin.instances')}
        className={`grid gap-3 @2xl:gap-0 ${COLUMNS}`}
      >
        <div
          role="row"
          className="sr-only text-sm font-medium text-muted-fg @2xl:not-sr-only @2xl:col-span-full @2xl:grid @2xl:grid-cols-subgrid @2xl:gap-x-4 @2xl:border-b @2xl:px-2 @2xl:py-2"
        >
          <span role="columnheader">{t('admin.nameColumn')}</span>
          <span role="columnheader">{t('admin.stateColumn')}</span>
          <span role="columnheader">{t('admin.resourcesColumn')}</span>
          <span role="columnheader" className="text-end">
            {t('admin.actionsColumn')}
          </span>
        </div>
        <div
          role="row"
          data-slot="instances-bulk-row"
          className="flex items-center justify-between gap-3 rounded-lg border bg-muted/40 px-4 py-2 @2xl:col-span-full @2xl:rounded-none @2xl:border-x-0 @2xl:border-t-0 @2xl:px-2"
        >
          <span role="cell" aria-colspan={3} className="text-sm text-muted-fg">
            {t('admin.actsOnEveryInstance')}
          </span>
          <span role="cell" className="flex justify-end">
            <InstanceActionsMenu
              status="all"
              name={t('admin.allInstancesName')}
              onCommand={onBulkCommand}
              pending={bulkPending}
            />
          </span>
        </div>
        {children}
      </div>
    </div>
  );
}

export { InstancesTable };
