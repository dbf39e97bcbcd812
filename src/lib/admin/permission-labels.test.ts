import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, LANGUAGES } from '../i18n';
import { permissionLabel } from './permission-labels';
import { ALL_PERMISSIONS, permission } from './permissions';

afterEach(async () => {
  await activateLanguage('en');
});

describe('permissionLabel', () => {
  it('says in English what each permission lets a user do, beyond its raw action', () => {
    expect(permissionLabel('web:controls:skip-other')).toBe("Skip other people's tracks");
    expect(permissionLabel('web:controls:preset:nightcore')).toBe('Use the Nightcore preset');
    expect(permissionLabel('web:queue:shuffle')).toBe('Shuffle the queue');
  });

  it('tells the two restarts apart: the bot and the track', () => {
    expect(permissionLabel(permission('instance', 'restart'))).toBe('Restart the bot');
    expect(permissionLabel(permission('controls', 'restart'))).toBe('Restart the track');
  });

  it.each(LANGUAGES.map((language) => language.code))(
    'gives every permission its own label in %s',
    async (code) => {
      await activateLanguage(code);
      const labels = ALL_PERMISSIONS.map(permissionLabel);
      for (const label of labels) expect(label.trim()).not.toBe('');
      expect(new Set(labels).size).toBe(ALL_PERMISSIONS.length);
    },
  );
});
