/**
 * What each permission lets a user do, in the reader's language: the admin
 * grid shows this as the box's label, with the permission string itself beside it as secondary
 * text, since admins know the strings. The two `restart`s read apart: the bot's and the track's.
 */
import { t } from '../i18n';
import type { Permission } from './permissions';

export function permissionLabel(permission: Permission): string {
  switch (permission) {
    case 'web:instance:restart':
      return t('permissions.instanceRestart');
    case 'web:meta:spotify':
      return t('permissions.metaSpotify');
    case 'web:controls:pause':
      return t('permissions.controlsPause');
    case 'web:controls:resume':
      return t('permissions.controlsResume');
    case 'web:controls:skip':
      return t('permissions.controlsSkip');
    case 'web:controls:skip-other':
      return t('permissions.controlsSkipOther');
    case 'web:controls:stop':
      return t('permissions.controlsStop');
    case 'web:controls:restart':
      return t('permissions.controlsRestart');
    case 'web:controls:volume':
      return t('permissions.controlsVolume');
    case 'web:controls:seek':
      return t('permissions.controlsSeek');
    case 'web:controls:rate':
      return t('permissions.controlsRate');
    case 'web:controls:tempo':
      return t('permissions.controlsTempo');
    case 'web:controls:pitch':
      return t('permissions.controlsPitch');
    case 'web:controls:crossfade':
      return t('permissions.controlsCrossfade');
    case 'web:controls:eq':
      return t('permissions.controlsEq');
    case 'web:controls:reset':
      return t('permissions.controlsReset');
    case 'web:controls:preset:nightcore':
      return t('permissions.controlsPresetNightcore');
    case 'web:queue:shuffle':
      return t('permissions.queueShuffle');
    case 'web:queue:party-mode':
      return t('permissions.queuePartyMode');
    case 'web:queue:clear':
      return t('permissions.queueClear');
    case 'web:queue:playlist':
      return t('permissions.queuePlaylist');
    case 'web:queue:track':
      return t('permissions.queueTrack');
    case 'web:queue:top':
      return t('permissions.queueTop');
    case 'web:queue:delete':
      return t('permissions.queueDelete');
    case 'web:queue:reorder':
      return t('permissions.queueReorder');
    case 'web:queue:search':
      return t('permissions.queueSearch');
  }
}
