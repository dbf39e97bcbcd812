/**
 * Admin instance mutations (2-secondary §4, §7, §8): lifecycle commands on one instance or all,
 * create and edit, each through the one runner (mutation/run-action.ts). A command asks first,
 * calls, toasts the spec's failure text (or the generic success), raises `adminInstanceCommand`
 * and revalidates the admin queries. A form the server did not take is told by the spec's toast
 * 'An error occurred', and why under the form; one it took raises `adminInstanceCreate` or
 * `adminInstanceUpdate` and revalidates the same queries (the form itself says 'Success!').
 */
import {
  instanceConfirmation,
  instanceFailure,
  type InstanceCommand,
} from '@/lib/admin/instance-lifecycle';
import { INSTANCE_FIELD_LABELS, refusedFieldsDetail } from '@/lib/messages';
import { t } from '@/lib/i18n';
import { ApiError } from '../api-error';
import type { ApiClient } from '../client';
import type { AdminActionEventName } from '@/lib/admin/action-event-names';
import { adminInstanceKeys } from './keys';
import { adminUserKeys } from '../admin-users/keys';
import type { components } from '@/contract/schema';
import type { ActionContext } from '../mutation/action-context';
import { runAction, type ActionSpec, type CallResult, type Failure } from '../mutation/run-action';

export const ADMIN_INSTANCE_COMMAND_EVENT = 'adminInstanceCommand' satisfies AdminActionEventName;

/**
 * Everything the admin screens read about instances (a user's page lists their instances). The
 * server list in the shell is not named: it refreshes on the action's event.
 */
const INSTANCE_QUERIES = [adminInstanceKeys.all, adminUserKeys.all];

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
 * message or the HTTP status; a network failure by its text; nothing sent by saying so. The form
 * shows it under itself (2-secondary §8); the toast says only 'An error occurred' (1-core §8).
 */
function formDetail({ response, error, detail }: Failure): string {
  if (response?.status !== 400) return detail;
  return refusedFieldsDetail(refusedFields(error).map((field) => t(INSTANCE_FIELD_LABELS[field])));
}

/** Told why a form was not saved, for the form to show it. */
export type OnRefused = (detail: string) => void;

/** A form: no question, no toast of its own when saved (the form says 'Success!'). */
function formSpec(event: AdminActionEventName, detail: object): ActionSpec {
  return {
    confirmation: null,
    success: null,
    failure: t('general.error'),
    event,
    detail,
    revalidates: INSTANCE_QUERIES,
  };
}

/**
 * Sends a form through the runner; resolves to the server's answer once it took the form, or to
 * undefined when it did not, after the runner toasted and `onRefused` was told why.
 */
async function saveForm<Data>(
  ctx: ActionContext,
  spec: ActionSpec,
  call: (client: ApiClient) => Promise<CallResult<Data>>,
  onRefused: OnRefused | undefined,
): Promise<{ data: Data | undefined } | undefined> {
  const outcome = await runAction(ctx, spec, call);
  if (outcome.status === 'done') return outcome;
  if (outcome.status !== 'cancelled') {
    const detail = formDetail(outcome.failure);
    console.warn('[admin] form not saved:', detail);
    onRefused?.(detail);
  }
  return undefined;
}

/** Saves the edit form. Resolves true when saved; false when it was not, after toasting why. */
export async function updateInstance(
  ctx: ActionContext,
  id: string,
  body: InstanceUpdate,
  onRefused?: OnRefused,
): Promise<boolean> {
  const saved = await saveForm(
    ctx,
    formSpec('adminInstanceUpdate', { id }),
    (client) => client.PUT('/api/admin/instances/{id}', { params: { path: { id } }, body }),
    onRefused,
  );
  return saved !== undefined;
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
  const saved = await saveForm(
    ctx,
    formSpec('adminInstanceCreate', { name: body.name }),
    async (client) => {
      const result = await client.POST('/api/admin/instances', { body });
      // Without the id and the key nothing can be shown or opened: not a creation to announce.
      if (result.response.ok && result.data === undefined) {
        throw new ApiError(result.response.status, result.error, result.response.url);
      }
      return result;
    },
    onRefused,
  );
  return saved?.data ?? null;
}
