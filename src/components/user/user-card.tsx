import type * as React from 'react';
import { Download, LogOut, Settings, ShieldCheck } from 'lucide-react';
import { PlainLink, type AppLinkComponent } from '@/components/layout/app-link';
import { UserAvatar } from '@/components/ui/avatar';
import { cn } from '@/lib/ui/cn';
import { displayName } from '@/lib/format/display-name';
import { t } from '@/lib/i18n';
import { TOUCH_SIZE } from '@/components/ui/touch-target';

interface UserCardUser {
  username: string;
  /** "0" for accounts without a discriminator: then only the name shows. */
  discriminator: string;
  avatarSrc?: string | null;
}

type UserCardProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  user: UserCardUser;
  /** flags:root. */
  showAdmin: boolean;
  /** flags:root or flags:allow-download. */
  showDownload: boolean;
  link?: AppLinkComponent;
};

const actionClass = `flex size-9 items-center justify-center rounded-md text-muted-fg ${TOUCH_SIZE} transition-colors outline-none hover:bg-accent hover:text-accent-fg focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4`;

/** The signed-in user at the foot of the left column, with the buttons their roles allow. */
function UserCard({
  user,
  showAdmin,
  showDownload,
  link: Link = PlainLink,
  className,
  ...props
}: UserCardProps) {
  const tag = displayName(user.username, user.discriminator);
  const actions = [
    showAdmin && { to: '/admin', label: t('user.admin'), icon: <ShieldCheck aria-hidden /> },
    showDownload && {
      to: '/download',
      label: t('user.download'),
      icon: <Download aria-hidden />,
    },
    { to: '/settings', label: t('user.settings'), icon: <Settings aria-hidden /> },
    { to: '/logout', label: t('user.signOut'), icon: <LogOut aria-hidden /> },
  ].filter((action) => action !== false);
  return (
    <section
      data-slot="user-card"
      aria-label={t('user.signedInUser')}
      className={cn(
        // On the folded column's rail: the avatar over a column of the same buttons.
        'flex flex-col gap-3 rounded-lg border bg-bg p-3 text-fg group-data-[collapsed]/column:items-center group-data-[collapsed]/column:border-0 group-data-[collapsed]/column:bg-transparent group-data-[collapsed]/column:p-0',
        className,
      )}
      {...props}
    >
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar
          name={user.username}
          src={user.avatarSrc}
          className="size-10 group-data-[collapsed]/column:size-9"
        />
        <p
          className="min-w-0 truncate text-sm font-medium group-data-[collapsed]/column:sr-only"
          title={tag}
        >
          {tag}
        </p>
      </div>
      <nav
        aria-label={t('user.account')}
        className="flex flex-wrap gap-1 group-data-[collapsed]/column:flex-col"
      >
        {actions.map((action) => (
          <Link
            key={action.to}
            to={action.to}
            aria-label={action.label}
            title={action.label}
            className={actionClass}
          >
            {action.icon}
          </Link>
        ))}
      </nav>
    </section>
  );
}

export { UserCard };
