/**
 * What a person reads around each player, queue and search action, run against the mock as the
 * instance page runs it: the question asked first (1-core §5: nine actions ask), the toast once
 * the server took it, the window event that refreshes the screens, and the refusal toast of
 * 1-core §8 when the person lacks the permission. The expected words are the spec's.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_EVENT_NAMES } from '@/lib/player/action-event-names';
import { PRESETS } from '@/lib/player/audio-settings';
import type { ActionContext } from '../mutation/action-context';
import { actionKit } from '../mutation/action-test-kit';
import type { MockApi } from '../../../mock-api/create-mock-api';
import { applyPreset, setAudioValue, setEqualizer } from './audio-actions';
import { pause, restartInstance, restartTrack, resume, seek, skip, stop } from './player-actions';
import {
  clearQueue,
  enqueue,
  moveToTop,
  removeTrack,
  reorder,
  shuffle,
  togglePartyMode,
} from './queue-actions';
import { search } from './search-actions';

const LOUNGE = 'lounge';

type Run = (ctx: ActionContext, mock: MockApi) => Promise<unknown>;

const preset = (id: string) => PRESETS.find((each) => each.id === id)!;
const queued = (mock: MockApi, index: number) => mock.state.instances.get(LOUNGE)!.queue[index]!.id;
const track = (mock: MockApi) => [...mock.state.catalogue.tracks.values()][0]!.uri;
const playlist = (mock: MockApi) => [...mock.state.catalogue.playlists.values()][0]!.uri;
const pushTrack =
  (next: boolean): Run =>
  (ctx, mock) =>
    enqueue(ctx, LOUNGE, { kind: 'track', uri: track(mock), streamingServiceType: 0, next });
const pushPlaylist: Run = (ctx, mock) =>
  enqueue(ctx, LOUNGE, {
    kind: 'playlist',
    uri: playlist(mock),
    streamingServiceType: 0,
    next: false,
  });

/** The actions a person runs, by what they do. */
const ACTIONS: Record<string, Run> = {
  stop: (ctx) => stop(ctx, LOUNGE),
  resume: (ctx) => resume(ctx, LOUNGE),
  pause: (ctx) => pause(ctx, LOUNGE),
  'restart the track': (ctx) => restartTrack(ctx, LOUNGE),
  skip: (ctx) => skip(ctx, LOUNGE),
  'queue a track': pushTrack(false),
  'queue a track next': pushTrack(true),
  'queue a playlist': pushPlaylist,
  reorder: (ctx, mock) => reorder(ctx, LOUNGE, [queued(mock, 1), queued(mock, 0)]),
  'play next': (ctx, mock) => moveToTop(ctx, LOUNGE, queued(mock, 5)),
  remove: (ctx, mock) => removeTrack(ctx, LOUNGE, queued(mock, 5)),
  shuffle: (ctx) => shuffle(ctx, LOUNGE),
  'party mode': (ctx) => togglePartyMode(ctx, LOUNGE),
  'clear the queue': (ctx) => clearQueue(ctx, LOUNGE, false),
  'clear my tracks': (ctx) => clearQueue(ctx, LOUNGE, true),
  volume: (ctx) => setAudioValue(ctx, LOUNGE, 'volume', 40),
  seek: (ctx) => seek(ctx, LOUNGE, 0.5),
  rate: (ctx) => setAudioValue(ctx, LOUNGE, 'rate', 110),
  tempo: (ctx) => setAudioValue(ctx, LOUNGE, 'tempo', 110),
  pitch: (ctx) => setAudioValue(ctx, LOUNGE, 'pitch', 110),
  crossfade: (ctx) => setAudioValue(ctx, LOUNGE, 'crossfade', 5),
  equalizer: (ctx) => setEqualizer(ctx, LOUNGE, [1, 2, 3, 0, 0, 0, 0, 0, 0, 0]),
  nightcore: (ctx) => applyPreset(ctx, LOUNGE, preset('nightcore')),
  'reset the settings': (ctx) => applyPreset(ctx, LOUNGE, preset('reset')),
  'restart the bot': (ctx) => restartInstance(ctx, LOUNGE),
  search: (ctx) => search(ctx, LOUNGE, 'neon', new AbortController().signal),
};

/** Runs one action as `persona` in a world of its own, answering yes to every question. */
async function run(
  what: string,
  persona: string,
  { answers = [true, true], holdsNothing = false } = {},
) {
  const kit = await actionKit(persona, answers);
  // A member of the Lounge who holds no permission there.
  if (holdsNothing) kit.mock.state.users.get('3')!.instanceRoles.set(LOUNGE, []);
  ACTION_EVENT_NAMES.forEach(kit.listen);
  await ACTIONS[what]!(kit.ctx, kit.mock);
  return kit;
}

