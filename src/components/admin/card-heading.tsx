import type * as React from 'react';
import { cn } from '@/lib/ui/cn';

/**
 * A card's title one level under the admin page's h1 (the ui CardTitle is an h3, for pages with
 * section headings; admin pages have none, and a skipped level confuses screen-reader users).
 */
function CardHeading({ className, children, ...props }: React.ComponentProps<'h2'>) {
  return (
    <h2
      data-slot="card-title"
      className={cn('font-display text-base leading-tight font-semibold', className)}
      {...props}
    >
      {children}
    </h2>
  );
}

export { CardHeading };
