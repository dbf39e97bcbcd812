import type * as React from 'react';
import { AudioLines } from 'lucide-react';
import { cn } from '@/lib/ui/cn';
import { t } from '@/lib/i18n';

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
      {/* On the folded column's rail only the mark shows; the name stays for screen readers. */}
      <span className="group-data-[collapsed]/column:sr-only">{t('layout.appName')}</span>
    </span>
  );
}

export { Logo };
