/**
 * The admin area and the Activity tab in German and Russian: whole sentences with their values
 * where each language puts them, plural forms by count, and numbers the reader's way.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { describeAuditEntry, type AuditEntry } from './audit-event';
import { activateLanguage } from '../i18n';
import { describeResources, powerStateLabel } from './instance-lifecycle';
import { confirmInstanceAction, instanceActionFailed, refusedFieldsDetail } from '../messages';
import { attentionReasons } from './resource-usage';

const NBSP = '\u00a0';

const textOf = (role: string, event: object) =>
  describeAuditEntry({
    role,
    event: JSON.stringify(event),
    recordedDateTime: '2026-11-22T10:00:00Z',
    isAuthorised: true,
    discordUsername: 'dj',
    discordDiscriminator: '0420',
  } satisfies AuditEntry).text;

const album = (numTracks: number) =>
  textOf('web:queue:playlist', {
    Type: 'album',
    Name: 'A Night at the Opera',
    Author: 'Queen',
    NumTracks: numTracks,
  });

afterEach(async () => {
  await activateLanguage('en');
});

describe('in German', () => {
  it('words an audit entry as one sentence, its count in the plural it needs', async () => {
    await activateLanguage('de');
    expect(album(12)).toBe('hat das Album A Night at the Opera von Queen eingereiht (12 Titel)');
    expect(textOf('web:queue:playlist', { Type: 'playlist', Name: 'Road Trip' })).toBe(
      'hat die Playlist Road Trip eingereiht',
    );
    expect(textOf('web:controls:skip', { Name: 'Bohemian Rhapsody', Artists: 'Queen' })).toBe(
      'hat Bohemian Rhapsody von Queen übersprungen',
    );
    expect(textOf('web:controls:seek', { Seek: 0.4213 })).toBe(`hat zu 42${NBSP}% gespult`);
  });

  it('asks and reports instance commands in German', async () => {
    await activateLanguage('de');
    expect(confirmInstanceAction('restart')).toBe(
      'Möchtest du diese Instanz wirklich neu starten?',
    );
    expect(confirmInstanceAction('delete')).toBe(
      'Möchtest du diese Instanz wirklich löschen? Die Instanz wird beendet und entfernt.',
    );
    expect(instanceActionFailed('deploy', true)).toBe(
      'Instanzen konnten nicht bereitgestellt werden',
    );
    expect(refusedFieldsDetail(['Name', 'Discord-Token'])).toBe(
      'Der Server hat Name, Discord-Token abgelehnt',
    );
  });

  it('shows power states, resources and attention reasons with German numbers', async () => {
    await activateLanguage('de');
    expect(powerStateLabel('running')).toBe('läuft');
    // A state the spec does not list is the host's own word.
    expect(powerStateLabel('hibernating')).toBe('hibernating');
    expect(
      describeResources({ isManaged: true, powerState: 'offline', cpuCurrent: 12.5, cpuMax: 0 })
        .cpu,
    ).toBe(`12,50 % / ∞`);
    expect(describeResources({ isManaged: false }).state).toBe('k. A.');
    expect(
      attentionReasons({
        isManaged: true,
        powerState: 'offline',
        memoryCurrentBytes: 95,
        memoryMaxBytes: 100,
      }),
    ).toEqual(['offline', `RAM 95${NBSP}%`]);
  });
});

describe('in Russian', () => {
  it('gives the track count of an audit entry its one, few and many forms', async () => {
    await activateLanguage('ru');
    expect(album(1)).toBe('добавил в очередь альбом A Night at the Opera от Queen (1 трек)');
    expect(album(3)).toBe('добавил в очередь альбом A Night at the Opera от Queen (3 трека)');
    expect(album(5)).toBe('добавил в очередь альбом A Night at the Opera от Queen (5 треков)');
    expect(album(21)).toBe('добавил в очередь альбом A Night at the Opera от Queen (21 трек)');
    expect(textOf('web:queue:playlist', { Type: 'artist', Name: 'Queen', NumTracks: 11 })).toBe(
      'добавил в очередь лучшие треки Queen (11 треков)',
    );
  });

  it('asks before a command on all instances in Russian', async () => {
    await activateLanguage('ru');
    expect(confirmInstanceAction('stop', true)).toBe(
      'Вы уверены, что хотите остановить ВСЕ экземпляры?',
    );
    expect(instanceActionFailed('kill')).toBe('Не удалось принудительно завершить экземпляр');
  });
});
