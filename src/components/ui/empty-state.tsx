import type * as React from 'react';
import { Inbox } from 'lucide-react';
import { cn } from '@/lib/ui/cn';

type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** The message, e.g. "No servers found." */
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Replaces the default inbox icon; pass an icon element with aria-hidden. */
  icon?: React.ReactNode;
  /** A button or link that gets the user going. */
  action?: React.ReactNode;
};

/** What a list shows when it has nothing in it. */
function EmptyState({ title, description, icon, action, className, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed p-6 text-center',
        className,
      )}
      {...props}
    >
      <span
        data-slot="empty-state-icon"
        className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-fg [&_svg]:size-5"
      >
        {icon ?? <Inbox aria-hidden />}
      </span>
      <p data-slot="empty-state-title" className="text-sm font-medium wrap-anywhere">
        {title}
      </p>
      {description && (
        <p data-slot="empty-state-description" className="max-w-prose text-sm text-muted-fg">
          {description}
        </p>
      )}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

export { EmptyState };
