/** Player actions of the instance page (1-core §4 "Player state", "Skip"; §7 Actions). */
import { ACTIONS, confirmSkipOther } from '@/lib/messages';
import { t } from '@/lib/i18n';
import { raiseActionEvent, type ActionContext } from '../mutation/action-context';
import { runAction, type ActionOutcome } from '../mutation/run-action';

const id = (instanceId: string) => ({ params: { path: { id: instanceId } } });

export function stop(ctx: ActionContext, instanceId: string) {
  return runAction(ctx, 'stop', (c) => c.POST('/api/action/stop/{id}', id(instanceId)));
}

export function resume(ctx: ActionContext, instanceId: string) {
  return runAction(ctx, 'resume', (c) => c.POST('/api/action/resume/{id}', id(instanceId)));
}

export function pause(ctx: ActionContext, instanceId: string) {
  return runAction(ctx, 'pause', (c) => c.POST('/api/action/pause/{id}', id(instanceId)));
}

export function restartTrack(ctx: ActionContext, instanceId: string) {
  return runAction(ctx, 'restartTrack', (c) => c.POST('/api/action/restart/{id}', id(instanceId)));
}

export function restartInstance(ctx: ActionContext, instanceId: string) {
  return runAction(ctx, 'restartInstance', (c) =>
    c.POST('/api/action/restart-instance/{id}', id(instanceId)),
  );
}

/** Seeks to a fraction (0..1) of the track: the clicked share of the bar's width. */
export function seek(ctx: ActionContext, instanceId: string, fraction: number) {
  const value = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  return runAction(
    ctx,
    'seek',
    (c) => c.POST('/api/action/seek/{id}', { ...id(instanceId), body: { value } }),
    { silent: true },
  );
}

/**
 * Skip in two steps: confirm 'This will skip the current track.', ask without override; when the
 * server says the track is someone else's, ask 'This track was queued by {name} ({disc}). Do you
 * really want to skip it?' and on yes force it. Only the call that skipped toasts 'Skipped'.
 */
export async function skip(ctx: ActionContext, instanceId: string): Promise<ActionOutcome> {
  const skipPath = (force: boolean) => ({ params: { path: { id: instanceId, force } } });
  const first = await runAction(
    ctx,
    'skip',
    (c) => c.POST('/api/action/skip/{id}/{force}', skipPath(false)),
    { silent: true, noEvent: true },
  );
  if (first.status !== 'done') return first;
  const check = first.data;
  if (check?.confirm !== true) {
    // Skipped at once: the toast and event the first call held back.
    const { success, event } = ACTIONS.skip;
    if (success !== null) ctx.notify.success(t(success));
    if (event !== null) raiseActionEvent(ctx, event);
    return first;
  }
  const question = confirmSkipOther(
    check.discordUsername ?? undefined,
    check.discordDiscriminator ?? undefined,
  );
  if (!(await ctx.confirm(question))) return { status: 'cancelled' };
  return runAction(
    ctx,
    'skipOther',
    (c) => c.POST('/api/action/skip/{id}/{force}', skipPath(true)),
    { skipConfirm: true },
  );
}

/** Pause when playing, resume otherwise (the control the player state shows). */
export function togglePlayback(ctx: ActionContext, instanceId: string, playing: boolean) {
  return playing ? pause(ctx, instanceId) : resume(ctx, instanceId);
}
