import { useCallback, useState } from 'react';
import {
  closeBreadcrumbs,
  labelTopBreadcrumb,
  popBreadcrumb,
  pushBreadcrumb,
  truncateBreadcrumbs,
  type BreadcrumbStack,
} from '@/lib/metadata/uri';

export interface DetailsStack {
  /** The metadata browser's breadcrumbs; empty while it is closed. */
  stack: BreadcrumbStack;
  open: (uri: string) => void;
  back: () => void;
  close: () => void;
  /** Go back to the breadcrumb at `index`. */
  crumb: (index: number) => void;
  /** Name the top breadcrumb once its view has loaded. */
  label: (label: string) => void;
}

/** The metadata browser's breadcrumbs (2-secondary §3), with stable handlers. */
export function useDetailsStack(): DetailsStack {
  const [stack, setStack] = useState<BreadcrumbStack>(closeBreadcrumbs);
  const open = useCallback((uri: string) => setStack((prev) => pushBreadcrumb(prev, { uri })), []);
  const back = useCallback(() => setStack(popBreadcrumb), []);
  const close = useCallback(() => setStack(closeBreadcrumbs()), []);
  const crumb = useCallback(
    (index: number) => setStack((prev) => truncateBreadcrumbs(prev, index)),
    [],
  );
  const label = useCallback(
    (text: string) => setStack((prev) => labelTopBreadcrumb(prev, text)),
    [],
  );
  return { stack, open, back, close, crumb, label };
}
