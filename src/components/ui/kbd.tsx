import type * as React from 'react';
import { cn } from '@/lib/ui/cn';

/** A key or key combination, e.g. <Kbd>Esc</Kbd>. */
function Kbd({ className, ...props }: React.ComponentProps<'kbd'>) {
  return (
    <kbd
      data-slot="kbd"
      className={cn(
        'pointer-events-none inline-flex h-5 min-w-5 items-center justify-center gap-1 rounded-sm border border-border bg-muted px-1 font-mono text-xs font-medium text-muted-fg select-none',
        className,
      )}
      {...props}
    />
  );
}

export { Kbd };
