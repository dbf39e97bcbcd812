import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createInstance } from '@/api/admin-instances/actions';
import { AdminPage } from '@/components/admin/admin-page';
import { InstanceCreateForm } from '@/components/admin/instance-create-form';
import { SecretKeyDialog } from '@/components/admin/secret-key-dialog';
import { useActionContext } from '@/app/use-action-context';
import { t } from '@/lib/i18n';
import { keepFormFailure } from './keep-form-failure';

/** /admin/instances/create — the form, then the secret key once, then the new instance. */
export function InstanceCreateRoute() {
  const ctx = useActionContext();
  const navigate = useNavigate();
  const [created, setCreated] = useState<{ id: string; key: string } | null>(null);
  return (
    <AdminPage title={t('admin.createInstance')}>
      <InstanceCreateForm
        onSubmit={async (values) => {
          // Not created: the toast and the form say why; the form keeps what was typed.
          const { result, failure } = await keepFormFailure(
            (onRefused) => createInstance(ctx, values, onRefused),
            (created) => created !== null,
          );
          setCreated(result);
          return failure;
        }}
      />
      <SecretKeyDialog
        secretKey={created?.key ?? null}
        onContinue={() => {
          if (created) void navigate(`/${encodeURIComponent(created.id)}`);
          setCreated(null);
        }}
      />
    </AdminPage>
  );
}
