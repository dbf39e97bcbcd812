import { Ellipsis, Play, SkipForward } from 'lucide-react';
import { AvatarStack } from '@/components/ui/avatar-stack';
import { Badge } from '@/components/ui/badge';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage } from '@/components/ui/error-message';
import { Input, SearchInput } from '@/components/ui/input';
import { Kbd } from '@/components/ui/kbd';
import { Label } from '@/components/ui/label';
import { ProgressBar, SeekBar } from '@/components/ui/progress-bar';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Slider } from '@/components/ui/slider';
import { Spinner } from '@/components/ui/spinner';
import { StatusDot } from '@/components/ui/status-dot';
import { Switch } from '@/components/ui/switch';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { t } from '@/lib/i18n';
import { BadgeVariants } from '../support/badge-variants';

const listeners = [
  { id: '1', name: 'Ada Lovelace' },
  { id: '2', name: 'Grace Hopper' },
  { id: '3', name: 'Alan Turing' },
  { id: '4', name: 'Linus' },
  { id: '5', name: 'Margaret Hamilton' },
];

const noop = () => undefined;
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * A compact "now playing" card in one theme: the pieces a designer compares across themes.
 * `idPrefix` keeps ids unique when several themes render on one page.
 */
export function ThemeSample({ idPrefix, title }: { idPrefix: string; title: string }) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle>{title}</CardTitle>
        <CardDescription className="flex items-center gap-2">
          <StatusDot online /> Lounge · <StatusDot online={false} /> Gaming
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-4">
        <div className="flex flex-wrap gap-1.5">
          <Badge>{t('player-state.paused')}</Badge>
          <Badge variant="success">Done</Badge>
          <Badge variant="warning">{t('downloader.retry')}</Badge>
          <Badge variant="error">{t('downloader.statusFailed')}</Badge>
          <Badge variant="info">{t('player.live')}</Badge>
        </div>
        <ProgressBar value={0.42} label={`${title} progress`} />
        <Slider label={t('audio.pitch')} min={-16} max={16} defaultValue={3} formatValue={signed} />
        <div className="flex items-center gap-2">
          <Switch id={`${idPrefix}-party`} defaultChecked />
          <Label htmlFor={`${idPrefix}-party`}>Party mode</Label>
          <Checkbox id={`${idPrefix}-zip`} defaultChecked className="ms-auto" />
          <Label htmlFor={`${idPrefix}-zip`}>Zip</Label>
        </div>
        <Input aria-label={`${title} instance name`} defaultValue="Lounge" />
        <p className="text-sm text-muted-fg">
          Muted text · <span className="text-danger">{t('general.error')}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm">{t('player-state.resume')}</Button>
          <Button size="sm" variant="secondary">
            {t('queue.shuffle')}
          </Button>
          <Button size="sm" variant="outline">
            {t('settings.apply')}
          </Button>
          <Button size="sm" variant="danger">
            {t('lifecycle.stop')}
          </Button>
          <Button size="sm" variant="link">
            Link
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** Every primitive at rest, for the gallery. */
export function PrimitiveShowcase() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="grid content-start gap-4" aria-labelledby="showcase-actions">
        <h2 id="showcase-actions" className="text-lg font-semibold">
          Actions and status
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="outline">Outline</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Danger</Button>
          <Button variant="link">Link</Button>
          <Button loading>Saving</Button>
          <Button disabled>Disabled</Button>
          <Button size="icon" aria-label="Play">
            <Play aria-hidden />
          </Button>
          <Button size="icon" variant="ghost" aria-label={t('player.skip')}>
            <SkipForward aria-hidden />
          </Button>
          <Button size="icon" variant="outline" aria-label={t('instance.options')}>
            <Ellipsis aria-hidden />
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <BadgeVariants />
          <StatusDot online />
          <StatusDot online={false} />
          <Spinner label={t('admin.loading')} />
          <AvatarStack users={listeners} label="Listening in Lounge" />
          <span className="text-sm">
            <Kbd>Alt</Kbd> + <Kbd>T</Kbd>
          </span>
        </div>
        <ProgressBar value={0.6} label="Download progress" valueText="60%" />
        <SeekBar value={0.3} label="Seek" onSeek={noop} valueText="1:10 of 3:57" />
        <Slider label={t('audio.volume')} defaultValue={65} />
        <Slider
          label={t('audio.crossfade')}
          min={0}
          max={30}
          defaultValue={0}
          formatValue={(seconds) =>
            seconds === 0
              ? t('instanceMessages.crossfadeDisabled')
              : t('downloader.seconds', { seconds })
          }
        />
        <div className="grid gap-2" aria-hidden>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
        <Breadcrumb>
          <BreadcrumbList>
            <BreadcrumbItem>
              <BreadcrumbLink href="/admin">{t('admin.title')}</BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator />
            <BreadcrumbItem>
              <BreadcrumbPage>{t('admin.instances')}</BreadcrumbPage>
            </BreadcrumbItem>
          </BreadcrumbList>
        </Breadcrumb>
      </section>

      <section className="grid content-start gap-4" aria-labelledby="showcase-forms">
        <h2 id="showcase-forms" className="text-lg font-semibold">
          Forms, tabs and data
        </h2>
        <SearchInput aria-label="Search tracks" defaultValue="midnight rain" busy />
        <div className="grid gap-2">
          <Label htmlFor="gallery-count">Search count</Label>
          <Input id="gallery-count" type="number" defaultValue={10} />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex items-center gap-2">
            <Checkbox id="gallery-retry" defaultChecked />
            <Label htmlFor="gallery-retry">Auto retry</Label>
          </div>
          <div className="flex items-center gap-2">
            <Switch id="gallery-lower" />
            <Label htmlFor="gallery-lower">{t('preferences.lowercaseAesthetic')}</Label>
          </div>
          <Select defaultValue="bottom-right">
            <SelectTrigger aria-label="Notification position">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="bottom-right">bottom-right</SelectItem>
              <SelectItem value="top-right">top-right</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <Tabs defaultValue="tracks">
          <TabsList>
            <TabsTrigger value="tracks">{t('search.tracks')}</TabsTrigger>
            <TabsTrigger value="albums">{t('search.albums')}</TabsTrigger>
            <TabsTrigger value="radio">{t('search.radio')}</TabsTrigger>
          </TabsList>
          <TabsContent value="tracks">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('downloader.columnTrack')}</TableHead>
                  <TableHead>{t('downloader.columnStatus')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                <TableRow>
                  <TableCell>Anti-Hero</TableCell>
                  <TableCell>
                    <Badge variant="success">{t('downloader.counterCompleted')}</Badge>
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell>vampire</TableCell>
                  <TableCell>
                    <Badge variant="error">{t('downloader.statusFailed')}</Badge>
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TabsContent>
          <TabsContent value="albums">{t('search.albums')}</TabsContent>
          <TabsContent value="radio">{t('search.radio')}</TabsContent>
        </Tabs>
        <EmptyState title={t('sidebar.noServers')} />
        <ErrorMessage title={t('general.error')}>The server did not answer.</ErrorMessage>
      </section>
    </div>
  );
}