/** [action, questions asked, success toast or null, window event or null] as DJ Nova meets them. */
const TAKEN: [string, string[], string | null, string | null][] = [
  ['stop', ['This will clear the queue and disconnect the bot.'], 'Stopped', 'stop'],
  ['pause', [], 'Paused', 'pause'],
  ['resume', [], 'Resumed', 'resume'],
  ['restart the track', ['This will restart the current track.'], 'Restarted', 'restartTrack'],
  [
    'skip',
    [
      'This will skip the current track.',
      'This track was queued by Maya (7777). Do you really want to skip it?',
    ],
    'Skipped',
    'skip',
  ],
  ['queue a track', [], 'Pushed to the queue', 'pushTrack'],
  ['queue a track next', [], 'Pushed to the top of the queue', 'pushTrack'],
  ['queue a playlist', [], 'Pushed to the queue', 'pushPlaylist'],
  ['reorder', [], null, 'reorder'],
  ['play next', [], 'Moved to the top of the queue', 'moveToTop'],
  ['remove', [], 'Track removed from queue', 'removeTrack'],
  ['shuffle', ['This will shuffle the queue.'], 'Queue shuffled', 'shuffle'],
  ['party mode', ['This will toggle party mode.'], 'Party mode toggled', 'partyMode'],
  ['clear the queue', ['This will clear the queue.'], 'Queue cleared', 'clearQueue'],
  [
    'clear my tracks',
    ['This will clear your queued tracks.'],
    'Removed your queued tracks',
    'clearMine',
  ],
  ['volume', [], null, 'adjustVolume'],
  ['seek', [], null, 'seek'],
  ['rate', [], null, 'adjustRate'],
  ['tempo', [], null, 'adjustTempo'],
  ['pitch', [], null, 'adjustPitch'],
  ['crossfade', [], null, 'adjustCrossfade'],
  ['equalizer', [], null, 'adjustEqualizer'],
  ['nightcore', [], 'Success!', 'nightcore'],
  [
    'reset the settings',
    ['This will reset all audio settings/enhancements to their default settings'],
    'Modifiers reset',
    'resetSettings',
  ],
  ['restart the bot', ['This will restart the bot.'], 'Success!', 'restartInstance'],
  ['search', [], null, null],
];

describe('an action the server takes', () => {
  it.each(TAKEN)('%s: asks %j, then says %j', async (what, asks, says, raises) => {
    const kit = await run(what, 'dj');
    expect(kit.questions).toEqual(asks);
    expect(kit.toasts).toEqual(says === null ? [] : [{ kind: 'success', message: says }]);
    expect(kit.events).toEqual(raises === null ? [] : [raises]);
  });

  it.each(TAKEN.filter(([, asks]) => asks.length > 0))(
    '%s: declining its question sends nothing',
    async (what, [question]) => {
      const kit = await run(what, 'dj', { answers: [false] });
      expect(kit.questions).toEqual([question]);
      expect(kit.wire).toEqual([]);
      expect(kit.toasts).toEqual([]);
    },
  );

  it('asks first for exactly the nine actions of 1-core §5, and for the rest asks nothing', () => {
    const asking = TAKEN.filter(([, asks]) => asks.length > 0).map(([what]) => what);
    expect(asking).toEqual([
      'stop',
      'restart the track',
      'skip',
      'shuffle',
      'party mode',
      'clear the queue',
      'clear my tracks',
      'reset the settings',
      'restart the bot',
    ]);
    expect(TAKEN.map(([what]) => what).sort()).toEqual(Object.keys(ACTIONS).sort());
  });
});

/** [action, what follows "You're not allowed to "] for a member holding no permission. */
const REFUSED: [string, string][] = [
  ['stop', 'stop or disconnect the bot'],
  ['resume', 'resume'],
  ['pause', 'pause'],
  ['restart the track', 'restart tracks'],
  ['skip', 'skip tracks'],
  ['queue a track', 'add tracks to the queue'],
  ['queue a playlist', 'add playlists, albums, or artist top tracks to the queue'],
  ['reorder', 'reorder tracks'],
  ['play next', 'move tracks to the top of the queue'],
  ['queue a track next', 'move tracks to the top of the queue'],
  ['remove', 'remove tracks from the queue'],
  ['shuffle', 'shuffle'],
  ['party mode', 'toggle party mode'],
  ['clear the queue', 'clear the queue'],
  ['clear my tracks', 'clear the queue'],
  ['volume', 'change the volume'],
  ['seek', 'seek'],
  ['rate', 'change the playback rate'],
  ['tempo', 'change the playback tempo'],
  ['pitch', 'change the playback pitch'],
  ['crossfade', 'change the crossfade duration'],
  ['equalizer', 'adjust the equalizer'],
  ['nightcore', 'use the nightcore preset'],
  ['reset the settings', 'reset the settings'],
  ['restart the bot', 'restart the bot'],
  ['search', 'search for tracks'],
];

describe('an action the server refuses', () => {
  it.each(REFUSED)('%s: "You\'re not allowed to %s"', async (what, refused) => {
    const kit = await run(what, 'listener', { holdsNothing: true });
    expect(kit.toasts).toEqual([{ kind: 'error', message: `You're not allowed to ${refused}` }]);
    expect(kit.events).toEqual([]);
  });

  it('says so for every action', () => {
    expect(REFUSED.map(([what]) => what).sort()).toEqual(Object.keys(ACTIONS).sort());
  });

  it("a skip of someone else's track, to one who may skip only their own", async () => {
    // Kofi holds web:controls:skip but not skip-other; Maya queued the playing track.
    const kit = await run('skip', '6');
    expect(kit.toasts).toEqual([
      { kind: 'error', message: "You're not allowed to skip tracks queued by others" },
    ]);
  });

  it('queueing next, to one who may queue but not move to the top (the server checks top)', async () => {
    const kofi = await run('queue a track next', '6');
    expect(kofi.toasts).toEqual([
      { kind: 'error', message: "You're not allowed to move tracks to the top of the queue" },
    ]);
    const atTheEnd = await run('queue a track', '6');
    expect(atTheEnd.toasts).toEqual([{ kind: 'success', message: 'Pushed to the queue' }]);
  });
});
