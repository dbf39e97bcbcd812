import { describe, expect, it } from 'vitest';
import {
  attentionReasons,
  highResources,
  RESOURCE_ALERT_THRESHOLD,
  resourceMeters,
} from './resource-usage';

const MIB = 1024 * 1024;

describe('resourceMeters', () => {
  it('gives each resource its text and the share of its limit', () => {
    const [cpu, memory, disk] = resourceMeters({
      isManaged: true,
      powerState: 'running',
      cpuCurrent: 39.95,
      cpuMax: 100,
      memoryCurrentBytes: 512 * MIB,
      memoryMaxBytes: 1024 * MIB,
      diskCurrentBytes: 4000 * MIB,
      diskMaxBytes: 4096 * MIB,
    });
    expect(cpu).toMatchObject({ label: 'CPU', text: '39.95% / 100.00%', high: false });
    expect(cpu!.fraction).toBeCloseTo(0.3995);
    expect(memory).toMatchObject({ text: '512.00 MB / 1024.00 MB', fraction: 0.5, high: false });
    expect(disk!.high).toBe(true);
  });

  it('has no bar without a limit or for an unmanaged instance, and clamps over the limit', () => {
    const unlimited = resourceMeters({ isManaged: true, cpuCurrent: 250, cpuMax: 0 });
    expect(unlimited[0]).toMatchObject({ text: '250.00% / ∞', fraction: null, high: false });
    expect(resourceMeters({ isManaged: false }).map((m) => [m.text, m.fraction])).toEqual([
      ['n/a', null],
      ['n/a', null],
      ['n/a', null],
    ]);
    expect(resourceMeters({ isManaged: true, cpuCurrent: 150, cpuMax: 100 })[0]!.fraction).toBe(1);
  });

  it('calls a resource high from the threshold on', () => {
    const at = RESOURCE_ALERT_THRESHOLD * 100;
    expect(highResources({ isManaged: true, cpuCurrent: at, cpuMax: 100 })).toHaveLength(1);
    expect(highResources({ isManaged: true, cpuCurrent: at - 0.01, cpuMax: 100 })).toEqual([]);
  });
});

describe('attentionReasons', () => {
  it('names a managed instance offline and each resource over the threshold', () => {
    expect(attentionReasons({ isManaged: true, powerState: 'offline' })).toEqual(['offline']);
    expect(
      attentionReasons({
        isManaged: true,
        powerState: 'running',
        cpuCurrent: 188,
        cpuMax: 200,
        memoryCurrentBytes: 950,
        memoryMaxBytes: 1000,
        diskCurrentBytes: 1,
        diskMaxBytes: 1000,
      }),
    ).toEqual(['CPU 94%', 'Memory 95%']);
  });

  it('leaves out running instances within limits and unmanaged ones', () => {
    expect(
      attentionReasons({ isManaged: true, powerState: 'running', cpuCurrent: 10, cpuMax: 100 }),
    ).toEqual([]);
    expect(attentionReasons({ isManaged: false, powerState: 'offline' })).toEqual([]);
  });
});
