import * as React from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { fieldA11y, FormField } from './form-field';
import { FormStatus } from './form-status';
import {
  type EditInstanceInput,
  type EditInstanceValues,
  editInstanceSchema,
  type InstanceField,
  INSTANCE_FIELD_LABELS,
  SECRET_FIELDS,
  SNOWFLAKE_FIELDS,
} from './instance-form-schema';
import { SecretInput } from './secret-input';
import { SnowflakeInput } from './snowflake-input';
import { t } from '@/lib/i18n';

const FIELDS: readonly InstanceField[] = [
  'name',
  'discordToken',
  'discordChannelId',
  'discordGuildId',
  'discordNickname',
  'spotifyUsername',
  'spotifyPassword',
  'spotifyClientId',
  'spotifyClientSecret',
];

interface InstanceEditFormProps {
  defaultValues: EditInstanceInput;
  /**
   * Saves; resolves true when saved. On false the caller has told the user why (a toast) and the
   * form keeps what was typed.
   */
  onSubmit: (values: EditInstanceValues) => Promise<boolean>;
}

/**
 * Every edit field, required; ids must be numbers of up to 20 digits; errors appear once a field
 * is touched or the form was submitted. Secrets start masked. On success "Success!" shows and
 * the saved values become the new starting point; a refusal is the caller's toast.
 */
function InstanceEditForm({ defaultValues, onSubmit }: InstanceEditFormProps) {
  const id = React.useId();
  const [saved, setSaved] = React.useState(false);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<EditInstanceInput, unknown, EditInstanceValues>({
    resolver: zodResolver(editInstanceSchema),
    defaultValues,
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    setSaved(false);
    if (!(await onSubmit(values))) return;
    reset(getValues());
    setSaved(true);
  });

  return (
    <form
      data-slot="instance-edit-form"
      noValidate
      aria-label={t('admin.editInstance')}
      className="grid gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map((field) => {
          const fieldId = `${id}-${field}`;
          const error = errors[field]?.message;
          const label = t(INSTANCE_FIELD_LABELS[field]);
          const inputProps = { ...fieldA11y(fieldId, error), ...register(field) };
          return (
            <FormField key={field} id={fieldId} label={label} error={error}>
              {SECRET_FIELDS.has(field) ? (
                <SecretInput label={label} {...inputProps} />
              ) : SNOWFLAKE_FIELDS.has(field) ? (
                <SnowflakeInput {...inputProps} />
              ) : (
                <Input autoComplete="off" {...inputProps} />
              )}
            </FormField>
          );
        })}
      </div>
      <div>
        <Button type="submit" loading={isSubmitting}>
          {t('admin.save')}
        </Button>
      </div>
      <FormStatus success={saved ? t('general.success') : null} />
    </form>
  );
}

export { InstanceEditForm };
