import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { optionLabel, preferenceLabel, PREFERENCES, type Preferences } from '@/lib/preferences';

type DownloadFormat = Preferences['downloadFormat'];

const OPTIONS = PREFERENCES.downloadFormat.options;

function isFormat(value: string): value is DownloadFormat {
  return OPTIONS.some((option) => option.value === value);
}

interface FormatSelectProps {
  value: DownloadFormat;
  onValueChange: (format: DownloadFormat) => void;
  /** While a download is in progress the format it was asked for must not change under it. */
  disabled?: boolean;
}

/** The audio output format: 'Waveform (.wav)' (default), 'MP3 (.mp3)', 'Ogg (.ogg)'. */
function FormatSelect({ value, onValueChange, disabled }: FormatSelectProps) {
  return (
    <div data-slot="format-select" className="grid gap-2">
      <Label htmlFor="download-format">{preferenceLabel(PREFERENCES.downloadFormat)}</Label>
      <Select
        value={value}
        onValueChange={(next) => isFormat(next) && onValueChange(next)}
        disabled={disabled}
      >
        <SelectTrigger id="download-format" className="w-56 pointer-coarse:data-[size=md]:h-11">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {OPTIONS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {optionLabel(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export { FormatSelect };
