import { useCallback, useMemo } from 'react';
import { applyPreset, setAudioValue, setEqualizer } from '@/api/instances/audio-actions';
import type { InstanceTracksData } from '@/api/instances/use-instance-tracks';
import { AudioControls, type AudioValueSetting } from '@/components/audio/audio-controls';
import { presetsFor, type Preset } from '@/lib/player/audio-settings';
import { useInstancePage } from './instance-page-context';

interface AudioSectionProps {
  instance: InstanceTracksData['instance'];
  roles: InstanceTracksData['roles'];
  /** The volume as the page shows it: the server's, or where the volume keys left it. */
  volume: number;
  /** Set (the instance is offline): every control is disabled, saying why. */
  disabledReason?: string;
}

/** The Controls tab: the player's audio settings, the equalizer and the presets this user may use. */
export function AudioSection({ instance, roles, volume, disabledReason }: AudioSectionProps) {
  const { instanceId, ctx } = useInstancePage();
  const values = useMemo(
    () => ({
      volume,
      rate: instance.playerRate,
      tempo: instance.playerTempo,
      pitch: instance.playerPitch,
      crossfade: instance.playerCrossfade,
      equalizer: instance.playerEqualizer,
    }),
    [instance, volume],
  );
  const presets = useMemo(() => presetsFor(roles), [roles]);
  const onChange = useCallback(
    (setting: AudioValueSetting, value: number) =>
      void setAudioValue(ctx, instanceId, setting, value),
    [ctx, instanceId],
  );
  const onEqualizer = useCallback(
    (bands: number[]) => void setEqualizer(ctx, instanceId, bands),
    [ctx, instanceId],
  );
  const onPreset = useCallback(
    (preset: Preset) => void applyPreset(ctx, instanceId, preset),
    [ctx, instanceId],
  );
  return (
    <AudioControls
      values={values}
      presets={presets}
      onChange={onChange}
      onEqualizer={onEqualizer}
      onPreset={onPreset}
      disabledReason={disabledReason}
    />
  );
}
