import type * as React from 'react';
import { useRef } from 'react';
import { classifyTouchGesture, sliderValueAt } from '@/lib/ui/touch-slide';

interface TouchSlideOptions {
  min: number;
  max: number;
  step: number;
  rtl: boolean;
  disabled?: boolean;
  /** The value under the finger, each move of a horizontal drag. */
  onSlide: (value: number) => void;
  /** The finger lifted after a horizontal drag, at this value. */
  onEnd: (value: number) => void;
}

type Pending = { id: number; x: number; y: number; state: 'undecided' | 'sliding' | 'ignored' };

type TouchSlideHandlers = Required<
  Pick<
    React.HTMLAttributes<HTMLElement>,
    'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel'
  >
>;

/**
 * A slider's touch gesture (src/lib/ui/touch-slide.ts): spread on a Radix Slider root that is
 * `touch-action: pan-y`. A touch pointer is kept from Radix (a prevented event is skipped by
 * Radix's handlers, which would set the value where the finger lands and capture it); the value
 * follows the finger only once the movement is a horizontal drag, and is committed on lift. A
 * vertical swipe is the browser's scroll (it cancels the pointer), a tap changes nothing. Other
 * pointers (mouse, pen) pass through to Radix untouched.
 */
export function useTouchSlide({
  min,
  max,
  step,
  rtl,
  disabled = false,
  onSlide,
  onEnd,
}: TouchSlideOptions): TouchSlideHandlers {
  const gesture = useRef<Pending | null>(null);
  const last = useRef<number | null>(null);
  const valueAt = (element: HTMLElement, x: number) => {
    const box = element.getBoundingClientRect();
    return sliderValueAt(x, { left: box.left, width: box.width, min, max, step, rtl });
  };
  const ours = (event: React.PointerEvent<HTMLElement>) =>
    event.pointerType === 'touch' && gesture.current?.id === event.pointerId;
  const finish = (event: React.PointerEvent<HTMLElement>, commit: boolean) => {
    const { state } = gesture.current ?? {};
    gesture.current = null;
    if (state !== 'sliding') return;
    const element = event.currentTarget;
    if (element.hasPointerCapture(event.pointerId)) element.releasePointerCapture(event.pointerId);
    if (commit && last.current !== null) onEnd(last.current);
    last.current = null;
  };
  return {
    onPointerDown: (event) => {
      if (event.pointerType !== 'touch') return;
      // Radix's pointerdown would move the value to the finger at once: not for a touch.
      event.preventDefault();
      if (disabled || gesture.current !== null) return;
      gesture.current = {
        id: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        state: 'undecided',
      };
    },
    onPointerMove: (event) => {
      if (event.pointerType !== 'touch') return;
      event.preventDefault();
      const current = gesture.current;
      if (!current || !ours(event) || current.state === 'ignored') return;
      if (current.state === 'undecided') {
        const kind = classifyTouchGesture(event.clientX - current.x, event.clientY - current.y);
        if (kind === 'undecided') return;
        if (kind === 'vertical') {
          current.state = 'ignored';
          return;
        }
        current.state = 'sliding';
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      const value = valueAt(event.currentTarget, event.clientX);
      if (value !== last.current) {
        last.current = value;
        onSlide(value);
      }
    },
    onPointerUp: (event) => {
      if (event.pointerType !== 'touch') return;
      event.preventDefault();
      if (ours(event)) finish(event, true);
    },
    onPointerCancel: (event) => {
      if (event.pointerType !== 'touch') return;
      // The browser took the gesture (a scroll): a drag already under way keeps where it got to.
      if (ours(event)) finish(event, true);
    },
  };
}
