import { type RefObject, useEffect } from 'react';
import { t } from '@/lib/i18n';

/** What react-toastify hard-codes as its progress bar's name, in English whatever the page. */
const LIBRARY_LABEL = 'notification timer';

/**
 * Names each toast's timer (react-toastify's `role=progressbar`) in the page's language. The
 * library writes its English label on every toast and offers no prop for it, so this renames
 * the bars it adds under `root`. React leaves the new name alone: it only rewrites an attribute
 * when its own value for it changes.
 */
export function useToastTimerLabel(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const relabel = () => {
      const label = t('ui.toastTimer');
      for (const bar of element.querySelectorAll(`[aria-label="${LIBRARY_LABEL}"]`)) {
        bar.setAttribute('aria-label', label);
      }
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}
