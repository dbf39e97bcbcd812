import { useEffect, type ReactNode } from 'react';
import type { InstanceTracksData } from '@/api/instances/use-instance-tracks';
import type { ProgressSync } from '@/lib/player/progress';
import { InstanceTabs } from '@/components/instance/instance-tabs';
import { ActivityTab, preloadActivityTab } from './activity-tab';
import { AudioSection } from './audio-section';
import { LyricsSection } from './lyrics-section';

interface TabsSectionProps {
  data: InstanceTracksData;
  progress: ProgressSync | undefined;
  /** The volume as the page shows it: the server's, or where the volume keys left it. */
  volume: number;
  /** Set (the instance is offline): every control is disabled, saying why. */
  disabledReason?: string;
  /** Below 1024 px the queue is the first tab; from 1024 px it sits below the player instead. */
  queue?: ReactNode;
}

/** The tabs beside or under the player: (Queue,) Lyrics, Controls and Activity. */
export function TabsSection({ data, progress, volume, disabledReason, queue }: TabsSectionProps) {
  // The Activity tab's code comes once the tabs are up, before anyone opens the tab.
  useEffect(() => preloadActivityTab(), []);
  const { instance } = data;
  return (
    <InstanceTabs
      lyrics={<LyricsSection lines={instance.lyrics} progress={progress} />}
      controls={
        <AudioSection
          instance={instance}
          volume={volume}
          roles={data.roles}
          disabledReason={disabledReason}
        />
      }
      activity={<ActivityTab entries={instance.audits} />}
      queue={queue}
    />
  );
}
