/** Registered users and their per-instance permissions (flags:root only). */
import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { MockApiContext } from './context.ts';
import { actionOk, forbidden, type MockEnvBindings, notFound, readBody } from './http.ts';
import type { MockState, MockUser } from './model.ts';
import { ALL_PERMISSIONS, isRoot, refusalMessage, ROOT } from './permissions.ts';
import { iso } from './serialize.ts';
import type { WireAdminUser, WireInstanceNameMap, WirePermission } from './wire.ts';

/** Every /api/admin path answers 403 to anyone without flags:root. */
export const rootOnly: MiddlewareHandler<MockEnvBindings> = async (c, next) => {
  if (!isRoot(c.get('user'))) forbidden(ROOT, refusalMessage(ROOT));
  return next();
};

const rolesBody = z
  .array(z.enum(ALL_PERMISSIONS as [string, ...string[]]))
  .refine((roles) => new Set(roles).size === roles.length, 'must not repeat a permission');

export function adminUser(state: MockState, user: MockUser): WireAdminUser {
  const userInstances: WireAdminUser['userInstances'] = {};
  for (const [instanceId, roles] of user.instanceRoles) {
    const instance = state.instances.get(instanceId);
    if (instance)
      userInstances[instanceId] = {
        instanceName: instance.name,
        userInstanceRoles: [...roles] as WirePermission[],
      };
  }
  return {
    id: user.id,
    discordId: user.discordId,
    discordUsername: user.discordUsername,
    discordDiscriminator: user.discordDiscriminator,
    discordAvatarHash: user.discordAvatarHash,
    lastLoginDateTime: user.lastLoginDateTime === null ? null : iso(user.lastLoginDateTime),
    registeredDateTime: iso(user.registeredDateTime),
    userInstances,
  };
}

export function registerAdminUsers(app: Hono<MockEnvBindings>, ctx: MockApiContext) {
  const { state } = ctx;
  const findUser = (id: string) => state.users.get(id) ?? notFound(`No user "${id}".`);
  const findInstance = (id: string) => state.instances.get(id) ?? notFound(`No instance "${id}".`);

  app.get('/api/admin/users', (c) =>
    c.json(
      [...state.users.values()]
        .sort((a, b) => a.registeredDateTime - b.registeredDateTime)
        .map((u) => adminUser(state, u)),
      200,
    ),
  );

  app.get('/api/admin/users/instances/:userId', (c) => {
    const user = findUser(c.req.param('userId'));
    const body: WireInstanceNameMap = {};
    for (const instance of state.instances.values()) {
      if (!user.instanceRoles.has(instance.id)) body[instance.id] = instance.name;
    }
    return c.json(body, 200);
  });

  app.get('/api/admin/users/:id', (c) =>
    c.json(adminUser(state, findUser(c.req.param('id'))), 200),
  );

  app.put('/api/admin/users/:userId/:instanceId/roles', async (c) => {
    const user = findUser(c.req.param('userId'));
    const instance = findInstance(c.req.param('instanceId'));
    const roles = await readBody(c, rolesBody);
    if (!user.instanceRoles.has(instance.id))
      return notFound(`${user.discordUsername} is not a member of ${instance.name}.`);
    // Kept in the spec's order so grant-all and a checkbox grid agree on the list.
    user.instanceRoles.set(
      instance.id,
      ALL_PERMISSIONS.filter((p) => roles.includes(p)),
    );
    return actionOk(c);
  });

  app.post('/api/admin/users/:userId/:instanceId/kick', (c) => {
    const user = findUser(c.req.param('userId'));
    const instance = findInstance(c.req.param('instanceId'));
    if (!user.instanceRoles.delete(instance.id))
      return notFound(`${user.discordUsername} is not a member of ${instance.name}.`);
    return actionOk(c);
  });

  app.post('/api/admin/users/:userId/:instanceId/add', (c) => {
    const user = findUser(c.req.param('userId'));
    const instance = findInstance(c.req.param('instanceId'));
    if (!user.instanceRoles.has(instance.id)) user.instanceRoles.set(instance.id, []);
    return actionOk(c);
  });
}
