import * as React from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { fieldA11y, FormField } from './form-field';
import { FormStatus } from './form-status';
import {
  type CreateInstanceInput,
  type CreateInstanceValues,
  createInstanceSchema,
  type InstanceField,
  INSTANCE_FIELD_LABELS,
} from './instance-form-schema';
import { SnowflakeInput } from './snowflake-input';
import { t } from '@/lib/i18n';

const FIELDS = [
  'name',
  'discordChannelId',
  'discordGuildId',
] as const satisfies readonly InstanceField[];
const EMPTY: CreateInstanceInput = { name: '', discordChannelId: '', discordGuildId: '' };

interface InstanceCreateFormProps {
  /**
   * Creates; resolves to null when created, or to the error text when the server did not take
   * it: shown under the form until the next submit or edit, and the form keeps what was typed.
   */
  onSubmit: (values: CreateInstanceValues) => Promise<string | null>;
  defaultValues?: CreateInstanceInput;
}

/**
 * Name, Discord Channel ID and Discord Guild ID, each required; the ids numbers of up to 20
 * digits. A refusal's text shows under the form in the danger colour (2-secondary §8),
 * announced, until the next submit or edit.
 */
function InstanceCreateForm({ onSubmit, defaultValues = EMPTY }: InstanceCreateFormProps) {
  const id = React.useId();
  const [failure, setFailure] = React.useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreateInstanceInput, unknown, CreateInstanceValues>({
    resolver: zodResolver(createInstanceSchema),
    defaultValues,
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => setFailure(await onSubmit(values)));

  return (
    <form
      data-slot="instance-create-form"
      noValidate
      aria-label={t('admin.createInstance')}
      className="grid max-w-xl gap-4"
      onSubmit={(event) => {
        setFailure(null);
        void submit(event);
      }}
      // Any edit: the last refusal no longer describes what the form holds.
      onChange={() => setFailure(null)}
    >
      {FIELDS.map((field) => {
        const fieldId = `${id}-${field}`;
        const error = errors[field]?.message;
        return (
          <FormField key={field} id={fieldId} label={t(INSTANCE_FIELD_LABELS[field])} error={error}>
            {field === 'name' ? (
              <Input autoComplete="off" {...fieldA11y(fieldId, error)} {...register(field)} />
            ) : (
              <SnowflakeInput {...fieldA11y(fieldId, error)} {...register(field)} />
            )}
          </FormField>
        );
      })}
      <div>
        <Button type="submit" loading={isSubmitting}>
          {t('admin.create')}
        </Button>
      </div>
      <FormStatus error={failure} />
    </form>
  );
}

export { InstanceCreateForm };
