import { formatMilliseconds } from '@/lib/format/duration';
import * as React from 'react';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import { optionLabel, preferenceLabel, type PreferenceDefinition } from '@/lib/preferences';

type PreferenceValue = boolean | number | string;

interface PreferenceFieldProps {
  /** The local-storage key, used for ids and test hooks. */
  name: string;
  definition: PreferenceDefinition;
  value: PreferenceValue;
  onChange: (value: PreferenceValue) => void;
}

/** One setting drawn from its row of the preferences table: a switch, a slider or a select. */
function PreferenceField({ name, definition, value, onChange }: PreferenceFieldProps) {
  const id = `preference-${name}-${React.useId()}`;
  if (definition.kind === 'boolean') {
    return (
      <div data-slot="preference-field" className="flex items-center justify-between gap-3">
        <Label htmlFor={id}>{preferenceLabel(definition)}</Label>
        <Switch id={id} checked={value === true} onCheckedChange={(next) => onChange(next)} />
      </div>
    );
  }
  if (definition.kind === 'number') {
    return (
      <Slider
        data-preference={name}
        label={preferenceLabel(definition)}
        min={definition.min}
        max={definition.max}
        step={definition.step}
        value={typeof value === 'number' ? value : definition.default}
        onValueChange={(next) => onChange(next)}
        formatValue={definition.unit === 'ms' ? formatMilliseconds : String}
      />
    );
  }
  return (
    <div data-slot="preference-field" className="grid gap-2">
      <Label htmlFor={id}>{preferenceLabel(definition)}</Label>
      <Select value={String(value)} onValueChange={(next) => onChange(next)}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {definition.options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {optionLabel(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export { PreferenceField, type PreferenceValue };
