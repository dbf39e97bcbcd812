import { describe, expect, it } from 'vitest';
import { PRESETS } from '@/lib/player/audio-settings';
import { actionKit } from '../mutation/action-test-kit';
import { applyPreset, setAudioValue, setEqualizer } from './audio-actions';

const preset = (id: string) => PRESETS.find((p) => p.id === id)!;

describe('audio actions against the mock', () => {
  it('sends slider values clamped to their bounds, silently, raising their events', async () => {
    const kit = await actionKit('dj');
    kit.listen('adjustPitch');
    await setAudioValue(kit.ctx, 'lounge', 'volume', 140);
    await setAudioValue(kit.ctx, 'lounge', 'pitch', -3);
    expect(kit.wire).toEqual([
      { method: 'POST', path: '/api/action/volume/lounge', body: { value: 100 } },
      { method: 'POST', path: '/api/action/pitch/lounge', body: { value: -3 } },
    ]);
    expect(kit.toasts).toEqual([]);
    expect(kit.events).toEqual(['adjustPitch']);
  });

  it('sends the 10 equalizer bands', async () => {
    const kit = await actionKit('dj');
    await setEqualizer(kit.ctx, 'lounge', [6, 5, 3, 0, 0, 0, 0, 0, 0, 0]);
    expect(kit.wire[0]?.body).toEqual([6, 5, 3, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('runs presets: nightcore, bass boost and reset (which asks first)', async () => {
    const kit = await actionKit('dj', [true]);
    await applyPreset(kit.ctx, 'lounge', preset('nightcore'));
    await applyPreset(kit.ctx, 'lounge', preset('bassBoost'));
    await applyPreset(kit.ctx, 'lounge', preset('reset'));
    expect(kit.wire.map((c) => c.path)).toEqual([
      '/api/action/nightcore/lounge',
      '/api/action/equalizer/lounge',
      '/api/action/reset/lounge',
    ]);
    expect(kit.questions).toEqual([
      'This will reset all audio settings/enhancements to their default settings',
    ]);
    expect(kit.toasts.map((t) => t.message)).toEqual(['Success!', 'Success!', 'Modifiers reset']);
  });

  it('gives every preset one success toast once all its calls went through', async () => {
    const kit = await actionKit('root-admin', [true]);
    for (const each of PRESETS) await applyPreset(kit.ctx, 'lounge', each);
    expect(kit.toasts).toEqual(
      PRESETS.map((each) => ({
        kind: 'success',
        message: each.id === 'reset' ? 'Modifiers reset' : 'Success!',
      })),
    );
    // Ouch my Ears: the volume, then all ten bands at 64.
    expect(kit.wire.slice(-4, -1).map((c) => c.body)).toEqual([
      [-4, -3, 0, 0, 0, 0, 0, 0, -3, -4],
      { value: 100 },
      Array(10).fill(64),
    ]);
  });

  it('stops a preset at its first refusal, without its success toast', async () => {
    const kit = await actionKit('listener');
    await applyPreset(kit.ctx, 'lounge', preset('bassBoost'));
    expect(kit.toasts).toEqual([
      { kind: 'error', message: "You're not allowed to adjust the equalizer" },
    ]);
  });

  it('refuses a listener changing the volume', async () => {
    const kit = await actionKit('listener');
    await setAudioValue(kit.ctx, 'lounge', 'volume', 40);
    expect(kit.toasts).toEqual([
      { kind: 'error', message: "You're not allowed to change the volume" },
    ]);
  });
});
