import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  auditEventType,
  describeAuditEntry,
  parseAuditEvent,
  type AuditEntry,
} from './audit-event';

// Property tests run hundreds of cases; leave room for a busy CI machine.
vi.setConfig({ testTimeout: 30_000 });

const entry = (role: string, event: unknown, isAuthorised = true): AuditEntry => ({
  role,
  event: typeof event === 'string' ? event : JSON.stringify(event),
  recordedDateTime: '2026-11-22T10:00:00Z',
  isAuthorised,
  discordUsername: 'dj',
  discordDiscriminator: '0420',
  discordAvatarHash: 'abc',
});
const textOf = (role: string, event: unknown) => describeAuditEntry(entry(role, event)).text;
const song = {
  Name: 'Bohemian Rhapsody',
  Artists: 'Queen',
  Uri: 'spotify:track:1',
  ImageUrl: 'https://i.scdn.co/image/1',
};

describe('describeAuditEntry', () => {
  it('describes track events with name and artists and keeps the track for the row', () => {
    expect(textOf('web:controls:skip', song)).toBe('skipped Bohemian Rhapsody by Queen');
    expect(textOf('web:controls:restart', song)).toBe('restarted Bohemian Rhapsody by Queen');
    expect(textOf('web:queue:track', song)).toBe('queued Bohemian Rhapsody by Queen');
    expect(textOf('web:queue:top', song)).toBe(
      'put Bohemian Rhapsody by Queen at the top of the queue',
    );
    expect(textOf('web:queue:delete', song)).toBe(
      'removed Bohemian Rhapsody by Queen from the queue',
    );
    expect(textOf('web:controls:skip-other', song)).toBe(
      'skipped Bohemian Rhapsody by Queen, queued by someone else',
    );
    expect(describeAuditEntry(entry('web:controls:skip', song))).toMatchObject({
      type: 'skip',
      authorised: true,
      subject: {
        name: 'Bohemian Rhapsody',
        artists: 'Queen',
        uri: 'spotify:track:1',
        imageUrl: 'https://i.scdn.co/image/1',
      },
      actor: { username: 'dj', discriminator: '0420', avatarHash: 'abc' },
      recordedDateTime: '2026-11-22T10:00:00Z',
    });
  });

  it('describes audio changes in the sliders’ formats', () => {
    expect(textOf('web:controls:volume', { Volume: 42 })).toBe('set the volume to 42%');
    expect(textOf('web:controls:rate', { Rate: 120 })).toBe('set the playback rate to 120%');
    expect(textOf('web:controls:tempo', { Tempo: '90' })).toBe('set the playback tempo to 90%');
    expect(textOf('web:controls:pitch', { Pitch: 3 })).toBe('set the pitch to +3');
    expect(textOf('web:controls:pitch', { Pitch: -2 })).toBe('set the pitch to -2');
    expect(textOf('web:controls:crossfade', { Crossfade: 5 })).toBe('set the crossfade to 5s');
    expect(textOf('web:controls:crossfade', { Crossfade: 0 })).toBe('disabled crossfade');
    expect(textOf('web:controls:seek', { Seek: 0.4213 })).toBe('seeked to 42%');
  });

  it('describes queue events', () => {
    expect(textOf('web:queue:clear', { Mine: true })).toBe('cleared their queued tracks');
    expect(textOf('web:queue:clear', { Mine: false })).toBe('cleared the queue');
    expect(
      textOf('web:queue:playlist', {
        Type: 'playlist',
        Name: 'Road Trip',
        Author: 'sam',
        NumTracks: 12,
      }),
    ).toBe('queued the playlist Road Trip by sam (12 tracks)');
    expect(
      textOf('web:queue:playlist', {
        Type: 'album',
        Name: 'A Night at the Opera',
        Author: 'Queen',
        NumTracks: 1,
      }),
    ).toBe('queued the album A Night at the Opera by Queen (1 track)');
    expect(textOf('web:queue:playlist', { Type: 'artist', Name: 'Queen', NumTracks: 10 })).toBe(
      'queued the top tracks of Queen (10 tracks)',
    );
    expect(textOf('web:queue:search', { SearchQuery: 'queen' })).toBe('searched for "queen"');
    expect(textOf('web:queue:party-mode', { Enabled: true })).toBe('turned party mode on');
    expect(textOf('web:queue:party-mode', { Enabled: false })).toBe('turned party mode off');
    expect(textOf('party-shuffle', {})).toBe('shuffled the queue for party mode');
    expect(textOf('web:queue:shuffle', {})).toBe('shuffled the queue');
    expect(textOf('web:instance:restart', {})).toBe('restarted the bot');
  });

  it("shows refused actions as 'Unauthorised: {permission}'", () => {
    expect(describeAuditEntry(entry('web:controls:skip', song, false))).toMatchObject({
      authorised: false,
      text: 'Unauthorised: web:controls:skip',
    });
  });

  it('reads what it can from sloppy or broken events', () => {
    expect(textOf('web:controls:skip', 'not json')).toBe('skipped a track');
    expect(textOf('web:controls:skip', { name: 'Song', artists: [{ name: 'A' }, 'B'] })).toBe(
      'skipped Song by A, B',
    );
    expect(textOf('web:controls:volume', JSON.stringify(JSON.stringify({ Volume: 7 })))).toBe(
      'set the volume to 7%',
    );
    expect(textOf('web:controls:volume', { Volume: 'loud' })).toBe('changed the volume');
    expect(textOf('web:new:thing', { Volume: 30 })).toBe('set the volume to 30%');
    expect(textOf('web:new:thing', {})).toBe('used web:new:thing');
  });

  it('drops cover images that are not http(s)', () => {
    const display = describeAuditEntry(
      entry('web:queue:track', { Name: 'x', ImageUrl: 'javascript:alert(1)' }),
    );
    expect(display.subject).toEqual({ name: 'x' });
  });
});

describe('parseAuditEvent', () => {
  it('turns junk into the unknown event', () => {
    for (const junk of ['', '{', 'null', '42', '[1,2]', '"text"', undefined, 7]) {
      expect(parseAuditEvent(junk)).toEqual({ kind: 'unknown' });
    }
  });

  it('never throws on any string', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.json(), fc.anything({ maxDepth: 1 })),
        (value) => {
          expect(() => parseAuditEvent(value)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('always gives a sentence for any role and event', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom('web:controls:seek', 'web:queue:playlist', 'web:queue:party-mode'),
        ),
        fc.oneof(fc.json(), fc.string()),
        fc.boolean(),
        (role, event, isAuthorised) => {
          const display = describeAuditEntry(entry(role, event, isAuthorised));
          expect(typeof display.text).toBe('string');
          expect(display.text.length).toBeGreaterThan(0);
          // Placeholders never leak, unless the server itself sent those words.
          if (!/undefined|NaN/.test(role + event)) {
            expect(display.text).not.toMatch(/undefined|NaN/);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('knows every permission that has a template', () => {
    expect(auditEventType('WEB:CONTROLS:PRESET:NIGHTCORE')).toBe('preset:nightcore');
    expect(auditEventType('web:queue:reorder')).toBe('reorder');
    expect(auditEventType('something else')).toBe('unknown');
  });

  it('reads roles named like Object.prototype members as unknown events', () => {
    for (const role of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(auditEventType(role)).toBe('unknown');
      expect(describeAuditEntry(entry(role, '', true)).text).toBe(`used ${role}`);
    }
  });
});
