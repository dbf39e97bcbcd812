import type * as React from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import './toaster.css';

type ToasterProps = React.ComponentProps<typeof ToastContainer>;

/**
 * The toast area. Position, theme (colored / light / dark), stacking, limit and auto-close come
 * from user settings, so they are plain props; colours come from the theme tokens (toaster.css).
 * Raise toasts with react-toastify's `toast.success('Skipped')` etc.
 */
function Toaster({ theme = 'colored', position = 'bottom-right', ...props }: ToasterProps) {
  return <ToastContainer theme={theme} position={position} {...props} />;
}

export { Toaster, type ToasterProps };
