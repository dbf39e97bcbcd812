/** Who may see and act on an instance; refusals are audited before the 403 goes out. */
import { writeAudit } from './audits.ts';
import type { MockApiContext } from './context.ts';
import { fail, forbidden, notFound } from './http.ts';
import type { MockInstance, MockUser, Person } from './model.ts';
import { can, isMember, refusalMessage } from './permissions.ts';
import type { WireAuditEvent } from './wire.ts';

export function personOf(user: MockUser): Person {
  return {
    discordId: user.discordId,
    discordUsername: user.discordUsername,
    discordDiscriminator: user.discordDiscriminator,
    discordAvatarHash: user.discordAvatarHash,
  };
}

/** The instance, if it exists and the user may see it; 404 otherwise (existence is not leaked). */
export function visibleInstance(ctx: MockApiContext, user: MockUser, id: string): MockInstance {
  const instance = ctx.state.instances.get(id);
  if (!instance || !isMember(user, id)) return notFound(`No instance "${id}".`);
  return instance;
}

/**
 * The instance page's read (GET /api/track/{id}/{loadAll}): an instance that exists but the user
 * is not a member of answers 403, so the page can say "no access" rather than "not found"; one
 * that does not exist answers 404. Other calls keep visibleInstance's 404.
 */
export function pageInstance(ctx: MockApiContext, user: MockUser, id: string): MockInstance {
  const instance = ctx.state.instances.get(id);
  if (instance && !isMember(user, id)) {
    return fail(403, { message: `You are not a member of the instance "${id}".` });
  }
  return visibleInstance(ctx, user, id);
}

export function audit(
  ctx: MockApiContext,
  instance: MockInstance,
  user: MockUser,
  role: string,
  event: WireAuditEvent,
  isAuthorised = true,
) {
  writeAudit(instance, { role, event, isAuthorised, person: personOf(user), at: ctx.clock.now() });
}

/** Passes when the user holds the permission; otherwise audits the refusal and answers 403. */
export function authorize(
  ctx: MockApiContext,
  instance: MockInstance,
  user: MockUser,
  permission: string,
  event: WireAuditEvent,
  other?: boolean,
): void {
  if (can(user, instance.id, permission)) return;
  audit(ctx, instance, user, permission, event, false);
  forbidden(permission, refusalMessage(permission), other);
}
