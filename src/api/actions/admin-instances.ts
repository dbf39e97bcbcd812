/**
 * Admin instance mutations (2-secondary §4, §7, §8): lifecycle commands on one instance or all,
 * create and edit. Each command asks first, calls, toasts the spec's failure text (or the generic
 * success), raises `adminInstanceCommand`, and revalidates every admin instance query.
 */
import {
  instanceConfirmation,
  instanceFailure,
  type InstanceCommand,
} from '@/lib/instance-lifecycle';
import { GENERIC_MESSAGES } from '@/lib/messages';
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

/**
 * The server's reason, for the red text under a form: its `message`, or the HTTP status when it
 * sent none, or the network error's text.
 */
function failureText(error: unknown, response?: Response): string {
  if (error instanceof Error) return error.message;
  if (response) return new ApiError(response.status, error, response.url).message;
  return GENERIC_MESSAGES.error;
}

/** Saves the edit form. Throws an Error with the server's text on failure (the form shows it). */
export async function updateInstance(
  id: string,
  body: InstanceUpdate,
  context: AdminCallContext,
): Promise<void> {
  let result;
  try {
    result = await clientOf(context).PUT('/api/admin/instances/{id}', {
      params: { path: { id } },
      body,
    });
  } catch (error) {
    throw new Error(failureText(error));
  }
  if (!result.response.ok) throw new Error(failureText(result.error, result.response));
  await revalidateInstances(context.mutate);
}

/** Creates an instance; resolves to its id and the secret key (shown once). */
export async function createInstance(
  body: CreateInstanceRequest,
  context: AdminCallContext,
): Promise<CreateInstanceResponse> {
  let result;
  try {
    result = await clientOf(context).POST('/api/admin/instances', { body });
  } catch (error) {
    throw new Error(failureText(error));
  }
  if (!result.response.ok || result.data === undefined)
    throw new Error(failureText(result.error, result.response));
  await revalidateInstances(context.mutate);
  return result.data;
}
