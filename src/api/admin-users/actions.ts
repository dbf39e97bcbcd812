/**
 * Admin user mutations (2-secondary §4, §7): set a user's permissions on an instance (each box,
 * grant all, revoke all), kick them (after "Are you sure you want to kick this user?") and add
 * them to an instance, each through the one runner (mutation/run-action.ts). Failures toast the
 * admin refusal; successes the generic notice.
 */
import { t } from '@/lib/i18n';
import type { AdminActionEventName } from '@/lib/admin/action-event-names';
import { ALL_PERMISSIONS, type Permission } from '@/lib/admin/permissions';
import { adminInstanceKeys } from '../admin-instances/keys';
import { adminUserKeys } from './keys';
import type { components } from '@/contract/schema';
import type { ActionContext } from '../mutation/action-context';
import { runAction, type ActionSpec, type CallResult } from '../mutation/run-action';

export const ADMIN_USER_KICK_EVENT = 'adminUserKick' satisfies AdminActionEventName;

type AdminUser = components['schemas']['AdminUser'];

/**
 * The user pages and the instance member lists. The server list in the shell is not named: it
 * refreshes on the action's event (a kick changes who sees which server).
 */
const USER_QUERIES = [adminUserKeys.all, adminInstanceKeys.all];

/** A user change: the admin refusal when it fails, the generic notice when it went through. */
function userChange(
  confirmation: string | null,
  event: AdminActionEventName,
  detail: object,
): ActionSpec {
  return {
    confirmation,
    success: t('general.success'),
    failure: t('admin.accessDenied'),
    event,
    detail,
    revalidates: USER_QUERIES,
  };
}

/** `roles` in the grid's (spec) order, without repeats or strings that are not permissions. */
function orderedRoles(roles: Iterable<string>): Permission[] {
  const held = new Set(roles);
  return ALL_PERMISSIONS.filter((p) => held.has(p));
}

/** The list after ticking or unticking one box. */
export function toggledRoles(current: readonly string[], perm: Permission, on: boolean) {
  const next = new Set(current);
  if (on) next.add(perm);
  else next.delete(perm);
  return orderedRoles(next);
}

function withRoles(user: AdminUser, instanceId: string, roles: Permission[]): AdminUser {
  const membership = user.userInstances[instanceId];
  if (!membership) return user;
  return {
    ...user,
    userInstances: {
      ...user.userInstances,
      [instanceId]: { ...membership, userInstanceRoles: roles },
    },
  };
}

/**
 * Sends `call` while the cached user already shows `change` (optimistic); the cache goes back
 * to what it was when the server does not take it.
 */
async function optimistically(
  ctx: ActionContext,
  userId: string,
  change: (user: AdminUser) => AdminUser,
  call: () => Promise<CallResult>,
): Promise<CallResult> {
  let result: CallResult | undefined;
  let thrown: unknown;
  await ctx.mutate<AdminUser>(
    adminUserKeys.key('detail', { path: { id: userId } }),
    async (current) => {
      try {
        result = await call();
      } catch (error) {
        thrown = error;
      }
      if (!result?.response.ok) throw new Error(t('admin.accessDenied'));
      return current && change(current);
    },
    {
      optimisticData: (current) => (current ? change(current) : (current as unknown as AdminUser)),
      rollbackOnError: true,
      populateCache: true,
      revalidate: false,
      throwOnError: false,
    },
  );
  if (result === undefined) throw thrown;
  return result;
}

/**
 * PUT the complete list of permissions the user holds on the instance. The boxes move at once
 * (optimistic) and go back if the server refuses.
 */
export async function setUserRoles(
  ctx: ActionContext,
  userId: string,
  instanceId: string,
  roles: readonly string[],
): Promise<boolean> {
  const body = orderedRoles(roles);
  const spec = userChange(null, 'adminUserRoles', { userId, instanceId, roles: body });
  const outcome = await runAction(ctx, spec, (client) =>
    optimistically(
      ctx,
      userId,
      (user) => withRoles(user, instanceId, body),
      () =>
        client.PUT('/api/admin/users/{userId}/{instanceId}/roles', {
          params: { path: { userId, instanceId } },
          body,
        }),
    ),
  );
  return outcome.status === 'done';
}

/** Every permission of the grid. */
export const grantAll = (ctx: ActionContext, userId: string, instanceId: string) =>
  setUserRoles(ctx, userId, instanceId, ALL_PERMISSIONS);

/** No permission at all (the user stays a member). */
export const revokeAll = (ctx: ActionContext, userId: string, instanceId: string) =>
  setUserRoles(ctx, userId, instanceId, []);

/**
 * Kick (after "Are you sure you want to kick this user?") or add (with no permissions yet, the
 * "Pick one" dropdown): the user's membership of the instance.
 */
async function changeMembership(
  ctx: ActionContext,
  change: 'kick' | 'add',
  userId: string,
  instanceId: string,
): Promise<boolean> {
  const spec =
    change === 'kick'
      ? userChange(t('admin.kickConfirmation'), ADMIN_USER_KICK_EVENT, { userId, instanceId })
      : userChange(null, 'adminUserAdd', { userId, instanceId });
  const init = { params: { path: { userId, instanceId } } };
  const outcome = await runAction(ctx, spec, (client) =>
    change === 'kick'
      ? client.POST('/api/admin/users/{userId}/{instanceId}/kick', init)
      : client.POST('/api/admin/users/{userId}/{instanceId}/add', init),
  );
  return outcome.status === 'done';
}

/** Removes the user from the instance after "Are you sure you want to kick this user?". */
export const kickUser = (ctx: ActionContext, userId: string, instanceId: string) =>
  changeMembership(ctx, 'kick', userId, instanceId);

/** Adds the user to an instance with no permissions yet (the "Pick one" dropdown). */
export const addUserToInstance = (ctx: ActionContext, userId: string, instanceId: string) =>
  changeMembership(ctx, 'add', userId, instanceId);
