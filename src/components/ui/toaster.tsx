import { type ComponentProps, useRef } from 'react';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { documentDirection, t } from '@/lib/i18n';
import 'react-toastify/ReactToastify.css';
import './toaster.css';
import { useToastTimerLabel } from './use-toast-timer-label';

type ToasterProps = ComponentProps<typeof ToastContainer>;

/**
 * react-toastify's own close button (its classes and glyph), named in the page's language: the
 * library's is always "close" and does not export the component to pass a label to.
 */
function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('ui.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * The toast area. Position, theme (colored / light / dark), stacking, limit and auto-close come
 * from user settings, so they are plain props; colours come from the theme tokens (toaster.css).
 * Raise toasts with react-toastify's `toast.success('Skipped')` etc. In a right-to-left language
 * the toasts read and slide right to left (the page's <html dir>, set before the first paint).
 */
function Toaster({ theme = 'colored', position = 'bottom-right', ...props }: ToasterProps) {
  const root = useRef<HTMLDivElement>(null);
  useToastTimerLabel(root);
  return (
    // `contents`: a box for the timer labels to be found in, not one that lays anything out.
    <div ref={root} className="contents">
      <ToastContainer
        theme={theme}
        position={position}
        rtl={documentDirection() === 'rtl'}
        aria-label={t('ui.notifications')}
        closeButton={ToastCloseButton}
        {...props}
      />
    </div>
  );
}

export { Toaster };
