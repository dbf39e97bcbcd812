import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { advance, elapsedAt, progressFraction, seekFraction, speedFactor } from './progress';

// Property tests run hundreds of cases; leave room for a busy CI machine.
vi.setConfig({ testTimeout: 30_000 });

const sync = {
  fraction: 0.25,
  updatedAt: 1_000_000,
  durationMs: 200_000,
  playing: true,
  rate: 100,
  tempo: 100,
};

describe('elapsedAt', () => {
  it('starts from the server fraction and runs on in real time while playing', () => {
    expect(elapsedAt(sync, 1_000_000)).toBe(50_000);
    expect(elapsedAt(sync, 1_003_000)).toBe(53_000);
  });

  it('scales by rate/100 × tempo/100', () => {
    expect(elapsedAt({ ...sync, rate: 120 }, 1_010_000)).toBe(62_000);
    expect(elapsedAt({ ...sync, rate: 200, tempo: 50 }, 1_010_000)).toBe(60_000);
    expect(elapsedAt({ ...sync, rate: 150, tempo: 200 }, 1_010_000)).toBe(80_000);
  });

  it('stops at the duration', () => {
    expect(elapsedAt(sync, 9_000_000)).toBe(200_000);
  });

  it('stands still when paused or stopped', () => {
    expect(elapsedAt({ ...sync, playing: false }, 1_050_000)).toBe(50_000);
  });

  it('reads ISO timestamps and ignores ones in the future or unreadable', () => {
    const iso = { ...sync, updatedAt: new Date(1_000_000).toISOString() };
    expect(elapsedAt(iso, 1_002_000)).toBe(52_000);
    expect(elapsedAt(sync, 999_000)).toBe(50_000);
    expect(elapsedAt({ ...sync, updatedAt: 'soon' }, 1_050_000)).toBe(50_000);
  });

  it('shows nothing for an unknown duration', () => {
    expect(elapsedAt({ ...sync, durationMs: 0 }, 1_050_000)).toBe(0);
  });

  it('always lies between 0 and the duration and never goes backwards in time', () => {
    fc.assert(
      fc.property(
        fc.record({
          fraction: fc.double({ min: -1, max: 2 }),
          updatedAt: fc.integer({ min: 0, max: 2e12 }),
          durationMs: fc.integer({ min: 1, max: 36e5 }),
          playing: fc.boolean(),
          rate: fc.integer({ min: -10, max: 500 }),
          tempo: fc.integer({ min: -10, max: 500 }),
        }),
        fc.integer({ min: 0, max: 2e12 }),
        fc.nat(1e6),
        (s, now, later) => {
          const a = elapsedAt(s, now);
          const b = elapsedAt(s, now + later);
          expect(a).toBeGreaterThanOrEqual(0);
          expect(b).toBeLessThanOrEqual(s.durationMs);
          expect(b).toBeGreaterThanOrEqual(a);
        },
      ),
    );
  });
});

describe('advance', () => {
  it('moves one 100 ms tick at the speed factor, capped at the duration', () => {
    expect(advance(1000, 100, speedFactor(120, 100), 10_000)).toBe(1120);
    expect(advance(9990, 100, 1, 10_000)).toBe(10_000);
    expect(advance(1000, 100, 1, 0)).toBe(0);
  });

  it('treats a missing rate or tempo as normal speed', () => {
    expect(speedFactor()).toBe(1);
    expect(speedFactor(Number.NaN, 0)).toBe(1);
  });
});

describe('progressFraction', () => {
  it('is the filled part of the bar', () => {
    expect(progressFraction(50_000, 200_000)).toBe(0.25);
    expect(progressFraction(300_000, 200_000)).toBe(1);
    expect(progressFraction(5, 0)).toBe(0);
  });
});

describe('seekFraction', () => {
  it('is the clicked fraction of the bar width, clamped to 0..1', () => {
    expect(seekFraction(150, 100, 200)).toBe(0.25);
    expect(seekFraction(50, 100, 200)).toBe(0);
    expect(seekFraction(400, 100, 200)).toBe(1);
    expect(seekFraction(150, 100, 0)).toBe(0);
  });

  it('always gives a number between 0 and 1', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (x, left, width) => {
        const value = seekFraction(x, left, width);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }),
    );
  });
});
