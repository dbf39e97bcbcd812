import { describe, expect, it } from 'vitest';
import {
  describeResources,
  enabledActions,
  INSTANCE_ACTIONS,
  instanceConfirmation,
  instanceFailure,
  isActionEnabled,
  isInstanceCommand,
  POWER_STATES,
  powerStateTone,
  type InstanceAction,
} from './instance-lifecycle';

// The enablement table of 2-secondary §4 written out by hand, one row per state, columns in
// the order view, logs, up, down, start, stop, restart, kill, delete.
const MANAGED: Record<string, string> = {
  running: 'view logs down stop restart kill delete',
  offline: 'view logs down start delete',
  stopping: 'view logs down restart kill delete',
  starting: 'view logs down stop restart kill delete',
  // A state the spec does not list is treated as neither offline nor stopping.
  hibernating: 'view logs down stop restart kill delete',
};
const UNMANAGED = 'up delete';

const enabledList = (record: Record<InstanceAction, boolean>) =>
  INSTANCE_ACTIONS.filter((a) => record[a]).join(' ');

describe('button enablement', () => {
  it('follows the spec table for every state, managed or not', () => {
    for (const state of [...POWER_STATES, 'hibernating', null, undefined]) {
      const key = state ?? 'hibernating';
      expect(enabledList(enabledActions({ isManaged: true, powerState: state })), `${state}`).toBe(
        MANAGED[key],
      );
      expect(enabledList(enabledActions({ isManaged: false, powerState: state })), `${state}`).toBe(
        UNMANAGED,
      );
    }
  });

  it('disables view, logs and delete on the bulk row', () => {
    expect(enabledList(enabledActions('all'))).toBe('up down start stop restart kill');
  });

  it('always enables delete', () => {
    for (const isManaged of [true, false]) {
      for (const powerState of POWER_STATES) {
        expect(isActionEnabled('delete', { isManaged, powerState })).toBe(true);
      }
    }
  });
});

describe('power state badge', () => {
  it('maps each state to its colour', () => {
    expect(POWER_STATES.map(powerStateTone)).toEqual(['success', 'error', 'warning', 'warning']);
    expect(powerStateTone('exploded')).toBe('neutral');
    expect(powerStateTone(undefined)).toBe('neutral');
  });
});

describe('messages per command', () => {
  it('uses deploy for up and remove for down', () => {
    expect(instanceConfirmation('up')).toBe('Are you sure you want to deploy this instance?');
    expect(instanceConfirmation('down', true)).toBe(
      'Are you sure you want to remove ALL instances?',
    );
    expect(instanceFailure('up')).toBe('Failed to deploy instance');
    expect(instanceFailure('down', true)).toBe('Failed to remove instances');
  });

  it('covers every command, with the delete addendum', () => {
    const commands = INSTANCE_ACTIONS.filter(isInstanceCommand);
    expect(commands).toEqual(['up', 'down', 'start', 'stop', 'restart', 'kill', 'delete']);
    expect(commands.map((c) => instanceFailure(c))).toEqual([
      'Failed to deploy instance',
      'Failed to remove instance',
      'Failed to start instance',
      'Failed to stop instance',
      'Failed to restart instance',
      'Failed to kill instance',
      'Failed to delete instance',
    ]);
    expect(instanceConfirmation('kill', true)).toBe('Are you sure you want to kill ALL instances?');
    expect(instanceConfirmation('delete')).toBe(
      'Are you sure you want to delete this instance? The instance will be killed and removed.',
    );
  });
});

describe('describeResources', () => {
  const mib = 1024 * 1024;

  it('shows n/a for everything of an unmanaged instance', () => {
    expect(describeResources({ isManaged: false, powerState: 'running', cpuCurrent: 50 })).toEqual({
      state: 'n/a',
      tone: 'neutral',
      cpu: 'n/a',
      memory: 'n/a',
      disk: 'n/a',
    });
  });

  it('shows state, cpu percent and memory and disk in MB', () => {
    expect(
      describeResources({
        isManaged: true,
        powerState: 'running',
        cpuCurrent: 12.5,
        cpuMax: 100,
        memoryCurrentBytes: 256 * mib,
        memoryMaxBytes: 1024 * mib,
        diskCurrentBytes: 1.5 * mib,
        diskMaxBytes: 0,
      }),
    ).toEqual({
      state: 'running',
      tone: 'success',
      cpu: '12.50% / 100.00%',
      memory: '256.00 MB / 1024.00 MB',
      disk: '1.50 MB / ∞',
    });
  });

  it('copes with missing numbers', () => {
    expect(describeResources({ isManaged: true, powerState: null })).toEqual({
      state: 'unknown',
      tone: 'neutral',
      cpu: '0.00% / ∞',
      memory: '0.00 MB / ∞',
      disk: '0.00 MB / ∞',
    });
  });
});
