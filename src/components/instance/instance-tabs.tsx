import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';

interface InstanceTabsProps {
  lyrics: React.ReactNode;
  controls: React.ReactNode;
  activity: React.ReactNode;
  defaultTab?: 'lyrics' | 'controls' | 'activity';
  className?: string;
}

/** The tabbed panel next to the playing track: Lyrics, Controls, Activity. */
export function InstanceTabs({
  lyrics,
  controls,
  activity,
  defaultTab = 'lyrics',
  className,
}: InstanceTabsProps) {
  return (
    <Tabs
      data-slot="instance-tabs"
      defaultValue={defaultTab}
      className={cn('min-w-0 flex-1', className)}
    >
      <TabsList>
        <TabsTrigger value="lyrics">Lyrics</TabsTrigger>
        <TabsTrigger value="controls">Controls</TabsTrigger>
        <TabsTrigger value="activity">Activity</TabsTrigger>
      </TabsList>
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
