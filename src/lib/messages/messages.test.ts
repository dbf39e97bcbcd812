// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_EVENT_NAMES } from '../player/action-event-names';
import {
  ACTIONS,
  confirmInstanceAction,
  confirmRunAll,
  confirmSkipOther,
  instanceActionFailed,
  refusalMessage,
  type ActionKey,
  type InstanceVerb,
} from '.';
import { t } from '../i18n';
import { isPermission } from '../admin/permissions';

// Expected strings are copied by hand from the spec documents so the test stands alone.
describe('action messages', () => {
  it('has every refusal of 1-core §8 and the metadata one of 2-secondary §8', () => {
    const refusals = Object.values(ACTIONS).map((a) => t(a.refusal));
    for (const what of [
      'stop or disconnect the bot',
      'resume',
      'pause',
      'restart tracks',
      'skip tracks',
      'skip tracks queued by others',
      'add tracks to the queue',
      'add playlists, albums, or artist top tracks to the queue',
      'reorder tracks',
      'move tracks to the top of the queue',
      'remove tracks from the queue',
      'shuffle',
      'toggle party mode',
      'clear the queue',
      'change the volume',
      'seek',
      'change the playback rate',
      'change the playback tempo',
      'change the playback pitch',
      'change the crossfade duration',
      'adjust the equalizer',
      'use the nightcore preset',
      'reset the settings',
      'restart the bot',
      'search for tracks',
      'view Spotify metadata',
    ]) {
      expect(refusals).toContain(`You're not allowed to ${what}`);
    }
  });

  it('pairs each action with its permission, confirmation, success toast and event', () => {
    const row = (key: ActionKey) => {
      const a = ACTIONS[key];
      return [
        a.permission,
        a.confirmation && t(a.confirmation),
        a.success && t(a.success),
        a.event,
      ];
    };
    expect(row('stop')).toEqual([
      'web:controls:stop',
      'This will clear the queue and disconnect the bot.',
      'Stopped',
      'stop',
    ]);
    expect(row('resume')).toEqual(['web:controls:resume', null, 'Resumed', 'resume']);
    expect(row('pause')).toEqual(['web:controls:pause', null, 'Paused', 'pause']);
    expect(row('restartTrack')).toEqual([
      'web:controls:restart',
      'This will restart the current track.',
      'Restarted',
      'restartTrack',
    ]);
    expect(row('skip')).toEqual([
      'web:controls:skip',
      'This will skip the current track.',
      'Skipped',
      'skip',
    ]);
    expect(row('pushTrack')).toEqual(['web:queue:track', null, 'Pushed to the queue', 'pushTrack']);
    expect(t(ACTIONS.pushTrackNext.success ?? 'general.error')).toBe(
      'Pushed to the top of the queue',
    );
    // The server checks `top` for a push with next: true (openapi.yaml), so its refusal says so.
    expect(ACTIONS.pushTrackNext.permission).toBe('web:queue:top');
    expect(t(ACTIONS.pushTrackNext.refusal)).toBe(
      "You're not allowed to move tracks to the top of the queue",
    );
    expect(row('pushPlaylist')[0]).toBe('web:queue:playlist');
    expect(row('moveToTop')).toEqual([
      'web:queue:top',
      null,
      'Moved to the top of the queue',
      'moveToTop',
    ]);
    expect(row('removeTrack')).toEqual([
      'web:queue:delete',
      null,
      'Track removed from queue',
      'removeTrack',
    ]);
    expect(row('shuffle')).toEqual([
      'web:queue:shuffle',
      'This will shuffle the queue.',
      'Queue shuffled',
      'shuffle',
    ]);
    expect(row('partyMode')).toEqual([
      'web:queue:party-mode',
      'This will toggle party mode.',
      'Party mode toggled',
      'partyMode',
    ]);
    expect(row('clearQueue')).toEqual([
      'web:queue:clear',
      'This will clear the queue.',
      'Queue cleared',
      'clearQueue',
    ]);
    expect(row('clearMine')).toEqual([
      'web:queue:clear',
      'This will clear your queued tracks.',
      'Removed your queued tracks',
      'clearMine',
    ]);
    expect(row('resetSettings')).toEqual([
      'web:controls:reset',
      'This will reset all audio settings/enhancements to their default settings',
      'Modifiers reset',
      'resetSettings',
    ]);
    expect(row('restartInstance')).toEqual([
      'web:instance:restart',
      'This will restart the bot.',
      'Success!',
      'restartInstance',
    ]);
    expect(row('adjustCrossfade')).toEqual([
      'web:controls:crossfade',
      null,
      null,
      'adjustCrossfade',
    ]);
    expect(row('adjustEqualizer')[0]).toBe('web:controls:eq');
    expect(row('nightcore')[0]).toBe('web:controls:preset:nightcore');
    expect(row('search')).toEqual(['web:queue:search', null, null, null]);
    expect(row('viewSpotifyMetadata')[0]).toBe('web:meta:spotify');
  });

  it('asks first exactly for the nine actions 1-core §5 lists', () => {
    const confirmed = (Object.keys(ACTIONS) as ActionKey[]).filter(
      (key) => ACTIONS[key].confirmation !== null,
    );
    expect(confirmed.sort()).toEqual(
      [
        'stop',
        'restartTrack',
        'skip',
        'shuffle',
        'partyMode',
        'clearQueue',
        'clearMine',
        'resetSettings',
        'restartInstance',
      ].sort(),
    );
  });

  it('lists every event an action raises once, and no other (the shell listens to that list)', () => {
    const raised = new Set(Object.values(ACTIONS).map((a) => a.event));
    raised.delete(null);
    expect([...ACTION_EVENT_NAMES].sort()).toEqual([...raised].sort());
  });

  it('uses only known permissions and never a DOM event name', () => {
    for (const a of Object.values(ACTIONS)) {
      expect(isPermission(a.permission)).toBe(true);
      expect(['reset', 'search', 'submit', 'change', 'input']).not.toContain(a.event);
    }
  });

  it("gives a refused skip of someone else's track its own message", () => {
    expect(refusalMessage('skip')).toBe("You're not allowed to skip tracks");
    expect(refusalMessage('skip', true)).toBe("You're not allowed to skip tracks queued by others");
    expect(refusalMessage('pause', true)).toBe("You're not allowed to pause");
  });

  it('asks about skipping a track queued by someone else', () => {
    expect(confirmSkipOther('dj_kat', '0420')).toBe(
      'This track was queued by dj_kat (0420). Do you really want to skip it?',
    );
  });
});

