/** What each action does to the world, and the audit entry it leaves (refusals included). */
import { beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from './clock.ts';
import { createMockApi, type MockApi } from './create-mock-api.ts';
import { INSTANCE_IDS } from './seed-world.ts';
import { call } from './test-support.ts';

interface Load {
  instance: {
    playerStateType: number;
    voiceChannelName: string | null;
    playerRate: number;
    playerVolume: number;
    playerEqualizer: number[];
    playerPartyMode: boolean;
    audits: { role: string; event: string; isAuthorised: boolean; discordUsername: string }[];
  };
  tracks: { id: string; name: string; uri: string; isPlaying: boolean; discordUsername: string }[];
  numTracks: number;
}

const { lounge, quietRoom } = INSTANCE_IDS;
let api: MockApi;
let dj: string;
let listener: string;

beforeEach(async () => {
  api = createMockApi({ clock: createManualClock() });
  dj = (await api.signIn('dj')).jwt;
  listener = (await api.signIn('listener')).jwt;
});

async function load(id: string = lounge): Promise<Load> {
  return (await call(api, 'GET', `/api/track/${id}/true`, { token: dj })).json as Load;
}
const queued = (state: Load) => state.tracks.filter((t) => !t.isPlaying);

async function post(path: string, token = dj, body?: unknown) {
  return call(api, 'POST', path, { token, body });
}

describe('actions', () => {
  it('audit what they did, and who did it', async () => {
    await post(`/api/action/volume/${lounge}`, dj, { value: 42 });
    const [latest] = (await load()).instance.audits;
    expect(latest).toMatchObject({
      role: 'web:controls:volume',
      isAuthorised: true,
      discordUsername: 'DJ Nova',
    });
    expect(JSON.parse(latest!.event)).toEqual({ Volume: 42 });
    expect((await load()).instance.playerVolume).toBe(42);
  });

  it('audit refusals as unauthorised and change nothing', async () => {
    const before = await load();
    const refused = await post(`/api/action/clear/${lounge}/false`, listener);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      message: "You're not allowed to clear the queue",
      permission: 'web:queue:clear',
    });
    const after = await load();
    expect(after.numTracks).toBe(before.numTracks);
    expect(after.instance.audits[0]).toMatchObject({
      role: 'web:queue:clear',
      isAuthorised: false,
      discordUsername: 'Lena Listener',
    });
  });

  it('stop clears the queue and disconnects the bot', async () => {
    await post(`/api/action/stop/${lounge}`);
    const state = await load();
    expect(state.tracks).toEqual([]);
    expect(state.instance).toMatchObject({ playerStateType: 2, voiceChannelName: null });
  });

  it('clear with mine removes only the caller’s tracks and keeps the playing one', async () => {
    const before = await load();
    await post(`/api/action/clear/${lounge}/true`);
    const after = await load();
    expect(after.tracks[0]).toEqual(before.tracks[0]);
    expect(queued(after).some((t) => t.discordUsername === 'DJ Nova')).toBe(false);
    expect(queued(after)).toEqual(queued(before).filter((t) => t.discordUsername !== 'DJ Nova'));
  });

  it('shuffle keeps the same tracks in another order', async () => {
    const before = queued(await load()).map((t) => t.id);
    await post(`/api/action/shuffle/${lounge}`);
    const after = queued(await load()).map((t) => t.id);
    expect(after).not.toEqual(before);
    expect([...after].sort()).toEqual([...before].sort());
  });

  it('party mode makes adders take turns and logs a party-shuffle', async () => {
    await post(`/api/action/party-mode/${lounge}`);
    const state = await load();
    expect(state.instance.playerPartyMode).toBe(true);
    const firstFive = queued(state)
      .slice(0, 5)
      .map((t) => t.discordUsername);
    expect(new Set(firstFive).size).toBe(5);
    const events = state.instance.audits.slice(0, 2).map((a) => JSON.parse(a.event));
    expect(events).toEqual([{ Event: 'party-shuffle', Enabled: true }, { Enabled: true }]);
    await post(`/api/action/party-mode/${lounge}`);
    expect((await load()).instance.playerPartyMode).toBe(false);
  });

  it('reorder puts the listed ids first and keeps the rest in order after them', async () => {
    const ids = queued(await load()).map((t) => t.id);
    const moved = [ids[10]!, ids[2]!];
    expect((await post(`/api/action/reorder/${lounge}`, dj, moved)).status).toBe(200);
    expect(queued(await load()).map((t) => t.id)).toEqual([
      ...moved,
      ...ids.filter((id) => !moved.includes(id)),
    ]);
  });

  it('nightcore sets rate 120 and reset restores every modifier', async () => {
    await post(`/api/action/equalizer/${lounge}`, dj, [6, 5, 3, 0, 0, 0, 0, 0, 0, 0]);
    await post(`/api/action/nightcore/${lounge}`);
    expect((await load()).instance).toMatchObject({
      playerRate: 120,
      playerEqualizer: [6, 5, 3, 0, 0, 0, 0, 0, 0, 0],
    });
    await post(`/api/action/reset/${lounge}`);
    expect((await load()).instance).toMatchObject({
      playerRate: 100,
      playerVolume: 100,
      playerEqualizer: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
  });

  it("refuses 'Ouch my ears' gains to anyone but root, and audits it", async () => {
    const refused = await post(`/api/action/equalizer/${lounge}`, dj, Array(10).fill(64));
    expect(refused.json).toEqual({
      message: "You don't have access to this section",
      permission: 'flags:root',
    });
    const state = await load();
    expect(state.instance.playerEqualizer).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(state.instance.audits[0]).toMatchObject({
      role: 'flags:root',
      isAuthorised: false,
      discordUsername: 'DJ Nova',
    });
  });

  it('a forced skip plays the next track', async () => {
    const before = await load();
    await post(`/api/action/skip/${lounge}/true`);
    expect((await load()).tracks[0]).toMatchObject({ id: queued(before)[0]!.id, isPlaying: true });
  });
});

describe('queue', () => {
  const track = () => [...api.state.catalogue.tracks.values()][5]!;

  it('a track pushed to an idle instance starts playing at once', async () => {
    const result = await post(`/api/track/ui/push/track/${quietRoom}`, dj, {
      uri: track().uri,
      streamingServiceType: 0,
      next: false,
    });
    expect(result.status).toBe(200);
    const state = await load(quietRoom);
    expect(state.tracks).toMatchObject([
      { uri: track().uri, isPlaying: true, discordUsername: 'DJ Nova' },
    ]);
    expect(state.instance.playerStateType).toBe(0);
    expect(state.instance.voiceChannelName).toBe('Silence');
  });

  it('next puts the track at the top, otherwise it goes to the end', async () => {
    await post(`/api/track/ui/push/track/${lounge}`, dj, {
      uri: track().uri,
      streamingServiceType: 0,
      next: true,
    });
    await post(`/api/track/ui/push/track/${lounge}`, listener, {
      uri: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      streamingServiceType: 1,
      next: false,
    });
    const list = queued(await load());
    expect(list[0]).toMatchObject({ uri: track().uri, discordUsername: 'DJ Nova' });
    expect(list.at(-1)).toMatchObject({
      name: 'YouTube video dQw4w9WgXcQ',
      discordUsername: 'Lena Listener',
    });
  });

  it('an album queues all its tracks and logs the playlist event', async () => {
    const album = [...api.state.catalogue.albums.values()][2]!;
    const before = await load();
    await post(`/api/track/ui/push/playlist/${lounge}`, listener, {
      uri: album.uri,
      streamingServiceType: 0,
    });
    const after = await load();
    expect(after.numTracks).toBe(before.numTracks + album.trackIds.length);
    expect(JSON.parse(after.instance.audits[0]!.event)).toMatchObject({
      Type: 'album',
      NumTracks: album.trackIds.length,
      Name: album.name,
      Uri: album.uri,
    });
  });
});

describe('an offline instance', () => {
  it('takes no command: 409 "<name> is offline.", nothing changes, nothing is audited', async () => {
    const root = (await api.signIn('root-admin')).jwt;
    const { basement } = INSTANCE_IDS;
    const before = await call(api, 'GET', `/api/track/${basement}/true`, { token: root });
    for (const path of [
      `/api/action/resume/${basement}`,
      `/api/action/skip/${basement}/true`,
      `/api/action/restart-instance/${basement}`,
    ]) {
      const answer = await post(path, root);
      expect(answer.status, path).toBe(409);
      expect(answer.json).toEqual({ message: 'Basement is offline.' });
    }
    const volume = await post(`/api/action/volume/${basement}`, root, { value: 10 });
    expect(volume.status).toBe(409);
    const after = await call(api, 'GET', `/api/track/${basement}/true`, { token: root });
    // The 'random' picks differ per load; what the instance holds does not.
    const held = (load: typeof before) => {
      const { instance, tracks } = load.json as { instance: unknown; tracks: unknown };
      return { instance, tracks };
    };
    expect(held(after)).toEqual(held(before));
  });
});
