import type * as React from 'react';
import { AudioLines } from 'lucide-react';
import { cn } from '@/lib/cn';

function Logo({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="logo"
      className={cn('inline-flex items-center gap-2 font-display text-lg font-semibold', className)}
      {...props}
    >
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-fg">
        <AudioLines className="size-5" aria-hidden />
      </span>
      Bot Dashboard
    </span>
  );
}

export { Logo };
