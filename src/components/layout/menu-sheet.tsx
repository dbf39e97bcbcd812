import type * as React from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { t } from '@/lib/i18n';

interface MenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The left column's content: logo, navigation and user card. */
  children: React.ReactNode;
}

/**
 * The left column as a sheet below the md breakpoint (AppLayout's menu button). Its own module:
 * AppLayout loads it (and Radix Dialog) after the first screen, not before.
 */
export function MenuSheet({ open, onOpenChange, children }: MenuSheetProps) {
  // Following any link in the sheet closes it.
  const closeOnLink = (event: React.MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="app-layout-sheet"
        className="top-0 left-0 flex h-dvh max-h-none w-[min(20rem,calc(100%-3rem))] translate-x-0 translate-y-0 flex-col gap-4 rounded-none border-y-0 border-s-0 bg-card p-4 text-card-fg md:hidden rtl:right-0 rtl:left-auto"
        onClickCapture={closeOnLink}
      >
        <DialogTitle className="sr-only">{t('layout.menu')}</DialogTitle>
        <DialogDescription className="sr-only">{t('layout.menuDescription')}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}
