import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/ui/cn';
import { t } from '@/lib/i18n';

type InstanceTab = 'queue' | 'lyrics' | 'controls' | 'activity';

interface InstanceTabsProps {
  lyrics: React.ReactNode;
  controls: React.ReactNode;
  activity: React.ReactNode;
  /**
   * Where the page is too narrow for the queue below the player (a phone), the queue is the first
   * tab, so it is one tap away and the player stays on screen above it.
   */
  queue?: React.ReactNode;
  defaultTab?: InstanceTab;
  className?: string;
}

/** The tabbed panel next to the playing track: (Queue,) Lyrics, Controls, Activity. */
export function InstanceTabs({
  lyrics,
  controls,
  activity,
  queue,
  defaultTab,
  className,
}: InstanceTabsProps) {
  const [chosen, setChosen] = useState<InstanceTab | undefined>(defaultTab);
  // The queue tab comes and goes with the width; a choice of it falls back to the first tab left.
  const first: InstanceTab = queue === undefined ? 'lyrics' : 'queue';
  const value =
    chosen === undefined || (chosen === 'queue' && queue === undefined) ? first : chosen;
  return (
    <Tabs
      data-slot="instance-tabs"
      value={value}
      onValueChange={(next) => setChosen(next as InstanceTab)}
      className={cn('min-w-0 flex-1', className)}
    >
      <TabsList className="max-sm:w-full max-sm:[&>*]:flex-1 pointer-coarse:[&>*]:min-h-11">
        {queue !== undefined && <TabsTrigger value="queue">{t('queue.title')}</TabsTrigger>}
        <TabsTrigger value="lyrics">{t('lyrics.label')}</TabsTrigger>
        <TabsTrigger value="controls">{t('instance.controls')}</TabsTrigger>
        <TabsTrigger value="activity">{t('activity.label')}</TabsTrigger>
      </TabsList>
      {queue !== undefined && <TabsContent value="queue">{queue}</TabsContent>}
      <TabsContent value="lyrics" className="max-h-96 overflow-y-auto rounded-lg border bg-card">
        {lyrics}
      </TabsContent>
      <TabsContent value="controls" className="rounded-lg border bg-card">
        {controls}
      </TabsContent>
      <TabsContent
        value="activity"
        className="max-h-96 overflow-y-auto rounded-lg border bg-card p-1"
      >
        {activity}
      </TabsContent>
    </Tabs>
  );
}
