import { useMemo } from 'react';
import type { InstanceTracksData } from '@/api/instances/use-instance-tracks';
import { usePreferences } from '@/app/providers/preferences-store';
import { LyricsPanel } from '@/components/lyrics/lyrics-panel';
import type { ProgressSync } from '@/lib/player/progress';

interface LyricsSectionProps {
  lines: InstanceTracksData['instance']['lyrics'];
  progress: ProgressSync | undefined;
}

/** The Lyrics tab, timed to the playing track with the user's lyrics settings. */
export function LyricsSection({ lines, progress }: LyricsSectionProps) {
  const preferences = usePreferences();
  const settings = useMemo(
    () => ({
      offsetMs: preferences.lyricsOffset,
      buffer: preferences.lyricsBuffer,
      progressType: preferences.lyricsProgressType,
      countdown: preferences.lyricsCountdown,
      debug: preferences.lyricsDebug,
    }),
    [preferences],
  );
  return <LyricsPanel lines={lines} sync={progress} settings={settings} />;
}
