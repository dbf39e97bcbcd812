import { memo, useEffect, useId, useRef, useState } from 'react';
import { Volume2 } from 'lucide-react';
import { AudioSlider } from '@/components/audio/audio-slider';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';
import { VOLUME_KEYS } from '@/lib/player/shortcuts';
import { t } from '@/lib/i18n';

interface VolumeControlProps {
  /** The player's volume as the page shows it (the server's, or where the volume keys left it). */
  volume: number;
  /** Sent debounced 250 ms; the server's value wins again about 1 s later (AudioSlider). */
  onVolume: (value: number) => void;
  disabled?: boolean;
  className?: string;
  /** The slider's box beside the speaker icon (its width). */
  sliderClassName?: string;
}

/**
 * The player's volume: a speaker icon beside the volume slider (its label read, not shown). One
 * piece for every player that has one: the docked bar from 1024 px, the phone's full player and
 * the mini player's volume panel, all with the Controls tab's debounce and server override.
 */
export const VolumeControl = memo(function VolumeControl({
  volume,
  onVolume,
  disabled,
  className,
  sliderClassName,
}: VolumeControlProps) {
  return (
    <div data-slot="volume-control" className={cn('flex items-center gap-2', className)}>
      <Volume2 aria-hidden className="size-4 shrink-0 text-muted-fg" />
      <div className={sliderClassName}>
        <AudioSlider
          setting="volume"
          value={volume}
          onSend={onVolume}
          hideLabel
          disabled={disabled}
          keyShortcuts={VOLUME_KEYS}
        />
      </div>
    </div>
  );
});

/**
 * The mini player's volume: a thumb-sized speaker button that opens the volume in a panel just
 * above the bar (a disclosure: the button says whether it is open). Escape, the button again or
 * a tap anywhere else closes it; Escape gives focus back to the button.
 */
export const VolumeButton = memo(function VolumeButton({
  volume,
  onVolume,
  disabled,
  className,
}: Omit<VolumeControlProps, 'sliderClassName'>) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <div ref={root} data-slot="volume-button" className={cn('shrink-0', className)}>
      <Button
        ref={button}
        variant={open ? 'secondary' : 'ghost'}
        size="icon"
        className="size-11"
        aria-label={t('audio.volume')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <Volume2 className="size-5" />
      </Button>
      {open && (
        <div
          id={panelId}
          data-slot="volume-panel"
          className="absolute inset-x-0 bottom-full border-t bg-card px-4 py-2 shadow-md"
        >
          <VolumeControl
            volume={volume}
            onVolume={onVolume}
            disabled={disabled}
            sliderClassName="min-w-0 flex-1"
          />
        </div>
      )}
    </div>
  );
});
