import type * as React from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/ui/cn';
import { Spinner } from './spinner';
import { t } from '@/lib/i18n';
import { TOUCH_HEIGHT } from './touch-target';

const inputBase = `flex h-9 w-full min-w-0 ${TOUCH_HEIGHT} rounded-md border border-input bg-bg px-3 py-1 text-sm text-fg shadow-sm transition-[color,box-shadow] outline-none placeholder:text-muted-fg selection:bg-primary selection:text-primary-fg file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger aria-invalid:ring-danger/40`;

function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(inputBase, className)} {...props} />;
}

type SearchInputProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** A search is running: shows a spinner announced as "Searching". */
  busy?: boolean;
};

/** A search box with a magnifier and a busy spinner at the end. */
function SearchInput({ className, busy = false, ...props }: SearchInputProps) {
  return (
    <div data-slot="search-input" className={cn('relative', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-fg"
      />
      <input
        data-slot="search-input-field"
        type="search"
        aria-busy={busy || undefined}
        className={cn(inputBase, 'ps-9 pe-9 [&::-webkit-search-cancel-button]:hidden')}
        {...props}
      />
      {busy && (
        <Spinner
          label={t('ui.searching')}
          className="absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-fg"
        />
      )}
    </div>
  );
}

export { Input, SearchInput };
