import type * as React from 'react';
import { Label } from '@/components/ui/label';

interface FormFieldProps {
  id: string;
  label: string;
  /** Shown under the input once it applies; the input points at it with aria-describedby. */
  error?: string;
  /** The input, given `id`, `aria-invalid` and `aria-describedby` by the caller. */
  children: React.ReactNode;
}

/**
 * A label, its input and the input's error. Its rows keep their own heights (`content-start`):
 * stretched beside a field with a longer error, a grid would share the extra height out among
 * its rows and push this input down, out of line with its neighbour in a two-column form.
 */
function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div data-slot="form-field" className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The props an input needs to name its error. */
function fieldA11y(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

export { FormField, fieldA11y };
