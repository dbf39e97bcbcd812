import { UserAvatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import type { AdminUserView } from './types';

/** "name#discriminator" as the chat platform writes it. */
function displayName(user: Pick<AdminUserView, 'discordUsername' | 'discordDiscriminator'>) {
  return `${user.discordUsername}#${user.discordDiscriminator}`;
}

/** Avatar, display name with discriminator, chat-platform id and internal id. */
function UserIdentity({ user, className }: { user: AdminUserView; className?: string }) {
  return (
    <div data-slot="user-identity" className={cn('flex min-w-0 items-center gap-3', className)}>
      <UserAvatar name={user.discordUsername} src={user.avatarUrl} className="size-9" />
      <div className="grid min-w-0">
        <span className="font-medium break-words">{displayName(user)}</span>
        <span className="text-xs break-words text-muted-fg">
          Discord ID {user.discordId} · ID {user.id}
        </span>
      </div>
    </div>
  );
}

export { UserIdentity, displayName };
