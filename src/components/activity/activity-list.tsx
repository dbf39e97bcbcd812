import { memo } from 'react';
import { UserAvatar } from '@/components/ui/avatar';
import { CoverImage } from '@/components/ui/cover-image';
import { displayName } from '@/lib/format/display-name';
import { describeAuditEntry, type AuditEntry } from '@/lib/admin/audit-event';
import { fromNow } from '@/lib/format/relative-time';
import { cn } from '@/lib/ui/cn';
import { t } from '@/lib/i18n';

interface ActivityListProps {
  entries: readonly AuditEntry[];
  /** The actor's avatar address (the app knows the content host and the default avatars). */
  avatarSrc?: (actor: { avatarHash?: string; discriminator: string }) => string | undefined;
  /** Clock for the relative times; stories pin it. */
  now?: number;
  className?: string;
}

/**
 * The Activity tab: who did what and when ('5 mins ago'). A refused action is a red row
 * 'Unauthorised: {permission}'. Server text is shown as text only.
 */
export const ActivityList = memo(function ActivityList({
  entries,
  avatarSrc,
  now = Date.now(),
  className,
}: ActivityListProps) {
  if (entries.length === 0) {
    return (
      <p data-slot="activity-empty" className={cn('p-4 text-sm text-muted-fg', className)}>
        {t('general.emptyActivity')}
      </p>
    );
  }
  return (
    <ol
      data-slot="activity-list"
      aria-label={t('activity.label')}
      className={cn('grid grid-cols-1 gap-1', className)}
    >
      {entries.map((entry, index) => {
        const display = describeAuditEntry(entry);
        const who = displayName(display.actor.username, display.actor.discriminator);
        return (
          <li
            key={`${entry.recordedDateTime}-${index}`}
            data-slot="activity-entry"
            data-type={display.type}
            data-authorised={display.authorised}
            className={cn(
              'flex items-center gap-3 rounded-md px-2 py-1.5 text-sm',
              !display.authorised && 'bg-danger text-danger-fg',
            )}
          >
            <UserAvatar
              name={display.actor.username || '?'}
              src={avatarSrc?.(display.actor)}
              className="size-7"
            />
            {display.subject?.imageUrl && (
              <CoverImage src={display.subject.imageUrl} alt="" className="size-7" />
            )}
            <p className="min-w-0 flex-1 break-words">
              <span className="font-medium">{who}</span> {display.text}
            </p>
            <time
              dateTime={display.recordedDateTime}
              className={cn('shrink-0 text-xs', display.authorised && 'text-muted-fg')}
            >
              {fromNow(display.recordedDateTime, now)}
            </time>
          </li>
        );
      })}
    </ol>
  );
});