describe('other messages', () => {
  it('quotes the generic, empty-state and information texts exactly', () => {
    expect(t('general.success')).toBe('Success!');
    expect(t('general.error')).toBe('An error occurred');
    expect(t('general.errorWithDetail', { detail: 'code expired' })).toBe(
      'An error occurred: code expired',
    );
    expect(t('ui.confirmTitle')).toBe('Are you sure?');
    expect(t('error.unexpectedTitle')).toBe('Unexpected Application Error!');
    expect(t('general.crossfadeUnsupported')).toBe('Crossfade is currently not supported, sorry!');
    expect(t('general.metadataUnsupported')).toBe('This view only supports Spotify.');
    expect(t('general.searchPlaceholder')).toBe('Search for a song or playlist');
    expect(t('general.emptySearchResults')).toBe('No results found');
    expect(t('general.emptyQueue')).toBe(
      'No tracks in the queue. Any tracks you queue up will appear here.',
    );
    expect(t('general.noLyrics')).toBe('No lyrics available.');
    expect(t('general.noSyncedLyrics')).toBe('No synchronised lyrics available.');
    expect(t('general.emptyActivity')).toBe("Nothing's happened yet.");
    expect(t('general.unauthorisedEntry', { permission: 'web:queue:shuffle' })).toBe(
      'Unauthorised: web:queue:shuffle',
    );
    expect(t('general.loadMoreTracks', { count: 12 })).toBe('Load 12 more tracks');
  });

  it('builds the admin instance texts for every verb, one or all', () => {
    const verbs: InstanceVerb[] = ['deploy', 'remove', 'stop', 'start', 'restart', 'kill'];
    for (const verb of verbs) {
      expect(confirmInstanceAction(verb)).toBe(`Are you sure you want to ${verb} this instance?`);
      expect(confirmInstanceAction(verb, true)).toBe(
        `Are you sure you want to ${verb} ALL instances?`,
      );
      expect(instanceActionFailed(verb)).toBe(`Failed to ${verb} instance`);
      expect(instanceActionFailed(verb, true)).toBe(`Failed to ${verb} instances`);
    }
    expect(confirmInstanceAction('delete')).toBe(
      'Are you sure you want to delete this instance? The instance will be killed and removed.',
    );
    expect(instanceActionFailed('delete')).toBe('Failed to delete instance');
    expect(instanceActionFailed('deploy', true)).toBe('Failed to deploy instances');
    expect(t('admin.accessDenied')).toBe("You don't have access to this section");
    expect(t('admin.kickConfirmation')).toBe('Are you sure you want to kick this user?');
  });

  it('quotes the downloader texts exactly', () => {
    expect(t('downloader.failed')).toBe('Something went wrong!');
    expect(t('downloader.unsupportedService')).toBe('Unsupported URI - Spotify only');
    expect(t('downloader.unsupportedType')).toBe('Unsupported URI - must be a track or playlist');
    expect(t('downloader.fetchingMetadata')).toBe('Fetching metadata...');
    expect(t('downloader.dropHere')).toBe('Drop a track or playlist here');
    expect(t('downloader.dropHint')).toBe('Drag and drop it from Spotify');
    expect(t('downloader.statusDownloading')).toBe('Downloading...');
    expect(t('downloader.statusPending')).toBe('Pending...');
    expect(
      t('downloader.confirmRemoveJob', { name: 'Cruel Summer', artists: 'Taylor Swift' }),
    ).toBe("Are you sure you want to remove 'Cruel Summer' by 'Taylor Swift'?");
    expect(t('downloader.queueTitle', { playlist: 'Road Trip', owner: 'kat' })).toBe(
      'Download Queue for Road Trip by kat',
    );
    expect(t('downloader.timeoutLabel', { ms: 10000 })).toBe('Timeout: 10000ms');
    expect(t('downloader.intervalLabel', { ms: 0 })).toBe('Interval: 0ms');
  });

  it('lists the job count and settings before Run All, and says where tracks go', () => {
    expect(
      confirmRunAll({ jobs: 12, autoRetry: true, autoZip: false, timeoutMs: 10000, intervalMs: 0 }),
    ).toBe(
      "This will download 12 tracks into your browser's memory. Auto retry: on. Auto zip: off. " +
        'Timeout: 10000ms. Interval: 0ms.',
    );
    expect(
      confirmRunAll({
        jobs: 1,
        autoRetry: false,
        autoZip: true,
        timeoutMs: 20000,
        intervalMs: 1000,
      }),
    ).toContain('download 1 track into');
  });

  it('fills placeholders as plain text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, other) => {
        expect(confirmSkipOther(name, other)).toBe(
          'This track was queued by ' + name + ' (' + other + '). Do you really want to skip it?',
        );
        expect(t('downloader.confirmRemoveJob', { name, artists: other })).toBe(
          "Are you sure you want to remove '" + name + "' by '" + other + "'?",
        );
        expect(t('downloader.queueTitle', { playlist: name, owner: other })).toBe(
          'Download Queue for ' + name + ' by ' + other,
        );
      }),
    );
    expect(confirmSkipOther('$& {name} <b>', '$1')).toBe(
      'This track was queued by $& {name} <b> ($1). Do you really want to skip it?',
    );
  });
});
