/**
 * Every kind of audit entry the mock writes reads as a sentence of its own in the Activity tab:
 * one table row per kind, and one row per server entry.
 */
import { describe, expect, it } from 'vitest';
import { describeAuditEntry } from '../src/lib/admin/audit-event.ts';
import { sampleEvent, trackEvent } from './audits.ts';
import { createManualClock } from './clock.ts';
import { createMockApi } from './create-mock-api.ts';
import { ALL_PERMISSIONS } from './permissions.ts';
import { INSTANCE_IDS, seedWorld } from './seed-world.ts';
import { call } from './test-support.ts';
import type { WireAuditEvent } from './wire.ts';

const track = [...seedWorld(Date.UTC(2026, 10, 22, 12)).catalogue.tracks.values()][0]!;
const trackText = `${track.title} by ${track.artists.map((a) => a.name).join(', ')}`;
const PARTY_SHUFFLE = { Event: 'party-shuffle', Enabled: true };

/** The sentence for each kind: the role it is logged under and the event the mock writes. */
const KINDS: [role: string, event: WireAuditEvent, sentence: string][] = [
  ['web:instance:restart', {}, 'restarted the bot'],
  ['web:meta:spotify', {}, 'looked up Spotify details'],
  ['web:controls:pause', {}, 'paused the player'],
  ['web:controls:resume', {}, 'resumed the player'],
  ['web:controls:skip', trackEvent(track), `skipped ${trackText}`],
  ['web:controls:skip-other', trackEvent(track), `skipped ${trackText}, queued by someone else`],
  ['web:controls:stop', {}, 'stopped the bot and cleared the queue'],
  ['web:controls:restart', trackEvent(track), `restarted ${trackText}`],
  ['web:controls:volume', { Volume: 65 }, 'set the volume to 65%'],
  ['web:controls:seek', { Seek: 0.42 }, 'seeked to 42%'],
  ['web:controls:rate', { Rate: 110 }, 'set the playback rate to 110%'],
  ['web:controls:tempo', { Tempo: 95 }, 'set the playback tempo to 95%'],
  ['web:controls:pitch', { Pitch: 2 }, 'set the pitch to +2'],
  ['web:controls:crossfade', { Crossfade: 5 }, 'set the crossfade to 5s'],
  ['web:controls:eq', {}, 'adjusted the equalizer'],
  ['web:controls:reset', {}, 'reset the audio settings'],
  ['web:controls:preset:nightcore', { Rate: 120 }, 'used the nightcore preset'],
  ['web:queue:shuffle', {}, 'shuffled the queue'],
  ['web:queue:party-mode', { Enabled: true }, 'turned party mode on'],
  ['web:queue:party-mode', PARTY_SHUFFLE, 'shuffled the queue for party mode'],
  ['web:queue:clear', { Mine: false }, 'cleared the queue'],
  [
    'web:queue:playlist',
    sampleEvent('web:queue:playlist', track),
    'queued the playlist Road Trip by DJ Nova (40 tracks)',
  ],
  ['web:queue:track', trackEvent(track), `queued ${trackText}`],
  ['web:queue:top', trackEvent(track), `put ${trackText} at the top of the queue`],
  ['web:queue:delete', trackEvent(track), `removed ${trackText} from the queue`],
  ['web:queue:reorder', {}, 'reordered the queue'],
  ['web:queue:search', { SearchQuery: 'neon harbor' }, 'searched for "neon harbor"'],
];

const sentence = (role: string, event: unknown, isAuthorised = true) =>
  describeAuditEntry({
    role,
    event: JSON.stringify(event),
    recordedDateTime: '2026-11-22T12:00:00Z',
    isAuthorised,
    discordUsername: 'DJ Nova',
    discordDiscriminator: '4242',
  }).text;

describe('audit sentences', () => {
  it.each(KINDS)('%s %j reads "%s"', (role, event, expected) => {
    expect(sentence(role, event)).toBe(expected);
  });

  it('cover every permission the mock audits, and no two kinds read alike', () => {
    expect(new Set(KINDS.map(([role]) => role))).toEqual(new Set(ALL_PERMISSIONS));
    const sentences = KINDS.map(([, , text]) => text);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('read a refusal of any kind as unauthorised', () => {
    for (const [role, event] of KINDS)
      expect(sentence(role, event, false)).toBe(`Unauthorised: ${role}`);
  });

  it('give each server entry one row: party mode on writes two entries that read apart', async () => {
    const api = createMockApi({ clock: createManualClock() });
    const { jwt } = await api.signIn('dj');
    const load = async () =>
      (await call(api, 'GET', `/api/track/${INSTANCE_IDS.lounge}/true`, { token: jwt })).json as {
        instance: { audits: { role: string; event: string; isAuthorised: boolean }[] };
      };
    const before = (await load()).instance.audits.length;
    await call(api, 'POST', `/api/action/party-mode/${INSTANCE_IDS.lounge}`, { token: jwt });
    const audits = (await load()).instance.audits;
    expect(audits).toHaveLength(before + 2);
    expect(audits.slice(0, 2).map((a) => sentence(a.role, JSON.parse(a.event)))).toEqual([
      'shuffled the queue for party mode',
      'turned party mode on',
    ]);
  });
});
