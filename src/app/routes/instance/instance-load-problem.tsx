import type { ApiError } from '@/api/api-error';
import { InstanceUnavailable } from '@/components/instance/instance-unavailable';
import { ErrorMessage } from '@/components/ui/error-message';
import { t } from '@/lib/i18n';

/**
 * What the instance page says when its first answer is an error: no access to a server that
 * exists, no such server, or the failure itself.
 */
export function InstanceLoadProblem({
  error,
  instanceId,
}: {
  error: ApiError;
  instanceId: string;
}) {
  if (error.status === 403) return <InstanceUnavailable reason="denied" id={instanceId} />;
  if (error.status === 404) return <InstanceUnavailable reason="not-found" id={instanceId} />;
  return (
    <ErrorMessage>{t('instanceMessages.serverLoadFailed', { detail: error.message })}</ErrorMessage>
  );
}
