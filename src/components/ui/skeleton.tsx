import type * as React from 'react';
import { cn } from '@/lib/ui/cn';

/** A placeholder block while content loads; hidden from assistive tech (say "Loading" elsewhere). */
function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

export { Skeleton };
