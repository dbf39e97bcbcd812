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
   * Saves; resolves to null when saved, or to the error text when the server did not take it:
   * shown under the form until the next submit or edit, and the form keeps what was typed.
   */
  onSubmit: (values: EditInstanceValues) => Promise<string | null>;
}

/**
 * Every edit field, required; ids must be numbers of up to 20 digits; errors appear once a field
 * is touched or the form was submitted. Secrets start masked. On success "Success!" shows and
 * the saved values become the new starting point; a refusal's text shows under the form in the
 * danger colour (2-secondary §8), announced, until the next submit or edit.
 */
function InstanceEditForm({ defaultValues, onSubmit }: InstanceEditFormProps) {
  const id = React.useId();
  const [saved, setSaved] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
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
    const refused = await onSubmit(values);
    setFailure(refused);
    if (refused !== null) return;
    reset(getValues());
    setSaved(true);
  });

  return (
    <form
      data-slot="instance-edit-form"
      noValidate
      aria-label={t('admin.editInstance')}
      className="grid gap-4"
      onSubmit={(event) => {
        setFailure(null);
        void submit(event);
      }}
      // Any edit: the last refusal no longer describes what the form holds.
      onChange={() => setFailure(null)}
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
      <FormStatus error={failure} success={saved ? t('general.success') : null} />
    </form>
  );
}

export { InstanceEditForm };
