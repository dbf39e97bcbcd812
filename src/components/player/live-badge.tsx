import { memo } from 'react';
import { Radio } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/ui/cn';
import { t } from '@/lib/i18n';

interface LiveBadgeProps {
  className?: string;
}

/** "LIVE": a stream with no length, in place of a time that would stand still at 0:00. */
export const LiveBadge = memo(function LiveBadge({ className }: LiveBadgeProps) {
  return (
    <Badge
      data-slot="live-badge"
      variant="error"
      aria-label={t('player.liveStream')}
      className={cn('tracking-wide uppercase', className)}
    >
      <Radio aria-hidden />
      {t('player.live')}
    </Badge>
  );
});
