/**
 * Admin instance mutations (2-secondary §4, §7, §8): lifecycle commands on one instance or all,
 * create and edit. Each command asks first, calls, toasts the spec's failure text (or the generic
 * success), raises `adminInstanceCommand`, and revalidates every admin instance query. A form the
 * server did not take is told by the toast 'An error occurred: {detail}'.
 */
import {
  instanceConfirmation,
  instanceFailure,
  type InstanceCommand,
} from '@/lib/instance-lifecycle';
import {
  errorWithDetail,
  GENERIC_MESSAGES,
  INSTANCE_FIELD_LABELS,
  refusedFieldsDetail,
} from '@/lib/messages';
import { ApiError } from '../api-error';
import type { components } from '../schema';
import {
  type AdminActionContext,
  type AdminCallContext,
  announce,
  clientOf,
  keysUnder,
  notifierOf,
} from './admin-action-context';

export const ADMIN_INSTANCE_COMMAND_EVENT = 'adminInstanceCommand';

/** Everything the admin screens read about instances, and the sidebar's list. */
export const revalidateInstances = (mutate: AdminActionContext['mutate']) =>
  Promise.all([
    mutate(keysUnder('/api/admin/instances')),
    mutate(keysUnder('/api/admin/users')),
    mutate(keysUnder('/api/instance')),
  ]);

/** Bulk commands have no delete (the bulk row disables it). */
export type BulkCommand = Exclude<InstanceCommand, 'delete'>;

async function send(
  context: AdminActionContext,
  command: InstanceCommand,
  target: string | 'all',
): Promise<Response> {
  const client = clientOf(context);
  if (target === 'all') {
    if (command === 'delete') throw new Error('delete applies to one instance only');
    const { response } = await client.PUT(`/api/admin/instances/${command}`, {});
    return response;
  }
  const params = { params: { path: { id: target } } };
  if (command === 'delete') {
    return (await client.DELETE('/api/admin/instances/{id}', params)).response;
  }
  const paths = {
    up: '/api/admin/instances/{id}/up',
    down: '/api/admin/instances/{id}/down',
    start: '/api/admin/instances/{id}/start',
    stop: '/api/admin/instances/{id}/stop',
    restart: '/api/admin/instances/{id}/restart',
    kill: '/api/admin/instances/{id}/kill',
  } as const;
  return (await client.PUT(paths[command], params)).response;
}

/**
 * Runs `command` on one instance (its id) or on 'all'. Resolves true when the server accepted
 * it, false when the user said no or it failed (the failure toast is already up).
 */
export async function runInstanceCommand(
  command: InstanceCommand,
  target: string | 'all',
  context: AdminActionContext,
): Promise<boolean> {
  const all = target === 'all';
  if (!(await context.confirm({ description: instanceConfirmation(command, all) }))) return false;
  let ok = false;
  try {
    ok = (await send(context, command, target)).ok;
  } catch {
    ok = false;
  }
  if (!ok) {
    notifierOf(context).error(instanceFailure(command, all));
    return false;
  }
  notifierOf(context).success(GENERIC_MESSAGES.success);
  announce(context, ADMIN_INSTANCE_COMMAND_EVENT, { command, target });
  await revalidateInstances(context.mutate);
  return true;
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
 * What the toast says when a form was not saved: 'An error occurred: {detail}'. A 400 is told
 * by the fields it names (the server's own text there is a validator's, not for people); other
 * refusals by the server's message or the HTTP status; a network failure by its text.
 */
function refusalToast(error: unknown, response?: Response): string {
  if (response === undefined) {
    return errorWithDetail(error instanceof Error ? error.message : GENERIC_MESSAGES.error);
  }
  if (response.status === 400) {
    return errorWithDetail(
      refusedFieldsDetail(refusedFields(error).map((field) => INSTANCE_FIELD_LABELS[field])),
    );
  }
  return errorWithDetail(new ApiError(response.status, error, response.url).message);
}

/**
 * Saves the edit form. Resolves true when saved; false when it was not, after toasting why.
 */
export async function updateInstance(
  id: string,
  body: InstanceUpdate,
  context: AdminCallContext,
): Promise<boolean> {
  let result;
  try {
    result = await clientOf(context).PUT('/api/admin/instances/{id}', {
      params: { path: { id } },
      body,
    });
  } catch (error) {
    notifierOf(context).error(refusalToast(error));
    return false;
  }
  if (!result.response.ok) {
    notifierOf(context).error(refusalToast(result.error, result.response));
    return false;
  }
  await revalidateInstances(context.mutate);
  return true;
}

/**
 * Creates an instance; resolves to its id and the secret key (shown once), or to null when it
 * was not created, after toasting why.
 */
export async function createInstance(
  body: CreateInstanceRequest,
  context: AdminCallContext,
): Promise<CreateInstanceResponse | null> {
  let result;
  try {
    result = await clientOf(context).POST('/api/admin/instances', { body });
  } catch (error) {
    notifierOf(context).error(refusalToast(error));
    return null;
  }
  if (!result.response.ok || result.data === undefined) {
    notifierOf(context).error(refusalToast(result.error, result.response));
    return null;
  }
  await revalidateInstances(context.mutate);
  return result.data;
}
