import * as React from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { GENERIC_MESSAGES } from '@/lib/messages';
import { fieldA11y, FormField } from './form-field';
import { FormStatus } from './form-status';
import {
  type CreateInstanceInput,
  type CreateInstanceValues,
  createInstanceSchema,
  type InstanceField,
  INSTANCE_FIELD_LABELS,
} from './instance-form-schema';

const FIELDS = [
  'name',
  'discordChannelId',
  'discordGuildId',
] as const satisfies readonly InstanceField[];
const EMPTY: CreateInstanceInput = { name: '', discordChannelId: '', discordGuildId: '' };

interface InstanceCreateFormProps {
  /** Creates; rejects with an Error whose message is the server's text. */
  onSubmit: (values: CreateInstanceValues) => Promise<void>;
  defaultValues?: CreateInstanceInput;
}

/** Name, Discord Channel ID and Discord Guild ID, each required; the ids numbers. */
function InstanceCreateForm({ onSubmit, defaultValues = EMPTY }: InstanceCreateFormProps) {
  const id = React.useId();
  const [serverError, setServerError] = React.useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreateInstanceInput, unknown, CreateInstanceValues>({
    resolver: zodResolver(createInstanceSchema),
    defaultValues,
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : GENERIC_MESSAGES.error);
    }
  });

  return (
    <form
      data-slot="instance-create-form"
      noValidate
      aria-label="Create instance"
      className="grid max-w-xl gap-4"
      onSubmit={(event) => void submit(event)}
    >
      {FIELDS.map((field) => {
        const fieldId = `${id}-${field}`;
        const error = errors[field]?.message;
        return (
          <FormField key={field} id={fieldId} label={INSTANCE_FIELD_LABELS[field]} error={error}>
            <Input
              inputMode={field === 'name' ? undefined : 'numeric'}
              autoComplete="off"
              {...fieldA11y(fieldId, error)}
              {...register(field)}
            />
          </FormField>
        );
      })}
      <div>
        <Button type="submit" loading={isSubmitting}>
          Create
        </Button>
      </div>
      <FormStatus error={serverError} />
    </form>
  );
}

export { InstanceCreateForm, type InstanceCreateFormProps };
