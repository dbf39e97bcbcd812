import type * as React from 'react';
import { cn } from '@/lib/ui/cn';
import { UserAvatar } from './avatar';
import { t } from '@/lib/i18n';

interface AvatarStackUser {
  /** Stable key; the name is used when absent. */
  id?: string;
  name: string;
  src?: string | null;
}

type AvatarStackProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  users: readonly AvatarStackUser[];
  /** How many avatars to show before the "+N" badge (the spec's limit is 3). */
  max?: number;
  /** The group's accessible name, e.g. "Listening in General". */
  label?: string;
};

/** Overlapping avatars, at most `max`, then a "+N" badge that names the rest for screen readers. */
function AvatarStack({ users, max = 3, label, className, ...props }: AvatarStackProps) {
  const shown = users.slice(0, Math.max(0, max));
  const rest = users.slice(shown.length);
  return (
    <div
      data-slot="avatar-stack"
      role="group"
      aria-label={label ?? t('ui.userCount', { count: users.length })}
      className={cn('flex items-center -space-x-2', className)}
      {...props}
    >
      {shown.map((user) => (
        <UserAvatar
          key={user.id ?? user.name}
          name={user.name}
          src={user.src}
          className="size-7 ring-2 ring-bg"
        />
      ))}
      {rest.length > 0 && (
        <span
          data-slot="avatar-stack-more"
          title={rest.map((user) => user.name).join(', ')}
          className="relative flex h-7 min-w-7 items-center justify-center rounded-full bg-muted px-1.5 text-xs font-medium text-muted-fg ring-2 ring-bg"
        >
          <span aria-hidden>+{rest.length}</span>
          <span className="sr-only">{t('ui.andMore', { count: rest.length })}</span>
        </span>
      )}
    </div>
  );
}

export { AvatarStack, type AvatarStackUser };
