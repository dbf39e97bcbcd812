import { UserAvatar } from '@/components/ui/avatar';
import { cn } from '@/lib/ui/cn';
import { displayName as nameAndDiscriminator } from '@/lib/format/display-name';
import type { AdminUserView } from './types';
import { t } from '@/lib/i18n';

/** An admin view's user as every screen names a user: "Name (1234)" (src/lib/format/display-name). */
function displayName(user: Pick<AdminUserView, 'discordUsername' | 'discordDiscriminator'>) {
  return nameAndDiscriminator(user.discordUsername, user.discordDiscriminator);
}

/** Avatar, display name with discriminator, chat-platform id and internal id. */
function UserIdentity({ user, className }: { user: AdminUserView; className?: string }) {
  return (
    <div data-slot="user-identity" className={cn('flex min-w-0 items-center gap-3', className)}>
      <UserAvatar name={user.discordUsername} src={user.avatarUrl} className="size-9" />
      <div className="grid min-w-0">
        <span className="font-medium break-words">{displayName(user)}</span>
        <span className="text-xs break-words text-muted-fg">
          {t('admin.userIds', { discordId: user.discordId, id: user.id })}
        </span>
      </div>
    </div>
  );
}

export { UserIdentity, displayName };
