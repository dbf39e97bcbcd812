import { Badge } from '@/components/ui/badge';
import { NOT_APPLICABLE, powerStateTone } from '@/lib/instance-lifecycle';

const VARIANTS = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  neutral: 'neutral',
} as const;

/**
 * The power state as a badge: running success, offline error, stopping and starting warning
 * (2-secondary §4). An unmanaged instance shows n/a; the text always names the state.
 */
function PowerBadge({ state, managed = true }: { state?: string | null; managed?: boolean }) {
  if (!managed) return <Badge data-slot="power-badge">{NOT_APPLICABLE}</Badge>;
  const tone = powerStateTone(state);
  return (
    <Badge data-slot="power-badge" data-state={state ?? 'unknown'} variant={VARIANTS[tone]}>
      {state || 'unknown'}
    </Badge>
  );
}

export { PowerBadge };
