import type * as React from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import type { InstanceCommand } from '@/lib/instance-lifecycle';
import { InstanceActions } from './instance-actions';

interface InstancesTableProps {
  /** Bulk commands on ALL instances (the top row). */
  onBulkCommand: (command: InstanceCommand) => void;
  bulkPending?: InstanceCommand | null;
  /** One `InstanceRow` per instance. */
  children: React.ReactNode;
}

/** The admin instance list: Name, State, Resources, Actions, with a bulk row on top. */
function InstancesTable({ onBulkCommand, bulkPending = null, children }: InstancesTableProps) {
  return (
    <Table data-slot="instances-table" aria-label="Instances">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>State</TableHead>
          <TableHead>Resources</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow data-slot="instances-bulk-row" className="bg-muted/40">
          <TableCell className="font-medium">All instances</TableCell>
          <TableCell />
          <TableCell />
          <TableCell>
            <InstanceActions
              status="all"
              name="all instances"
              onCommand={onBulkCommand}
              pending={bulkPending}
            />
          </TableCell>
        </TableRow>
        {children}
      </TableBody>
    </Table>
  );
}

export { InstancesTable, type InstancesTableProps };
