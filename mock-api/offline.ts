/**
 * Commands reach the bot, and an offline bot takes none: every player action and queue edit on
 * an instance that is not online answers 409 "<name> is offline." and changes nothing, so no
 * screen can say "Resumed" while the instance stays offline. Reads still answer.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { visibleInstance } from './access.ts';
import type { MockApiContext } from './context.ts';
import { conflict, type MockEnvBindings } from './http.ts';
import { isOnline } from './simulation.ts';

/** Routes that command the bot, with the instance id as `:id`. */
const COMMAND_ROUTES = [
  '/api/action/:verb/:id',
  '/api/action/:verb/:id/:flag',
  '/api/track/ui/push/:kind/:id',
  '/api/track/next/:id/:trackId',
  '/api/track/delete/:id/:trackId',
];

export function registerOfflineGuard(app: Hono<MockEnvBindings>, ctx: MockApiContext) {
  const guard: MiddlewareHandler<MockEnvBindings> = async (c, next) => {
    // The same 404 the route would give a stranger comes first: a name is not told to them.
    const instance = visibleInstance(ctx, c.get('user'), c.req.param('id') ?? '');
    if (!isOnline(instance)) conflict(`${instance.name} is offline.`);
    await next();
  };
  for (const route of COMMAND_ROUTES) app.use(route, guard);
}
