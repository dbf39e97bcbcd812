import { UserAvatar } from '@/components/ui/avatar';
import { CardHeading } from './card-heading';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatDateTime, NEVER_DATE } from '@/lib/format/date';
import type { AdminUserView } from './types';
import { displayName } from './user-identity';
import { t } from '@/lib/i18n';

/** Avatar, name, chat-platform id, internal id, last login and registered ('Do MMMM yyyy HH:mm:ssa'). */
function UserProfileCard({ user }: { user: AdminUserView }) {
  const rows = [
    [t('admin.discordId'), user.discordId],
    [t('admin.id'), user.id],
    [t('admin.lastLogin'), formatDateTime(user.lastLoginDateTime, { fallback: NEVER_DATE })],
    [t('admin.registered'), formatDateTime(user.registeredDateTime)],
  ] as const;
  return (
    <Card data-slot="user-profile-card">
      <CardHeader>
        <CardHeading>{t('admin.profile')}</CardHeading>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-4">
          <UserAvatar name={user.discordUsername} src={user.avatarUrl} className="size-16" />
          <p className="min-w-0 text-lg font-medium break-words">{displayName(user)}</p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-fg">{term}</dt>
              {/* Breaks at spaces only: "22nd November 2026" / "18:32:35pm", never inside. */}
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export { UserProfileCard };
