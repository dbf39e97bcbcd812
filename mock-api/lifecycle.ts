/**
 * The server panel's side of an instance: power actions that pass through starting and stopping
 * over a few seconds, and cpu, memory and disk figures that move while it runs.
 */
import type { MockInstance, PowerState } from './model.ts';
import { hashString, hexFrom } from './random.ts';

/** How long the transitional states last (ms). */
const STARTING_MS = 4000;
const STOPPING_MS = 3000;

export type LifecycleAction = 'up' | 'down' | 'start' | 'stop' | 'restart' | 'kill';

export class LifecycleRefusal extends Error {}

function plan(instance: MockInstance, now: number, first: PowerState, then: PowerState[]): void {
  instance.powerState = first;
  let at = now;
  instance.powerPlan = then.map((state, index) => {
    at += index === 0 ? (first === 'starting' ? STARTING_MS : STOPPING_MS) : STARTING_MS;
    return { state, at };
  });
}

/**
 * Applies one action. The rules follow the admin list's button enablement: up only when not
 * managed; start only when offline; stop when not offline and not stopping; restart and kill
 * when not offline; the rest need a managed instance.
 */
export function applyLifecycle(instance: MockInstance, action: LifecycleAction, now: number): void {
  if (action === 'up') {
    if (instance.isManaged) throw new LifecycleRefusal('The instance is already deployed.');
    instance.isManaged = true;
    instance.identifier = hexFrom(`identifier:${instance.id}:${now}`, 8);
    plan(instance, now, 'starting', ['running']);
    return;
  }
  if (!instance.isManaged)
    throw new LifecycleRefusal('The instance is not managed by the server panel.');
  const state = instance.powerState;
  switch (action) {
    case 'down':
      instance.isManaged = false;
      instance.identifier = null;
      instance.powerState = 'offline';
      instance.powerPlan = [];
      instance.unmanagedOnline = false;
      if (instance.player.state === 0) instance.player.state = 1;
      return;
    case 'start':
      if (state !== 'offline')
        throw new LifecycleRefusal(`The instance is ${state}; only an offline one starts.`);
      plan(instance, now, 'starting', ['running']);
      return;
    case 'stop':
      if (state === 'offline' || state === 'stopping')
        throw new LifecycleRefusal(`The instance is already ${state}.`);
      plan(instance, now, 'stopping', ['offline']);
      return;
    case 'restart':
      if (state === 'offline')
        throw new LifecycleRefusal('The instance is offline; start it instead.');
      plan(instance, now, 'stopping', ['starting', 'running']);
      return;
    case 'kill':
      if (state === 'offline') throw new LifecycleRefusal('The instance is already offline.');
      instance.powerState = 'offline';
      instance.powerPlan = [];
      // The player stops where it was, as it does on a graceful stop.
      if (instance.player.state === 0) instance.player.state = 1;
      return;
  }
}

export interface Resources {
  isManaged: boolean;
  identifier: string | null;
  powerState: PowerState;
  cpuCurrent: number;
  cpuMax: number;
  memoryCurrentBytes: number;
  memoryMaxBytes: number;
  diskCurrentBytes: number;
  diskMaxBytes: number;
}

/** Figures that wander smoothly with time, different per instance, zero while offline. */
export function resourcesOf(instance: MockInstance, now: number): Resources {
  const phase = (hashString(instance.id) % 1000) / 1000;
  const t = now / 1000;
  const wave = (period: number, offset: number) =>
    0.5 + 0.5 * Math.sin((2 * Math.PI * t) / period + offset + phase * 6);
  const active =
    instance.powerState === 'running' ? 1 : instance.powerState === 'offline' ? 0 : 0.5;
  const { cpuMax, memoryMaxBytes, diskMaxBytes } = instance.limits;
  return {
    isManaged: instance.isManaged,
    identifier: instance.identifier,
    powerState: instance.powerState,
    cpuCurrent:
      Math.round(active * cpuMax * (0.05 + 0.35 * wave(17, 0) + 0.1 * wave(3.7, 1)) * 100) / 100,
    cpuMax,
    memoryCurrentBytes: Math.round(active * memoryMaxBytes * (0.25 + 0.2 * wave(41, 2))),
    memoryMaxBytes,
    // Disk grows slowly with the play history and does not drop when the bot stops.
    diskCurrentBytes: Math.round(
      diskMaxBytes * 0.08 + instance.history.length * 180_000 + 1_000_000 * wave(600, 3),
    ),
    diskMaxBytes,
  };
}
