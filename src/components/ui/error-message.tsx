import type * as React from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '@/lib/ui/cn';

type ErrorMessageProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** Short summary, e.g. "Unexpected Application Error!" */
  title?: React.ReactNode;
  /** The detail; server text is rendered as text, never as HTML. */
  children?: React.ReactNode;
  /** A retry button, say. */
  action?: React.ReactNode;
};

/** An error announced to screen readers (role="alert") with an icon, so it is not colour alone. */
function ErrorMessage({ title, children, action, className, ...props }: ErrorMessageProps) {
  return (
    <div
      data-slot="error-message"
      role="alert"
      className={cn(
        'flex items-start gap-3 rounded-lg border border-danger bg-card p-4 text-sm text-card-fg',
        className,
      )}
      {...props}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
      <div className="grid min-w-0 flex-1 gap-1">
        {title && (
          <p data-slot="error-message-title" className="font-medium wrap-anywhere text-danger">
            {title}
          </p>
        )}
        {children && (
          <div data-slot="error-message-detail" className="wrap-anywhere text-muted-fg">
            {children}
          </div>
        )}
        {action && <div className="mt-2">{action}</div>}
      </div>
    </div>
  );
}

export { ErrorMessage };
