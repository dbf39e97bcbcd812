import * as React from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';
import { intlLocale, t } from '@/lib/i18n';
import { preferenceLabel, PREFERENCES } from '@/lib/preferences';

export interface JobOptionValues {
  autoRetry: boolean;
  autoZip: boolean;
  timeoutMs: number;
  intervalMs: number;
}

type JobOptionsProps = JobOptionValues & {
  onChange: <K extends keyof JobOptionValues>(key: K, value: JobOptionValues[K]) => void;
};

const TIMEOUT = PREFERENCES.downloadRequestTimeout;
const INTERVAL = PREFERENCES.downloadJobInterval;

/** The two checkboxes and the Timeout (10–120 s) and Interval (0–60 s) sliders. */
function JobOptions({ autoRetry, autoZip, timeoutMs, intervalMs, onChange }: JobOptionsProps) {
  const retryId = React.useId();
  const zipId = React.useId();
  const number = new Intl.NumberFormat(intlLocale());
  const seconds = (ms: number) => t('downloader.seconds', { seconds: number.format(ms / 1000) });
  return (
    <fieldset data-slot="job-options" className="grid gap-4">
      <legend className="sr-only">{t('downloader.options')}</legend>
      <div className="grid gap-3">
        <Label htmlFor={retryId} className="font-normal">
          <Checkbox
            id={retryId}
            checked={autoRetry}
            onCheckedChange={(checked) => onChange('autoRetry', checked === true)}
          />
          {preferenceLabel(PREFERENCES.downloadAutoRetry)}
        </Label>
        <Label htmlFor={zipId} className="font-normal">
          <Checkbox
            id={zipId}
            checked={autoZip}
            onCheckedChange={(checked) => onChange('autoZip', checked === true)}
          />
          {preferenceLabel(PREFERENCES.downloadAutoZip)}
        </Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Slider
          label={t('downloader.timeoutLabel', { ms: timeoutMs })}
          value={timeoutMs}
          min={TIMEOUT.min}
          max={TIMEOUT.max}
          step={TIMEOUT.step}
          formatValue={seconds}
          onValueChange={(ms) => onChange('timeoutMs', ms)}
        />
        <Slider
          label={t('downloader.intervalLabel', { ms: intervalMs })}
          value={intervalMs}
          min={INTERVAL.min}
          max={INTERVAL.max}
          step={INTERVAL.step}
          formatValue={seconds}
          onValueChange={(ms) => onChange('intervalMs', ms)}
        />
      </div>
    </fieldset>
  );
}

export { JobOptions };
