/**
 * Admin instance mutations (2-secondary §4, §7, §8): lifecycle commands on one instance or all,
 * create and edit. Each command asks first, calls, toasts the spec's failure text (or the generic
 * success), raises `adminInstanceCommand`, and revalidates every admin instance query. A form the
 * server did not take is told by the spec's toast 'An error occurred', and why under the form.
 */
import {
  instanceConfirmation,
  instanceFailure,
  type InstanceCommand,
} from '@/lib/admin/instance-lifecycle';
import { INSTANCE_FIELD_LABELS, refusedFieldsDetail } from '@/lib/messages';
import { t } from '@/lib/i18n';
import { answerError, ApiError } from '../api-error';
import type { ApiClient } from '../client';
import { adminInstanceKeys } from './keys';
import { adminUserKeys } from '../admin-users/keys';
import { instanceKeys } from '../instances/keys';
import type { components } from '@/contract/schema';
import { clientOf, revalidate, type ActionContext } from '../mutation/action-context';
import { runAction, type CallResult } from '../mutation/run-action';

export const ADMIN_INSTANCE_COMMAND_EVENT = 'adminInstanceCommand';

/** Everything the admin screens read about instances, and the sidebar's list. */
const INSTANCE_QUERIES = [adminInstanceKeys.all, adminUserKeys.all, instanceKeys.only('list')];

function send(
  client: ApiClient,
  command: InstanceCommand,
  target: string | 'all',
): Promise<CallResult> {
  if (target === 'all') {
    // The types rule it out; a code, not a sentence, if a caller casts its way past them.
    if (command === 'delete') throw new Error('admin-instances:bulk-delete');
    return client.PUT(`/api/admin/instances/${command}`, {});
  }
  const params = { params: { path: { id: target } } };
  if (command === 'delete') return client.DELETE('/api/admin/instances/{id}', params);
  const paths = {
    up: '/api/admin/instances/{id}/up',
    down: '/api/admin/instances/{id}/down',
    start: '/api/admin/instances/{id}/start',
    stop: '/api/admin/instances/{id}/stop',
    restart: '/api/admin/instances/{id}/restart',
    kill: '/api/admin/instances/{id}/kill',
  } as const;
  return client.PUT(paths[command], params);
}

/**
 * Runs `command` on one instance (its id) or on 'all'. Resolves true when the server accepted
 * it, false when the user said no or it failed (the failure toast is already up).
 */
export async function runInstanceCommand(
  ctx: ActionContext,
  command: InstanceCommand,
  target: string | 'all',
): Promise<boolean> {
  const all = target === 'all';
  const spec = {
    confirmation: instanceConfirmation(command, all),
    success: t('general.success'),
    failure: instanceFailure(command, all),
    event: ADMIN_INSTANCE_COMMAND_EVENT,
    detail: { command, target },
    revalidates: INSTANCE_QUERIES,
  };
  const outcome = await runAction(ctx, spec, (client) => send(client, command, target));
  return outcome.status === 'done';
}

export type InstanceUpdate = components['schemas']['AdminInstanceUpdate'];
export type CreateInstanceRequest = components['schemas']['CreateInstanceRequest'];
export type CreateInstanceResponse = components['schemas']['CreateInstanceResponse'];

type InstanceFormField = keyof typeof INSTANCE_FIELD_LABELS;

/**
 * The form fields a 400 names in `errors[].path` (`body/discordChannelId`; a backend that says
 * `$.DiscordChannelId` or `DiscordChannelId` is understood too), in the form's order.
 */
function refusedFields(body: unknown): InstanceFormField[] {
  const errors =
    typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : [];
  const named = new Set<string>();
  if (Array.isArray(errors)) {
    for (const error of errors as unknown[]) {
      const path =
        typeof error === 'object' && error !== null ? (error as { path?: unknown }).path : '';
      if (typeof path === 'string') named.add(path.split(/[/.]/).at(-1)?.toLowerCase() ?? '');
    }
  }
  return (Object.keys(INSTANCE_FIELD_LABELS) as InstanceFormField[]).filter((field) =>
    named.has(field.toLowerCase()),
  );
}

/**
 * Why a form was not saved, as the server said it: a 400 is told by the fields it names (the
 * server's own text there is a validator's, not for people); other refusals by the server's
 * message or the HTTP status; a network failure by its text. The form shows it under itself
 * (2-secondary §8); the toast says only 'An error occurred' (1-core §8).
 */
function refusalDetail(error: unknown): string {
  const answer = answerError(error);
  if (answer?.status === 400) {
    return refusedFieldsDetail(
      refusedFields(answer.body).map((field) => t(INSTANCE_FIELD_LABELS[field])),
    );
  }
  return error instanceof Error ? error.message : t('general.error');
}

/** Told why a form was not saved, for the form to show it. */
export type OnRefused = (detail: string) => void;

/**
 * Sends a form; resolves to the server's answer once it took the form (`taken`), and revalidates
 * the instances. Resolves to undefined when it did not, after toasting why (and telling
 * `onRefused`).
 */
async function submit<Data>(
  ctx: ActionContext,
  call: (client: ApiClient) => Promise<CallResult<Data>>,
  taken: (result: CallResult<Data>) => boolean = (result) => result.response.ok,
  onRefused?: OnRefused,
): Promise<CallResult<Data> | undefined> {
  const refuse = (detail: string) => {
    console.warn('[admin] form not saved:', detail);
    ctx.notify.error(t('general.error'));
    onRefused?.(detail);
    return undefined;
  };
  let result;
  try {
    result = await call(clientOf(ctx));
  } catch (error) {
    return refuse(refusalDetail(error));
  }
  if (!taken(result)) {
    const { status, url } = result.response;
    return refuse(refusalDetail(new ApiError(status, result.error, url)));
  }
  await revalidate(ctx, INSTANCE_QUERIES);
  return result;
}

/** Saves the edit form. Resolves true when saved; false when it was not, after toasting why. */
export async function updateInstance(
  ctx: ActionContext,
  id: string,
  body: InstanceUpdate,
  onRefused?: OnRefused,
): Promise<boolean> {
  const result = await submit(
    ctx,
    (client) => client.PUT('/api/admin/instances/{id}', { params: { path: { id } }, body }),
    undefined,
    onRefused,
  );
  return result !== undefined;
}

/**
 * Creates an instance; resolves to its id and the secret key (shown once), or to null when it
 * was not created, after toasting why.
 */
export async function createInstance(
  ctx: ActionContext,
  body: CreateInstanceRequest,
  onRefused?: OnRefused,
): Promise<CreateInstanceResponse | null> {
  const result = await submit(
    ctx,
    (client) => client.POST('/api/admin/instances', { body }),
    ({ response, data }) => response.ok && data !== undefined,
    onRefused,
  );
  return result?.data ?? null;
}
