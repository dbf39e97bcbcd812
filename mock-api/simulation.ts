/**
 * The players, driven lazily: before answering, the mock brings every instance up to the clock's
 * time. Progress moves at rate/100 x tempo/100 of real time; a track that ends gives way to the
 * next one. With a manual clock the outcome depends only on how far the clock moved.
 */
import type { MockInstance, MockState } from './model.ts';

const MAX_HISTORY = 2000;

/** How many track-milliseconds pass per real millisecond. */
function speedOf(instance: MockInstance): number {
  return (instance.player.rate / 100) * (instance.player.tempo / 100);
}

export function isOnline(instance: MockInstance): boolean {
  return instance.isManaged ? instance.powerState === 'running' : instance.unmanagedOnline;
}

/** Starts the first queued track, or stops when the queue is empty. */
export function startNext(instance: MockInstance, at: number): void {
  const next = instance.queue.shift() ?? null;
  instance.current = next;
  instance.player.progressMs = 0;
  instance.player.anchor = at;
  if (!next) {
    instance.player.state = 2;
    return;
  }
  instance.history.push({ track: next.track, adder: next.adder, playedAt: at });
  if (instance.history.length > MAX_HISTORY)
    instance.history.splice(0, instance.history.length - MAX_HISTORY);
}

function advancePlayer(instance: MockInstance, now: number): void {
  const { player } = instance;
  if (now <= player.anchor) return;
  if (player.state !== 0 || !instance.current || !isOnline(instance)) {
    player.anchor = now;
    return;
  }
  const speed = speedOf(instance);
  let progress = player.progressMs + (now - player.anchor) * speed;
  // Tracks of unknown length (radio, live) never end.
  while (
    instance.current &&
    instance.current.track.duration > 0 &&
    progress >= instance.current.track.duration
  ) {
    const overflow = progress - instance.current.track.duration;
    const endedAt = now - overflow / speed;
    startNext(instance, endedAt);
    progress = instance.current ? overflow : 0;
  }
  player.progressMs = instance.current ? progress : 0;
  player.anchor = now;
}

/** Current progress as a fraction of the track (0 when the length is unknown). */
export function progressFraction(instance: MockInstance): number {
  const duration = instance.current?.track.duration ?? 0;
  if (duration <= 0) return 0;
  return Math.min(1, instance.player.progressMs / duration);
}

export function advanceWorld(state: MockState, now: number): void {
  for (const instance of state.instances.values()) {
    advancePower(instance, now);
    advancePlayer(instance, now);
  }
}

/** Applies the power steps that are due (starting -> running, stopping -> offline). */
function advancePower(instance: MockInstance, now: number): void {
  while (instance.powerPlan[0] && instance.powerPlan[0].at <= now) {
    const step = instance.powerPlan.shift();
    if (!step) break;
    // Players keep their queue across a restart but stop playing while the bot is down.
    if (step.state !== 'running' && instance.player.state === 0) {
      advancePlayer(instance, step.at);
      instance.player.state = 1;
    }
    instance.powerState = step.state;
  }
}
