import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  ALLOW_DOWNLOAD,
  canDownload,
  canRestartInstance,
  canSeeAdmin,
  canSeeAdminView,
  canSeeInstanceMenu,
  canUseOuchMyEars,
  hasRole,
  isPermission,
  normaliseRoles,
  permission,
  PERMISSION_GRID,
  ROOT,
} from './permissions';

describe('the permission table', () => {
  it('lists every permission of 2-secondary §6, group by group', () => {
    expect(ALL_PERMISSIONS).toEqual([
      'web:instance:restart',
      'web:meta:spotify',
      'web:controls:pause',
      'web:controls:resume',
      'web:controls:skip',
      'web:controls:skip-other',
      'web:controls:stop',
      'web:controls:restart',
      'web:controls:volume',
      'web:controls:seek',
      'web:controls:rate',
      'web:controls:tempo',
      'web:controls:pitch',
      'web:controls:crossfade',
      'web:controls:eq',
      'web:controls:reset',
      'web:controls:preset:nightcore',
      'web:queue:shuffle',
      'web:queue:party-mode',
      'web:queue:clear',
      'web:queue:playlist',
      'web:queue:track',
      'web:queue:top',
      'web:queue:delete',
      'web:queue:reorder',
      'web:queue:search',
    ]);
    expect(PERMISSION_GRID.map((row) => [row.group, row.actions.length])).toEqual([
      ['instance', 1],
      ['meta', 1],
      ['controls', 15],
      ['queue', 9],
    ]);
    expect(permission('controls', 'preset:nightcore')).toBe('web:controls:preset:nightcore');
    expect(ROOT).toBe('flags:root');
    expect(ALLOW_DOWNLOAD).toBe('flags:allow-download');
  });

  it('recognises permission strings', () => {
    expect(isPermission('web:queue:top')).toBe(true);
    expect(isPermission('web:queue:everything')).toBe(false);
    expect(isPermission(ROOT)).toBe(false);
  });
});

describe('normaliseRoles', () => {
  it('accepts the claim as a string or a list', () => {
    expect(normaliseRoles('flags:root')).toEqual(['flags:root']);
    expect(normaliseRoles(['web:queue:track', 'web:queue:top'])).toEqual([
      'web:queue:track',
      'web:queue:top',
    ]);
  });

  it('drops missing, blank, duplicate and non-string entries', () => {
    expect(normaliseRoles(undefined)).toEqual([]);
    expect(normaliseRoles('')).toEqual([]);
    expect(normaliseRoles(['a', 'a', ' ', 3, null, { role: 'x' }])).toEqual(['a']);
  });

  it('never throws and returns only non-empty strings', () => {
    fc.assert(
      fc.property(fc.anything(), (claim) => {
        const roles = normaliseRoles(claim);
        expect(roles.every((r) => typeof r === 'string' && r.length > 0)).toBe(true);
        expect(new Set(roles).size).toBe(roles.length);
      }),
    );
  });
});

describe('hasRole', () => {
  it('needs an exact match', () => {
    expect(hasRole(['web:queue:track'], 'web:queue:track')).toBe(true);
    expect(hasRole(['web:queue:track'], 'web:queue:top')).toBe(false);
    expect(hasRole(['web:queue'], 'web:queue:top')).toBe(false);
    expect(hasRole(['WEB:QUEUE:TOP'], 'web:queue:top')).toBe(false);
    expect(hasRole([], 'web:queue:top')).toBe(false);
  });

  it('lets root satisfy every check', () => {
    fc.assert(
      fc.property(fc.string(), (role) => {
        expect(hasRole([ROOT], role)).toBe(true);
      }),
    );
  });
});

describe('UI rules of 1-core §6', () => {
  const root = [ROOT];
  const downloader = [ALLOW_DOWNLOAD];
  const restarter = ['web:instance:restart'];
  const listener = ['web:controls:pause', 'web:controls:resume'];

  it('shows the admin button, Admin View and Ouch my Ears to root only', () => {
    for (const check of [canSeeAdmin, canSeeAdminView, canUseOuchMyEars]) {
      expect(check(root)).toBe(true);
      expect(check(downloader)).toBe(false);
      expect(check(restarter)).toBe(false);
      expect(check(ALL_PERMISSIONS)).toBe(false);
      expect(check([])).toBe(false);
    }
  });

  it('shows the download button to root or allow-download', () => {
    expect(canDownload(root)).toBe(true);
    expect(canDownload(downloader)).toBe(true);
    expect(canDownload(listener)).toBe(false);
  });

  it('offers Restart to root or web:instance:restart, and the menu when either entry applies', () => {
    expect(canRestartInstance(root)).toBe(true);
    expect(canRestartInstance(restarter)).toBe(true);
    expect(canRestartInstance(listener)).toBe(false);
    expect(canSeeInstanceMenu(root)).toBe(true);
    expect(canSeeInstanceMenu(restarter)).toBe(true);
    expect(canSeeInstanceMenu(listener)).toBe(false);
  });
});
