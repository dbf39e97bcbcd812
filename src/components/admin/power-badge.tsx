import { Badge } from '@/components/ui/badge';
import { notApplicable, powerStateLabel, powerStateTone } from '@/lib/admin/instance-lifecycle';

const VARIANTS = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  neutral: 'neutral',
} as const;

/**
 * The power state as a badge: running success, offline error, stopping and starting warning
 * (2-secondary §4). An unmanaged instance shows n/a; the text always names the state (the
 * spec's states in the reader's language, any other as the host reported it).
 */
function PowerBadge({ state, managed = true }: { state?: string | null; managed?: boolean }) {
  if (!managed) return <Badge data-slot="power-badge">{notApplicable()}</Badge>;
  const tone = powerStateTone(state);
  return (
    <Badge data-slot="power-badge" data-state={state ?? 'unknown'} variant={VARIANTS[tone]}>
      {powerStateLabel(state)}
    </Badge>
  );
}

export { PowerBadge };
