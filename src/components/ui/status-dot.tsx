import type * as React from 'react';
import { cn } from '@/lib/ui/cn';
import { t } from '@/lib/i18n';

type StatusDotProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  online: boolean;
  /** What a screen reader hears; defaults to "Online" / "Offline". */
  label?: string;
};

/** The green/red presence dot. It carries a text alternative, so colour is not the only signal. */
function StatusDot({ online, label, className, ...props }: StatusDotProps) {
  return (
    <span
      data-slot="status-dot"
      data-status={online ? 'online' : 'offline'}
      role="img"
      aria-label={label ?? (online ? t('ui.online') : t('ui.offline'))}
      className={cn(
        'inline-block size-2.5 shrink-0 rounded-full',
        online ? 'bg-online' : 'bg-offline',
        className,
      )}
      {...props}
    />
  );
}

export { StatusDot };
