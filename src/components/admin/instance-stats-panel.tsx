import { UserAvatar } from '@/components/ui/avatar';
import { CardHeading } from './card-heading';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format/date';
import { formatDurationLong } from '@/lib/format/duration';
import { displayName } from '@/lib/format/display-name';
import { safeHttpUrl } from '@/lib/wire/safe-url';
import { t } from '@/lib/i18n';

/** All-time statistics as the panel shows them. */
interface InstanceStatsView {
  mostActive: { name: string; discriminator: string; avatarUrl?: string; count: number } | null;
  mostPopular: { name: string; artists: string; imageUrl?: string | null; count: number } | null;
  totalTracks: number;
  /** Milliseconds. */
  totalDuration: number;
  firstTrack: string | null;
  lastTrack: string | null;
}

/** Most active user, most popular track, totals, first and last track. */
function InstanceStatsPanel({ stats }: { stats: InstanceStatsView }) {
  const { mostActive, mostPopular } = stats;
  const image = safeHttpUrl(mostPopular?.imageUrl);
  const never = t('admin.nothingPlayedYet');
  return (
    <Card data-slot="instance-stats-panel">
      <CardHeader>
        <CardHeading>{t('admin.stats')}</CardHeading>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm sm:grid-cols-2">
        <section className="grid gap-2">
          <p className="text-muted-fg">{t('admin.mostActiveUser')}</p>
          {mostActive ? (
            <div className="flex items-center gap-3">
              <UserAvatar name={mostActive.name} src={mostActive.avatarUrl} className="size-10" />
              <div className="grid min-w-0">
                <span className="truncate font-medium">
                  {displayName(mostActive.name, mostActive.discriminator)}
                </span>
                <span className="text-muted-fg">
                  {t('admin.tracksQueued', { count: mostActive.count })}
                </span>
              </div>
            </div>
          ) : (
            <p>{never}</p>
          )}
        </section>
        <section className="grid gap-2">
          <p className="text-muted-fg">{t('admin.mostPopularTrack')}</p>
          {mostPopular ? (
            <div className="flex items-center gap-3">
              {image ? (
                <img src={image} alt="" className="size-10 shrink-0 rounded-md object-cover" />
              ) : (
                <span aria-hidden className="size-10 shrink-0 rounded-md bg-muted" />
              )}
              <div className="grid min-w-0">
                <span className="truncate font-medium">{mostPopular.name}</span>
                <span className="truncate text-muted-fg">{mostPopular.artists}</span>
                <span className="text-muted-fg">
                  {t('admin.plays', { count: mostPopular.count })}
                </span>
              </div>
            </div>
          ) : (
            <p>{never}</p>
          )}
        </section>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:col-span-2">
          <dt className="text-muted-fg">{t('admin.totalTracks')}</dt>
          <dd className="tabular-nums">{stats.totalTracks}</dd>
          <dt className="text-muted-fg">{t('admin.totalDuration')}</dt>
          <dd className="tabular-nums">{formatDurationLong(stats.totalDuration)}</dd>
          <dt className="text-muted-fg">{t('admin.firstTrack')}</dt>
          <dd>{formatDateTime(stats.firstTrack, { fallback: never })}</dd>
          <dt className="text-muted-fg">{t('admin.lastTrack')}</dt>
          <dd>{formatDateTime(stats.lastTrack, { fallback: never })}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

export { InstanceStatsPanel, type InstanceStatsView };
