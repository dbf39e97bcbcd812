import type * as React from 'react';
import { t } from '@/lib/i18n';

type DownloaderLayoutProps = {
  /** The format and the drop zone, under the heading. */
  controls: React.ReactNode;
  /** What was dropped: read out as it changes. */
  children: React.ReactNode;
  /** A dialog of the screen's (asked before leaving). */
  dialog?: React.ReactNode;
};

/** The downloader screen: heading, controls, then the dropped track or playlist. */
function DownloaderLayout({ controls, children, dialog }: DownloaderLayoutProps) {
  return (
    <div data-slot="downloader" className="mx-auto grid w-full max-w-5xl gap-6 p-4 max-sm:px-0">
      <h1 className="font-display text-3xl font-bold">{t('downloader.heading')}</h1>
      {controls}
      <div aria-live="polite" className="grid gap-6">
        {children}
      </div>
      {dialog}
    </div>
  );
}

export { DownloaderLayout };
