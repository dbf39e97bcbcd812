import type * as React from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/ui/cn';

/** An indeterminate busy indicator. Pass `label` when nothing else on screen says what is busy. */
function Spinner({ className, label, ...props }: React.ComponentProps<'svg'> & { label?: string }) {
  return (
    <LoaderCircle
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-4 animate-spin motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

export { Spinner };
