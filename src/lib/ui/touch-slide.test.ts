import { describe, expect, it } from 'vitest';
import { TOUCH_SLIDE_SLOP_PX, classifyTouchGesture, sliderValueAt } from './touch-slide';

describe('classifyTouchGesture', () => {
  it('decides nothing while the finger stays within the slop (a tap)', () => {
    expect(classifyTouchGesture(0, 0)).toBe('undecided');
    expect(classifyTouchGesture(6, -5)).toBe('undecided');
    expect(classifyTouchGesture(TOUCH_SLIDE_SLOP_PX - 1, 0)).toBe('undecided');
  });
  it('takes a sideways drag past the slop as horizontal, either way', () => {
    expect(classifyTouchGesture(TOUCH_SLIDE_SLOP_PX, 0)).toBe('horizontal');
    expect(classifyTouchGesture(-24, 3)).toBe('horizontal');
    expect(classifyTouchGesture(30, -12)).toBe('horizontal');
  });
  it('leaves a vertical swipe to the page, also one that drifts sideways', () => {
    expect(classifyTouchGesture(0, 40)).toBe('vertical');
    expect(classifyTouchGesture(8, -30)).toBe('vertical');
    expect(classifyTouchGesture(20, 20)).toBe('vertical');
  });
  it('takes a diagonal as horizontal only when sideways clearly dominates', () => {
    expect(classifyTouchGesture(15, 10)).toBe('vertical');
    expect(classifyTouchGesture(16, 10)).toBe('horizontal');
  });
  it('leaves a movement it cannot measure to the page', () => {
    expect(classifyTouchGesture(Number.NaN, 0)).toBe('vertical');
  });
});

describe('sliderValueAt', () => {
  const volume = { left: 100, width: 200, min: 0, max: 100, step: 1, rtl: false };
  it('reads the share of the width between min and max', () => {
    expect(sliderValueAt(100, volume)).toBe(0);
    expect(sliderValueAt(160, volume)).toBe(30);
    expect(sliderValueAt(300, volume)).toBe(100);
  });
  it('clamps a finger beyond either end', () => {
    expect(sliderValueAt(20, volume)).toBe(0);
    expect(sliderValueAt(999, volume)).toBe(100);
  });
  it('mirrors right to left', () => {
    expect(sliderValueAt(160, { ...volume, rtl: true })).toBe(70);
  });
  it('snaps to the step from min, without float noise', () => {
    const pitch = { left: 0, width: 320, min: -16, max: 16, step: 1, rtl: false };
    expect(sliderValueAt(171, pitch)).toBe(1);
    const fine = { left: 0, width: 100, min: 0, max: 1, step: 0.1, rtl: false };
    expect(sliderValueAt(30, fine)).toBe(0.3);
    const rate = { left: 0, width: 490, min: 10, max: 500, step: 5, rtl: false };
    expect(sliderValueAt(92, rate)).toBe(100);
  });
  it('gives min for a slider with no width', () => {
    expect(sliderValueAt(50, { ...volume, width: 0 })).toBe(0);
  });
});
