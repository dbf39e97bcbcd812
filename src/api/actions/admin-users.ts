/**
 * Admin user mutations (2-secondary §4, §7): set a user's permissions on an instance (each box,
 * grant all, revoke all), kick them (after "Are you sure you want to kick this user?") and add
 * them to an instance. Failures toast the admin refusal; successes the generic notice.
 */
import { ADMIN_MESSAGES, GENERIC_MESSAGES } from '@/lib/messages';
import { ALL_PERMISSIONS, type Permission } from '@/lib/permissions';
import type { components } from '../schema';
import { adminUserQuery } from '../hooks/use-admin-user';
import {
  type AdminActionContext,
  type AdminCallContext,
  announce,
  clientOf,
  keysUnder,
  notifierOf,
} from './admin-action-context';

export const ADMIN_USER_ROLES_EVENT = 'adminUserRoles';
export const ADMIN_USER_KICK_EVENT = 'adminUserKick';
export const ADMIN_USER_ADD_EVENT = 'adminUserAdd';

type AdminUser = components['schemas']['AdminUser'];

/** The user pages, the instance member lists and the sidebar (a kick changes who sees what). */
const revalidateUsers = (mutate: AdminActionContext['mutate']) =>
  Promise.all([
    mutate(keysUnder('/api/admin/users')),
    mutate(keysUnder('/api/admin/instances')),
    mutate(keysUnder('/api/instance')),
  ]);

/** `roles` in the grid's (spec) order, without repeats or strings that are not permissions. */
export function orderedRoles(roles: Iterable<string>): Permission[] {
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

async function succeeded(call: () => Promise<{ response: Response }>): Promise<boolean> {
  try {
    return (await call()).response.ok;
  } catch {
    return false;
  }
}

/**
 * PUT the complete list of permissions the user holds on the instance. The boxes move at once
 * (optimistic) and go back if the server refuses.
 */
export async function setUserRoles(
  userId: string,
  instanceId: string,
  roles: readonly string[],
  context: AdminCallContext,
): Promise<boolean> {
  const body = orderedRoles(roles);
  const key = adminUserQuery.key({ path: { id: userId } });
  let ok = false;
  await context.mutate<AdminUser>(
    key,
    async (current) => {
      ok = await succeeded(() =>
        clientOf(context).PUT('/api/admin/users/{userId}/{instanceId}/roles', {
          params: { path: { userId, instanceId } },
          body,
        }),
      );
      if (!ok) throw new Error(ADMIN_MESSAGES.accessDenied);
      return current && withRoles(current, instanceId, body);
    },
    {
      optimisticData: (current) =>
        current ? withRoles(current, instanceId, body) : (current as unknown as AdminUser),
      rollbackOnError: true,
      populateCache: true,
      revalidate: false,
      throwOnError: false,
    },
  );
  if (!ok) {
    notifierOf(context).error(ADMIN_MESSAGES.accessDenied);
    return false;
  }
  notifierOf(context).success(GENERIC_MESSAGES.success);
  announce(context, ADMIN_USER_ROLES_EVENT, { userId, instanceId, roles: body });
  await revalidateUsers(context.mutate);
  return true;
}

/** Every permission of the grid. */
export const grantAll = (userId: string, instanceId: string, context: AdminCallContext) =>
  setUserRoles(userId, instanceId, ALL_PERMISSIONS, context);

/** No permission at all (the user stays a member). */
export const revokeAll = (userId: string, instanceId: string, context: AdminCallContext) =>
  setUserRoles(userId, instanceId, [], context);

/** Removes the user from the instance after "Are you sure you want to kick this user?". */
export async function kickUser(
  userId: string,
  instanceId: string,
  context: AdminActionContext,
): Promise<boolean> {
  if (!(await context.confirm({ description: ADMIN_MESSAGES.kickConfirmation }))) return false;
  const ok = await succeeded(() =>
    clientOf(context).POST('/api/admin/users/{userId}/{instanceId}/kick', {
      params: { path: { userId, instanceId } },
    }),
  );
  if (!ok) {
    notifierOf(context).error(ADMIN_MESSAGES.accessDenied);
    return false;
  }
  notifierOf(context).success(GENERIC_MESSAGES.success);
  announce(context, ADMIN_USER_KICK_EVENT, { userId, instanceId });
  await revalidateUsers(context.mutate);
  return true;
}

/** Adds the user to an instance with no permissions yet (the "Pick one" dropdown). */
export async function addUserToInstance(
  userId: string,
  instanceId: string,
  context: AdminCallContext,
): Promise<boolean> {
  const ok = await succeeded(() =>
    clientOf(context).POST('/api/admin/users/{userId}/{instanceId}/add', {
      params: { path: { userId, instanceId } },
    }),
  );
  if (!ok) {
    notifierOf(context).error(ADMIN_MESSAGES.accessDenied);
    return false;
  }
  notifierOf(context).success(GENERIC_MESSAGES.success);
  announce(context, ADMIN_USER_ADD_EVENT, { userId, instanceId });
  await revalidateUsers(context.mutate);
  return true;
}
