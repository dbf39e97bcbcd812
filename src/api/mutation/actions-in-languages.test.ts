/**
 * The actions speak the active language: questions, success and refusal toasts in German and
 * Russian, and the counted messages around them with each language's plural forms.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, t } from '@/lib/i18n';
import { confirmSkipOther, revertSettingsQuestion } from '@/lib/messages';
import { actionKit } from './action-test-kit';
import { clearQueue } from '../instances/queue-actions';

afterEach(() => activateLanguage('en'));

describe('actions in German', () => {
  it('asks, toasts the success and the refusal in German', async () => {
    await activateLanguage('de');
    const dj = await actionKit('dj', [true]);
    await clearQueue(dj.ctx, 'lounge', true);
    expect(dj.questions).toEqual(['Dadurch werden deine Titel aus der Warteschlange entfernt.']);
    expect(dj.toasts).toEqual([
      { kind: 'success', message: 'Deine Titel wurden aus der Warteschlange entfernt' },
    ]);

    const listener = await actionKit('listener', [true]);
    await clearQueue(listener.ctx, 'lounge', false);
    expect(listener.questions).toEqual(['Dadurch wird die Warteschlange geleert.']);
    expect(listener.toasts).toEqual([
      { kind: 'error', message: 'Du darfst die Warteschlange nicht leeren' },
    ]);
  });

  it('names who queued the track, and counts with singular and plural', async () => {
    await activateLanguage('de');
    expect(confirmSkipOther('dj_kat', '0420')).toBe(
      'Dieser Titel wurde von dj_kat (0420) hinzugefügt. Willst du ihn wirklich überspringen?',
    );
    expect(t('general.loadMoreTracks', { count: 1 })).toBe('1 weiteren Titel laden');
    expect(t('general.loadMoreTracks', { count: 12 })).toBe('12 weitere Titel laden');
    expect(revertSettingsQuestion(['Design', 'Audioformat'])).toBe(
      'Dadurch werden alle in diesem Browser gespeicherten Einstellungen gelöscht und die Seite ' +
        'wird neu geladen. Deine 2 Änderungen gehen verloren: Design, Audioformat.',
    );
  });
});

describe('actions in Russian', () => {
  it('asks, toasts the success and the refusal in Russian', async () => {
    await activateLanguage('ru');
    const dj = await actionKit('dj', [true]);
    await clearQueue(dj.ctx, 'lounge', true);
    expect(dj.questions).toEqual(['Добавленные вами треки будут удалены.']);
    expect(dj.toasts).toEqual([{ kind: 'success', message: 'Ваши треки удалены из очереди' }]);

    const listener = await actionKit('listener', [true]);
    await clearQueue(listener.ctx, 'lounge', false);
    expect(listener.toasts).toEqual([
      { kind: 'error', message: 'У вас нет разрешения очищать очередь' },
    ]);
  });

  it('counts with the one, few and many forms', async () => {
    await activateLanguage('ru');
    expect(t('general.loadMoreTracks', { count: 1 })).toBe('Загрузить ещё 1 трек');
    expect(t('general.loadMoreTracks', { count: 3 })).toBe('Загрузить ещё 3 трека');
    expect(t('general.loadMoreTracks', { count: 5 })).toBe('Загрузить ещё 5 треков');
    expect(t('general.loadMoreTracks', { count: 21 })).toBe('Загрузить ещё 21 трек');
    expect(revertSettingsQuestion(['Тема'])).toContain('Будет потеряно 1 изменение: Тема.');
    expect(revertSettingsQuestion(['a', 'b', 'c', 'd', 'e'])).toContain(
      'Будут потеряны 5 изменений:',
    );
  });
});
