import { Badge } from '@/components/ui/badge';

/**
 * One badge of each variant, each reading its variant's name: the design system's word, not the
 * app's, so it is marked translate="no" (the pseudo-locale check leaves it alone). `display:
 * contents` lets the badges sit in the caller's flex row.
 */
export function BadgeVariants() {
  return (
    <span className="contents" translate="no">
      <Badge>Neutral</Badge>
      <Badge variant="success">Success</Badge>
      <Badge variant="warning">Warning</Badge>
      <Badge variant="error">Error</Badge>
      <Badge variant="info">Info</Badge>
    </span>
  );
}
