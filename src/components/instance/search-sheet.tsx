import type * as React from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/ui/cn';
import { t } from '@/lib/i18n';

interface SearchSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The same search panel and lists the wide layout shows in its aside. */
  children: React.ReactNode;
  /** Receives focus when the sheet opens (the search box), so typing starts at once. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * Search and the three lists where the aside does not fit (below 1280 px): a sheet from the
 * right edge, the whole screen on a phone. It holds the same components as the aside, so there is
 * one tree to test, and closing it returns to the queue.
 */
export function SearchSheet({
  open,
  onOpenChange,
  children,
  initialFocus,
  className,
}: SearchSheetProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="search-sheet"
        className={cn(
          'top-0 right-0 left-auto flex h-dvh max-h-none w-full max-w-md translate-x-0 translate-y-0 flex-col gap-4 rounded-none border-y-0 border-e-0 p-4 pt-5 rtl:right-auto rtl:left-0',
          className,
        )}
        onOpenAutoFocus={(event) => {
          if (!initialFocus?.current) return;
          event.preventDefault();
          initialFocus.current.focus();
        }}
      >
        <div className="pe-10">
          <DialogTitle>{t('instance.searchAndLists')}</DialogTitle>
          <DialogDescription className="sr-only">
            {t('instance.searchSheetDescription')}
          </DialogDescription>
        </div>
        <div className="-mx-1 flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-1">
          {children}
        </div>
      </DialogContent>
    </Dialog>
  );
}
