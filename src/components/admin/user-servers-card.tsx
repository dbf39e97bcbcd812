import * as React from 'react';
import { CardHeading } from './card-heading';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { t } from '@/lib/i18n';

interface UserServersCardProps {
  /** Instances the user can be added to: id → name. */
  available: Readonly<Record<string, string>>;
  onAdd: (instanceId: string) => void;
  /** Adding is in flight. */
  adding?: boolean;
  /** One `InstancePermissionsTable` per membership. */
  children?: React.ReactNode;
}

/** The Servers card: the "Pick one" dropdown to add the user to an instance, then their tables. */
function UserServersCard({ available, onAdd, adding = false, children }: UserServersCardProps) {
  const labelId = React.useId();
  const options = Object.entries(available);
  return (
    <Card data-slot="user-servers-card">
      <CardHeader>
        <CardHeading>{t('admin.servers')}</CardHeading>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <span id={labelId} className="text-sm font-medium">
            {t('admin.addToServer')}
          </span>
          {/* Uncontrolled with an empty value: after each pick it shows "Pick one" again. */}
          <Select value="" onValueChange={onAdd} disabled={adding || options.length === 0}>
            <SelectTrigger
              aria-labelledby={labelId}
              className="min-w-48 pointer-coarse:data-[size=md]:h-11"
            >
              <SelectValue placeholder={t('admin.pickOne')} />
            </SelectTrigger>
            <SelectContent>
              {options.map(([id, name]) => (
                <SelectItem key={id} value={id}>
                  {name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

export { UserServersCard };
