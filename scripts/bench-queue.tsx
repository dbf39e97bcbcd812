/**
 * Bench-only entry (scripts/bench-queue.html, driven by scripts/bench-queue.mjs): the instance
 * page's queue path with 2,000 tracks — the same structural sharing (useStableTracks), optimistic
 * queue (useQueue), header, now-playing card, lyrics and queue panel as InstancePage, fed from a
 * state that stands in for SWR's data. Exposes window.__bench for the runner.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import '@/themes/index.css';
import type { ActionContext } from '@/api/actions/instance-action';
import { useProgressSync } from '@/app/routes/instance/use-progress-sync';
import { useQueue } from '@/app/routes/instance/use-queue';
import { useStableTracks } from '@/app/routes/instance/use-stable-tracks';
import { InstanceHeader } from '@/components/instance/instance-header';
import { LyricsPanel } from '@/components/lyrics/lyrics-panel';
import { NowPlayingCard } from '@/components/player/now-playing-card';
import { QueuePanel } from '@/components/queue/queue-panel';
import { playingTrack } from '@/lib/queue-order';

const TRACKS = 2000;

function makeResponse(updated: string) {
  const tracks = Array.from({ length: TRACKS + 1 }, (_, i) => ({
    id: `q${i}`,
    name: `Track ${i}`,
    artists: ['Neon Harbor', 'Kestrel & Fox'],
    duration: 180_000 + (i % 90) * 1000,
    imageUrl: `/mock-assets/covers/album-${i % 12}.svg`,
    uri: `spotify:track:q${i}`,
    isPlaying: i === 0,
    streamingServiceType: 0,
    discordUsername: 'DJ Nova',
    discordDiscriminator: '4242',
    discordAvatarHash: null,
  }));
  return {
    instance: {
      name: 'Bench',
      voiceChannelName: 'Voice',
      playerStateType: 0,
      playerProgress: 0.1,
      playerProgressUpdated: updated,
      playerRate: 100,
      playerTempo: 100,
      lyrics: Array.from({ length: 60 }, (_, i) => ({ words: `Line ${i}`, startTimeMs: i * 4000 })),
    },
    tracks,
    numTracks: TRACKS,
    duration: tracks.slice(1).reduce((sum, t) => sum + t.duration, 0),
  };
}
type Response = ReturnType<typeof makeResponse>;

const ctx: ActionContext = {
  confirm: async () => false,
  notify: { success: () => undefined, error: () => undefined, info: () => undefined },
};
const noop = () => undefined;
const NO_USERS: never[] = [];
const lyricsSettings = {
  offsetMs: -1000,
  buffer: 4,
  progressType: 'all',
  countdown: false,
  debug: false,
} as const;

let setResponse: (response: Response) => void = noop;

function Harness({ initial }: { initial: Response }) {
  const [data, setData] = useState(initial);
  useEffect(() => {
    setResponse = setData;
  }, []);
  const tracks = useStableTracks(data.tracks) ?? [];
  const current = playingTrack(tracks);
  const sync = useProgressSync(data.instance, current?.duration);
  const queue = useQueue(tracks, ctx, 'bench');
  return (
    <div className="grid gap-4 p-4">
      <InstanceHeader
        name={data.instance.name}
        track={current}
        sync={sync}
        presentUsers={NO_USERS}
        canAdminView={false}
        canRestart={false}
        onAdminView={noop}
        onRestart={noop}
      />
      {current && sync && (
        <NowPlayingCard track={current} playerStateType={0} voiceChannelName="Voice" sync={sync} />
      )}
      <LyricsPanel lines={data.instance.lyrics} sync={sync} settings={lyricsSettings} />
      <QueuePanel
        tracks={queue.draggable}
        count={data.numTracks}
        durationMs={data.duration}
        moreToLoad={0}
        partyMode={false}
        onLoadMore={noop}
        onCommand={noop}
        onPlayNext={queue.onPlayNext}
        onRemove={queue.onRemove}
        onOpen={noop}
        onReorder={queue.onReorder}
      />
    </div>
  );
}

declare global {
  interface Window {
    __takeRendered: () => string[];
    __bench: {
      renderQueue(): number;
      unchangedPoll(): { parseMs: number; commitMs: number; rendered: string[] };
      progressTicks(ms: number): Promise<{ commits: number; rendered: Record<string, number> }>;
    };
  }
}

const root = createRoot(document.getElementById('root')!);
const updated = new Date().toISOString();
const wire = JSON.stringify(makeResponse(updated));

window.__bench = {
  renderQueue() {
    const initial = JSON.parse(wire) as Response;
    const start = performance.now();
    flushSync(() => root.render(<Harness initial={initial} />));
    const ms = performance.now() - start;
    window.__takeRendered();
    return ms;
  },
  unchangedPoll() {
    window.__takeRendered();
    // What SWR does with an identical answer from the server: parse it, hand it to the page.
    let start = performance.now();
    const next = JSON.parse(wire) as Response;
    const parseMs = performance.now() - start;
    start = performance.now();
    flushSync(() => setResponse(next));
    const commitMs = performance.now() - start;
    return { parseMs, commitMs, rendered: window.__takeRendered() };
  },
  async progressTicks(ms) {
    window.__takeRendered();
    const rendered: Record<string, number> = {};
    let commits = 0;
    const end = performance.now() + ms;
    while (performance.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const names = window.__takeRendered();
      if (names.length > 0) commits += 1;
      for (const name of names) rendered[name] = (rendered[name] ?? 0) + 1;
    }
    return { commits, rendered };
  },
};
