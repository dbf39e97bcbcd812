/** Audio actions of the Controls tab (1-core §5 "Audio slider bounds", §9 presets). */
import { clampAudio, type Preset } from '@/lib/player/audio-settings';
import type { ActionContext } from '../mutation/action-context';
import { runAction } from '../mutation/run-action';

const withValue = (instanceId: string, value: number) => ({
  params: { path: { id: instanceId } },
  body: { value },
});

export type SliderSetting = 'volume' | 'rate' | 'tempo' | 'pitch' | 'crossfade';

/** Sends one slider's value (clamped to its bounds); silent on success like every slider. */
export function setAudioValue(
  ctx: ActionContext,
  instanceId: string,
  setting: SliderSetting,
  raw: number,
) {
  const value = clampAudio(setting, raw);
  const silent = { silent: true };
  switch (setting) {
    case 'volume':
      return runAction(
        ctx,
        'adjustVolume',
        (c) => c.POST('/api/action/volume/{id}', withValue(instanceId, value)),
        silent,
      );
    case 'rate':
      return runAction(
        ctx,
        'adjustRate',
        (c) => c.POST('/api/action/rate/{id}', withValue(instanceId, value)),
        silent,
      );
    case 'tempo':
      return runAction(
        ctx,
        'adjustTempo',
        (c) => c.POST('/api/action/tempo/{id}', withValue(instanceId, value)),
        silent,
      );
    case 'pitch':
      return runAction(
        ctx,
        'adjustPitch',
        (c) => c.POST('/api/action/pitch/{id}', withValue(instanceId, value)),
        silent,
      );
    case 'crossfade':
      return runAction(
        ctx,
        'adjustCrossfade',
        (c) => c.POST('/api/action/crossfade/{id}', withValue(instanceId, value)),
        silent,
      );
  }
}

/**
 * Sends the 10 bands. Slider values stay within ±12; presets may send more (Ouch my Ears: 64),
 * so only non-numbers are replaced here.
 */
export function setEqualizer(ctx: ActionContext, instanceId: string, bands: readonly number[]) {
  const body = bands.map((band) => (Number.isFinite(band) ? Math.round(band) : 0));
  return runAction(
    ctx,
    'adjustEqualizer',
    (c) => c.POST('/api/action/equalizer/{id}', { params: { path: { id: instanceId } }, body }),
    { silent: true },
  );
}

/**
 * Runs a preset's actions in order, each silent, and toasts the preset's success once when all
 * went through; stops at the first that does not (its refusal or failure toast says why).
 */
export async function applyPreset(ctx: ActionContext, instanceId: string, preset: Preset) {
  const silent = { silent: true };
  for (const action of preset.actions) {
    let outcome;
    if (action === 'nightcore') {
      outcome = await runAction(
        ctx,
        'nightcore',
        (c) => c.POST('/api/action/nightcore/{id}', { params: { path: { id: instanceId } } }),
        silent,
      );
    } else if (action === 'resetSettings') {
      outcome = await runAction(
        ctx,
        'resetSettings',
        (c) => c.POST('/api/action/reset/{id}', { params: { path: { id: instanceId } } }),
        silent,
      );
    } else if (action === 'adjustVolume' && preset.volume !== undefined) {
      outcome = await setAudioValue(ctx, instanceId, 'volume', preset.volume);
    } else if (action === 'adjustEqualizer' && preset.bands !== undefined) {
      outcome = await setEqualizer(ctx, instanceId, preset.bands);
    } else {
      continue;
    }
    if (outcome.status !== 'done') return outcome;
  }
  ctx.notify.success(preset.success);
  return { status: 'done' as const, data: undefined };
}
