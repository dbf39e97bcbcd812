import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@/lib/admin/permissions';
import {
  ADMIN_USER_KICK_EVENT,
  addUserToInstance,
  grantAll,
  kickUser,
  revokeAll,
  setUserRoles,
  toggledRoles,
} from './actions';
import { actionKit } from '../mutation/action-test-kit';

const rolesOf = (kit: Awaited<ReturnType<typeof actionKit>>, user: string, instance: string) =>
  kit.mock.state.users.get(user)?.instanceRoles.get(instance);

describe('permissions', () => {
  it('ticking a box sends the whole list in grid order', async () => {
    const kit = await actionKit('root-admin');
    const current = rolesOf(kit, '3', 'lounge') ?? [];
    const next = toggledRoles(current, 'web:controls:pause', true);
    expect(await setUserRoles(kit.ctx, '3', 'lounge', next)).toBe(true);
    expect(kit.wire).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/users/3/lounge/roles',
        body: ['web:controls:pause', 'web:queue:playlist', 'web:queue:track', 'web:queue:search'],
      },
    ]);
    expect(rolesOf(kit, '3', 'lounge')).toEqual(next);
    expect(kit.toasts).toEqual([{ kind: 'success', message: 'Success!' }]);
  });

  it('grant all sends every permission, revoke all none', async () => {
    const kit = await actionKit('root-admin');
    await grantAll(kit.ctx, '3', 'study-hall');
    expect(rolesOf(kit, '3', 'study-hall')).toEqual([...ALL_PERMISSIONS]);
    await revokeAll(kit.ctx, '3', 'study-hall');
    expect(rolesOf(kit, '3', 'study-hall')).toEqual([]);
    expect(kit.wire.map((c) => (c.body as unknown[]).length)).toEqual([ALL_PERMISSIONS.length, 0]);
  });

  it('non-root admins-to-be see the admin refusal', async () => {
    const kit = await actionKit('dj');
    expect(await grantAll(kit.ctx, '3', 'lounge')).toBe(false);
    expect(kit.toasts).toEqual([
      { kind: 'error', message: "You don't have access to this section" },
    ]);
    expect(rolesOf(kit, '3', 'lounge')).toHaveLength(3);
  });

  it('toggledRoles keeps the spec order and drops repeats and strangers', () => {
    expect(
      toggledRoles(['web:queue:track', 'junk', 'web:queue:track'], 'web:meta:spotify', true),
    ).toEqual(['web:meta:spotify', 'web:queue:track']);
    expect(toggledRoles(['web:queue:track'], 'web:queue:track', false)).toEqual([]);
  });
});

describe('membership', () => {
  it('kick asks "Are you sure you want to kick this user?" and removes the member', async () => {
    const kit = await actionKit('root-admin', [false, true]);
    kit.listen(ADMIN_USER_KICK_EVENT);
    expect(await kickUser(kit.ctx, '6', 'basement')).toBe(false);
    expect(kit.wire).toEqual([]);
    expect(await kickUser(kit.ctx, '6', 'basement')).toBe(true);
    expect(kit.questions).toEqual([
      'Are you sure you want to kick this user?',
      'Are you sure you want to kick this user?',
    ]);
    expect(kit.calls()).toEqual(['POST /api/admin/users/6/basement/kick']);
    expect(rolesOf(kit, '6', 'basement')).toBeUndefined();
    expect(kit.events).toEqual([ADMIN_USER_KICK_EVENT]);
  });

  it('sends nothing while the server cannot be reached, the boxes as they were', async () => {
    const kit = await actionKit('root-admin', [true]);
    kit.listen(ADMIN_USER_KICK_EVENT);
    kit.loseServer();
    const before = rolesOf(kit, '3', 'lounge');
    expect(await grantAll(kit.ctx, '3', 'lounge')).toBe(false);
    expect(await kickUser(kit.ctx, '6', 'basement')).toBe(false);
    expect(kit.questions).toEqual([]);
    expect(kit.wire).toEqual([]);
    const notSent = { kind: 'error', message: 'Not sent: the dashboard cannot reach the server.' };
    expect(kit.toasts).toEqual([notSent, notSent]);
    expect(kit.events).toEqual([]);
    expect(rolesOf(kit, '3', 'lounge')).toEqual(before);
    expect(rolesOf(kit, '6', 'basement')).toBeDefined();
  });

  it('adds a user to an instance with no permissions', async () => {
    const kit = await actionKit('root-admin');
    expect(await addUserToInstance(kit.ctx, '4', 'garage')).toBe(true);
    expect(kit.calls()).toEqual(['POST /api/admin/users/4/garage/add']);
    expect(rolesOf(kit, '4', 'garage')).toEqual([]);
    const missing = await addUserToInstance(kit.ctx, '4', 'nowhere');
    expect(missing).toBe(false);
    expect(kit.toasts.at(-1)).toEqual({
      kind: 'error',
      message: "You don't have access to this section",
    });
  });
});
